import type { Context, MiddlewareHandler } from 'hono';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** What every page says while the card simulator runs in production (PAYMENTS=simulator). */
export const TEST_MODE_TEXT = 'Test mode: no real payments are taken';

// In the flow of the page (never over it), wrapping at any width; dark text on pale yellow (about 15:1).
const BANNER =
  '<div role="note" aria-label="Test mode" style="margin:0;padding:0.5rem 1rem;background:#fff4c2;color:#1a1a1a;' +
  'border-bottom:2px solid #8a6d00;font:600 1rem/1.4 system-ui,sans-serif;text-align:center;overflow-wrap:anywhere">' +
  `${TEST_MODE_TEXT}</div>`;

/** The page with the banner as the first thing in its body (outside the React root, which hydration leaves alone). */
export function withTestModeBanner(html: string): string {
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}${BANNER}`);
}

interface Page {
  readonly html: string;
  readonly encoded: Map<string, Buffer>;
}

const ENCODERS: Readonly<Record<string, (html: string) => Buffer>> = {
  br: (html) => brotliCompressSync(html),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

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
 * Serves the site's HTML files with the test-mode banner, compressed as the browser accepts
 * (brotli, gzip), each page read and compressed once on first use and then kept: the build's
 * precompressed copies hold no banner, so they must not be served. Other files pass on.
 */
export function testModePages(clientDir: string): MiddlewareHandler {
  const pages = new Map<string, Page>();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = htmlFileFor(clientDir, c.req.path);
    if (file === null) return next();
    let page = pages.get(file);
    if (page === undefined) {
      page = { html: withTestModeBanner(readFileSync(file, 'utf8')), encoded: new Map() };
      pages.set(file, page);
    }
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
    return c.req.method === 'HEAD' ? c.body(null) : c.body(new Uint8Array(bytes));
  };
}
