import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { openDatabase } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { SqlDocumentIndex } from '../../src/adapters/database/sql-document-index';
import { DiskDocumentStore } from '../../src/adapters/files/disk-document-store';
import { errorOf } from '../../src/adapters/http/http-document-store';
import type { DocumentStoreError } from '../../src/application/ports/document-store.port';
import type { Clock } from '../../src/application/ports/clock.port';
import type { IdGenerator } from '../../src/application/ports/id-generator.port';
import type { Role } from '../../src/domain/access';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import type { AppEnv } from '../../src/server/app-env';
import type { Download } from '../contracts/document-store.contract';
import { sampleMember } from '../contracts/member-repository.contract';
import { appWorld, TEST_ADMIN } from './app-world';

export const TEST_MEMBER = 'member@example.org';
const PASSWORD = 'Lilac-Tuesday-42';

/** A disk document store over a fresh folder (or `dir`) and a SQLite index in it, and how to remove both. */
export async function diskStore(
  clock: Clock,
  ids: IdGenerator,
  publicUrl = 'http://localhost:8787',
  dir = mkdtempSync(join(tmpdir(), 'chapter-documents-')),
) {
  const database = openDatabase({ kind: 'sqlite', file: join(dir, 'chapter.sqlite') });
  (await migrate(database.db))._unsafeUnwrap();
  const index = new SqlDocumentIndex(database.db);
  const root = join(dir, 'files');
  const store = await DiskDocumentStore.open({ root, publicUrl, clock, ids, index });
  const reopen = () => DiskDocumentStore.open({ root, publicUrl, clock, ids, index });
  const dispose = async () => (await database.close(), rmSync(dir, { recursive: true, force: true }));
  return { store, root, index, database, reopen, dispose };
}

/** Signs an account in through the identity service (seeded, confirmed) and answers its access token. */
async function accessToken(deps: AppDeps, email: string): Promise<string> {
  (await deps.identity.seedAccount({ email, password: PASSWORD }))._unsafeUnwrap();
  const result = (await deps.identity.signIn({ email, password: PASSWORD }))._unsafeUnwrap();
  if (!result.done) throw new Error(`expected DONE, got ${result.nextStep.signInStep}`);
  return result.tokens.accessToken;
}

/**
 * The whole app over in-memory adapters, except documents: a disk store in a temporary folder
 * with a SQLite index, serving `/files/*`. An admin (with no member record) and a member (with
 * one, `member`) are signed in; `as(role)` gives the headers each sends (`Authorization: Bearer
 * <access token>`; none for a visitor).
 */
export async function documentWorld(overrides: Partial<AppDeps> = {}) {
  const world = appWorld();
  const disk = await diskStore(world.clock, world.deps.ids, world.deps.config.publicUrl);
  const deps: AppDeps = { ...world.deps, documents: disk.store, files: disk.store, ...overrides };
  const app = createApp(deps);
  const member = (await deps.members.create(sampleMember(1, { email: TEST_MEMBER })))._unsafeUnwrap();
  const tokens = { admin: await accessToken(deps, TEST_ADMIN), member: await accessToken(deps, TEST_MEMBER) };
  const as = (role: Role): Record<string, string> => (role === 'visitor' ? {} : { Authorization: `Bearer ${tokens[role]}` });
  return { ...world, ...disk, app, deps, as, member, open: (url: string) => openThroughApp(app, url) };
}

export type DocumentWorld = Awaited<ReturnType<typeof documentWorld>>;

/** The type a browser declares for a chosen file, by its name. */
function declaredType(fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', txt: 'text/plain', csv: 'text/csv' };
  return types[extension] ?? 'application/octet-stream';
}

/** A multipart upload request, as the admin panel sends it (with the type a browser declares for the name, unless given). */
export function uploadForm(folder: string, fileName: string, bytes: Uint8Array, type = declaredType(fileName)): FormData {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** Follows a link through `GET /files/*` as a browser would (no session): the file, or the port's error for the answer. */
function openThroughApp(app: Hono<AppEnv>, url: string): ResultAsync<Download, DocumentStoreError> {
  return new ResultAsync(download(app, url));
}

async function download(app: Hono<AppEnv>, url: string): Promise<Result<Download, DocumentStoreError>> {
  const response = await app.request(url);
  if (!response.ok) return err(errorOf(response.status, await response.json().catch(() => null)));
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
  return ok({
    name: decodeURIComponent(encoded),
    contentType: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  });
}
