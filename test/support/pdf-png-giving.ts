import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** A page of a PDF drawn as pixels by Poppler (Debian's poppler-utils): its size and the share of pixels that are not white. */
export interface RenderedPage {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  readonly inked: number;
}

async function inTemporaryFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-png-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The first page of a PDF rendered to PNG by `pdftoppm` at `dpi`, as a reader's viewer would draw it. */
export function pdfFirstPagePng(bytes: Uint8Array, dpi = 72): Promise<RenderedPage> {
  return inTemporaryFolder(async (folder) => {
    const pdf = join(folder, 'document.pdf');
    await writeFile(pdf, bytes);
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, join(folder, 'page')]);
    const png = await readFile(join(folder, 'page.png'));
    const image = PNG.sync.read(png);
    let inked = 0;
    for (let at = 0; at < image.data.length; at += 4) {
      if ((image.data[at] ?? 255) < 200 || (image.data[at + 1] ?? 255) < 200 || (image.data[at + 2] ?? 255) < 200) inked += 1;
    }
    return { png, width: image.width, height: image.height, inked: inked / (image.width * image.height) };
  });
}

/** The text Poppler reads from a PDF's pages (`pdftotext -layout`), lines as laid out: another reader than test/support/pdf-text.ts. */
export function popplerText(bytes: Uint8Array): Promise<string> {
  return inTemporaryFolder(async (folder) => {
    const pdf = join(folder, 'document.pdf');
    await writeFile(pdf, bytes);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-']);
    return stdout;
  });
}
