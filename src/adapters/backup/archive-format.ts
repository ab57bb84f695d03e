import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { once } from 'node:events';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

/**
 * A backup archive: one gzip file (node:zlib), inside it the line `CHAPTER-BACKUP 1`, then each
 * entry as a header line of JSON (`{"name":"files/a.pdf","size":1234}`), its `size` bytes and a
 * newline. The last entry is `manifest.json`, which lists every other entry with its size and
 * sha256. The format needs nothing beyond Node to write or read (README, 'Backups and restore').
 */
const ARCHIVE_MAGIC = 'CHAPTER-BACKUP 1';

/** The name of the manifest, always the archive's last entry. */
export const MANIFEST_ENTRY = 'manifest.json';

/** One entry as the manifest lists it. */
export interface ArchiveEntry {
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Writes an archive entry by entry, with the gzip stream's back-pressure respected. */
export class ArchiveWriter {
  readonly #gzip: Gzip;
  readonly #file: WriteStream;
  readonly #entries: ArchiveEntry[] = [];
  #bytesIn = 0;

  readonly #path: string;

  private constructor(path: string, file: WriteStream) {
    this.#path = path;
    this.#file = file;
    this.#gzip = createGzip();
    this.#gzip.pipe(file);
  }

  static async open(path: string): Promise<ArchiveWriter> {
    const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    await once(file, 'open');
    const writer = new ArchiveWriter(path, file);
    await writer.#write(Buffer.from(`${ARCHIVE_MAGIC}\n`));
    return writer;
  }

  get entries(): readonly ArchiveEntry[] {
    return this.#entries;
  }

  /** Bytes written before compression. */
  get bytesIn(): number {
    return this.#bytesIn;
  }

  /** Adds one entry made of `chunks` (their total is its size). */
  async add(name: string, chunks: readonly Uint8Array[]): Promise<ArchiveEntry> {
    const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    const hash = createHash('sha256');
    await this.#write(Buffer.from(`${JSON.stringify({ name, size })}\n`));
    for (const chunk of chunks) {
      hash.update(chunk);
      await this.#write(chunk);
    }
    await this.#write(Buffer.from('\n'));
    const entry = { name, size, sha256: hash.digest('hex') };
    if (name !== MANIFEST_ENTRY) this.#entries.push(entry);
    return entry;
  }

  /** Ends the gzip stream and waits until the file is flushed to the disk and closed. */
  async close(): Promise<void> {
    this.#gzip.end();
    await once(this.#file, 'finish');
    if (!this.#file.closed) await once(this.#file, 'close');
    const handle = await open(this.#path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Stops writing (the caller removes the partial file). */
  abort(): void {
    this.#gzip.destroy();
    this.#file.destroy();
  }

  async #write(bytes: Uint8Array): Promise<void> {
    this.#bytesIn += bytes.byteLength;
    if (!this.#gzip.write(bytes)) await once(this.#gzip, 'drain');
  }
}

/** An entry as read back, with the sha256 of the bytes actually read. */
export interface ReadEntry {
  readonly name: string;
  readonly bytes: Buffer;
  readonly sha256: string;
}

export class ArchiveDamaged extends Error {}

/** Reads exact byte counts and lines from a stream of chunks. */
class ByteReader {
  readonly #source: AsyncIterator<Buffer>;
  #buffer: Buffer = Buffer.alloc(0);
  #ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  async #fill(): Promise<boolean> {
    if (this.#ended) return false;
    const next = await this.#source.next();
    if (next.done === true) {
      this.#ended = true;
      return false;
    }
    this.#buffer = this.#buffer.length === 0 ? next.value : Buffer.concat([this.#buffer, next.value]);
    return true;
  }

  /** The next line (without its newline), or null at the end; a line is at most `limit` bytes. */
  async line(limit = 64 * 1024): Promise<string | null> {
    for (;;) {
      const at = this.#buffer.indexOf(0x0a);
      if (at >= 0) {
        const line = this.#buffer.subarray(0, at).toString('utf8');
        this.#buffer = this.#buffer.subarray(at + 1);
        return line;
      }
      if (this.#buffer.length > limit) throw new ArchiveDamaged('an entry header is too long');
      if (!(await this.#fill())) {
        if (this.#buffer.length === 0) return null;
        throw new ArchiveDamaged('the archive ends in the middle of a line');
      }
    }
  }

  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let missing = size;
    while (missing > 0) {
      if (this.#buffer.length === 0 && !(await this.#fill())) throw new ArchiveDamaged('the archive ends in the middle of an entry');
      const part = this.#buffer.subarray(0, Math.min(missing, this.#buffer.length));
      parts.push(part);
      this.#buffer = this.#buffer.subarray(part.length);
      missing -= part.length;
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }
}

function headerOf(line: string): { name: string; size: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new ArchiveDamaged('an entry header is not readable');
  }
  const { name, size } = (parsed ?? {}) as { name?: unknown; size?: unknown };
  if (typeof name !== 'string' || typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) {
    throw new ArchiveDamaged('an entry header is not readable');
  }
  return { name, size };
}

/**
 * Every entry of the archive at `path`, in order, each read whole. Throws `ArchiveDamaged` when the
 * file is not an archive, its compression is broken, or it ends early.
 */
export async function* readArchive(path: string): AsyncGenerator<ReadEntry> {
  const gunzip = createReadStream(path).pipe(createGunzip());
  const failure = new Promise<never>((_, reject) => {
    gunzip.on('error', (error) => reject(new ArchiveDamaged(`it cannot be decompressed (${error.message})`)));
  });
  failure.catch(() => undefined);
  const reader = new ByteReader(
    (async function* () {
      for await (const chunk of gunzip as AsyncIterable<Buffer>) yield chunk;
    })(),
  );
  const step = <T>(promise: Promise<T>) => Promise.race([promise, failure]);
  try {
    if ((await step(reader.line())) !== ARCHIVE_MAGIC) throw new ArchiveDamaged('it is not a backup of this site');
    for (;;) {
      const line = await step(reader.line());
      if (line === null) return;
      const { name, size } = headerOf(line);
      const bytes = await step(reader.exactly(size));
      if ((await step(reader.exactly(1)))[0] !== 0x0a) throw new ArchiveDamaged(`the entry ${name} is not where its header says`);
      yield { name, bytes, sha256: sha256Of(bytes) };
    }
  } catch (error) {
    if (error instanceof ArchiveDamaged) throw error;
    throw new ArchiveDamaged(error instanceof Error ? error.message : String(error));
  } finally {
    gunzip.destroy();
  }
}
