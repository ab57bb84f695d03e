import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';

/** The folder under the store's root where uploads are written before they are renamed into place. */
const INCOMING_FOLDER = '.incoming';

const SECRET_FILE = '.link-secret';

/** Where a key lives under `root`, or null when it would fall outside it (a second guard after `checkKey`). */
export function pathInside(root: string, key: string): string | null {
  const base = resolve(root);
  const path = resolve(base, ...key.split('/'));
  return path.startsWith(base + sep) ? path : null;
}

/**
 * Writes `bytes` to a temporary file in `<root>/.incoming`, flushes it to the disk, renames it to
 * `target` (atomic on one file system) and flushes the target's folder. After a crash the file is
 * either whole at `target` or absent there; a half-written temporary file is removed by `prepareRoot`.
 */
export async function writeDurably(root: string, target: string, bytes: Uint8Array): Promise<void> {
  const temp = join(root, INCOMING_FOLDER, `${basename(target)}.part`);
  try {
    const handle = await open(temp, 'wx', 0o640);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dirname(target));
}

/** Flushes a folder's entries (the rename) to the disk; not every platform can, so failures are ignored. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a folder for fsync; the rename is still atomic there.
  }
}

/**
 * Creates `<root>/<folder>` for each folder and `<root>/.incoming`, and deletes whatever an earlier
 * run left in `.incoming` (uploads cut off by a crash). Answers how many leftovers it removed.
 */
export async function prepareRoot(root: string, folders: readonly string[]): Promise<number> {
  for (const folder of [...folders, INCOMING_FOLDER]) await mkdir(join(root, folder), { recursive: true });
  const leftovers = await readdir(join(root, INCOMING_FOLDER));
  for (const name of leftovers) await rm(join(root, INCOMING_FOLDER, name), { recursive: true, force: true });
  return leftovers.length;
}

/**
 * The secret that signs download links, kept in `<root>/.link-secret` (readable by the owner only)
 * so links stay valid across restarts; created with `makeSecret()` on first use.
 */
export async function loadLinkSecret(root: string, makeSecret: () => string): Promise<string> {
  const file = join(root, SECRET_FILE);
  try {
    await writeFile(file, makeSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 16) throw new Error(`${file} holds no usable secret: delete it to make a new one.`);
  return secret;
}

/** Whether an error from node:fs carries this code (ENOENT, EEXIST ...). */
export function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
