import type { Context, MiddlewareHandler } from 'hono';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withSiteTexts } from '../domain/site-text-markup';
import type { SiteTextSnapshot } from '../domain/site-texts';

/** A page's HTML and the compressed copies made of it so far, by encoding. */
export interface Page {
  readonly html: string;
  readonly encoded: Map<string, Buffer>;
}

const ENCODERS: Readonly<Record<string, (html: string) => Buffer>> = {
  br: (html) =>
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/** Every HTML file of the build (the prerendered pages and the shell), outside Vite's own folder. */
function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '.vite' || name === 'assets' ? [] : htmlFilesUnder(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** The HTML file serveStatic would answer `requestPath` with (`/Donate` -> `Donate/index.html`), or null. */
function htmlFileFor(clientDir: string, requestPath: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|\\|\0/.test(name)) return null;
  const file = name.endsWith('/')
    ? `${name}index.html`
    : name.endsWith('.html')
      ? name
      : /\.[^/]+$/.test(name)
        ? null
        : `${name}/index.html`;
  if (file === null) return null;
  const full = path.join(clientDir, file);
  if (path.relative(clientDir, full).startsWith('..') || !existsSync(full) || !statSync(full).isFile()) return null;
  return full;
}

function accepted(c: Context): Set<string> {
  return new Set((c.req.header('Accept-Encoding') ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? ''));
}

/**
 * Answers `page` in the best encoding the browser accepts (brotli, gzip or none), compressing it
 * once per encoding; a HEAD gets the headers only.
 */
export function sendPage(c: Context, page: Page, status: 200 | 404 = 200): Response {
  const encoding = ['br', 'gzip'].find((name) => accepted(c).has(name));
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  const bytes =
    encoding === undefined ? Buffer.from(page.html) : (page.encoded.get(encoding) ?? ENCODERS[encoding]?.(page.html) ?? Buffer.alloc(0));
  if (encoding !== undefined) {
    page.encoded.set(encoding, bytes);
    c.header('Content-Encoding', encoding);
  }
  c.header('Content-Length', String(bytes.length));
  return c.req.method === 'HEAD' ? c.body(null, status) : c.body(new Uint8Array(bytes), status);
}

/**
 * The site's HTML files as the server sends them: the build's files with the current page texts
 * put in (domain/site-text-markup.ts) and, in test mode, the banner (`edit`). A page that comes out
 * as the build wrote it is left to the static files (and their precompressed copies); the others
 * are kept in memory and compressed once, on first use, for each encoding a browser asks for.
 * `show(load)` rebuilds them all (about a millisecond a page: string replacements, no rendering),
 * so a saved text is in the next page served, without a rebuild; requests wait for a `show` in
 * progress, so no page is served with texts older than the last one shown.
 */
export class ServedPages {
  readonly #clientDir: string;
  readonly #edit: (html: string) => string;
  readonly #originals: ReadonlyMap<string, string>;
  #pages = new Map<string, Page>();
  #ready: Promise<void> = Promise.resolve();
  #load: (() => Promise<SiteTextSnapshot | null>) | null = null;
  /** The last load found no texts (the database did not answer): the next request tries again. */
  #stale = false;

  constructor(clientDir: string, edit: (html: string) => string = (html) => html) {
    this.#clientDir = clientDir;
    this.#edit = edit;
    this.#originals = new Map(htmlFilesUnder(clientDir).map((file) => [file, readFileSync(file, 'utf8')]));
    this.#rebuild(null);
  }

  /**
   * Puts the texts `load` answers into every page; until they are in, requests wait. When it
   * answers null (the texts could not be read), the pages keep what they had and the next request
   * loads again.
   */
  show(load: () => Promise<SiteTextSnapshot | null>): Promise<void> {
    this.#load = load;
    this.#stale = false;
    // One load at a time, each after the last: two saves at once cannot leave the older texts in.
    this.#ready = this.#ready.then(load).then((texts) => {
      if (texts === null) this.#stale = true;
      else this.#rebuild(texts);
    });
    return this.#ready;
  }

  async #current(): Promise<void> {
    if (this.#stale && this.#load !== null) await this.show(this.#load);
    else await this.#ready;
  }

  /** The HTML served for `file` (a path under the build), once the last `show` is done. */
  async htmlOf(file: string): Promise<string> {
    await this.#current();
    return this.#pages.get(file)?.html ?? this.#originals.get(file) ?? readFileSync(file, 'utf8');
  }

  /** Answers GET and HEAD of a changed page from memory; everything else passes on. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const file = htmlFileFor(this.#clientDir, c.req.path);
      if (file === null) return next();
      await this.#current();
      const page = this.#pages.get(file);
      if (page === undefined) return next();
      return sendPage(c, page);
    };
  }

  #rebuild(texts: SiteTextSnapshot | null): void {
    const pages = new Map<string, Page>();
    for (const [file, original] of this.#originals) {
      const html = this.#edit(texts === null ? original : withSiteTexts(original, texts));
      if (html !== original) pages.set(file, { html, encoded: new Map() });
    }
    this.#pages = pages;
  }
}
