import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_TEXT, withTestModeBanner } from '../../src/server/test-mode-banner';
import { appWorld } from '../support/app-world';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>x</title></head><body class="site"><div id="root">${body}</div></body></html>`;

/** A built site: prerendered pages with the build's precompressed copies (without any banner), the shell, an asset. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-mode-site-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', page('<h1>Home</h1>'));
  write('index.html.br', brotliCompressSync(page('<h1>Home</h1>')));
  write('shell.html', page(''));
  write('Donate/index.html', page('<h1>Donate</h1>'));
  write('Donate/index.html.br', brotliCompressSync(page('<h1>Donate</h1>')));
  write('assets/app-abc123.js', 'console.log("app")');
  write('assets/app-abc123.js.br', brotliCompressSync('console.log("app")'));
  return dir;
}

/** The page's text however it came (brotli, gzip or plain). */
async function textOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

const BANNER_FIRST = new RegExp(`<body class="site"><div role="note" aria-label="Test mode"[^>]*>${TEST_MODE_TEXT}</div><div id="root">`);

describe('the test-mode banner', () => {
  let dir: string;
  beforeAll(() => {
    dir = builtSite();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The app serving the built site: production or not, the card simulator or Stripe. */
  const site = (production: boolean, simulator: boolean) => {
    const world = appWorld();
    return appWorld({ clientDir: dir, config: { ...world.deps.config, production }, ...(simulator ? {} : { simulator: null }) }).app;
  };

  it('is the first thing in the body of every page while the simulator runs in production, however the page is compressed', async () => {
    const app = site(true, true);
    for (const [pathname, encoding] of [
      ['/', 'br'],
      ['/Donate', 'br'],
      ['/Donate', 'gzip'],
      ['/Donate/', ''],
      ['/Member-Area', 'br'],
      ['/no-such-page', ''],
    ] as const) {
      const response = await app.request(pathname, { headers: encoding ? { 'Accept-Encoding': `${encoding}, deflate` } : {} });
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
      const html = await textOf(response);
      expect(html, `${pathname} ${encoding}`).toMatch(BANNER_FIRST);
      expect(html.split(TEST_MODE_TEXT)).toHaveLength(2);
    }
    expect(await textOf(await app.request('/Donate', { headers: { 'Accept-Encoding': 'br' } }))).toContain('<h1>Donate</h1>');
  });

  it('keeps the status of an unknown page and the compressed copies of assets', async () => {
    const app = site(true, true);
    expect((await app.request('/no-such-page')).status).toBe(404);
    const asset = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await textOf(asset)).toBe('console.log("app")');
    const head = await app.request('/Donate', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect([head.status, head.headers.get('content-encoding')]).toEqual([200, 'gzip']);
  });

  it('is not there with Stripe in production, nor with the simulator outside production', async () => {
    for (const app of [site(true, false), site(false, true)]) {
      for (const pathname of ['/', '/Donate', '/Member-Area']) {
        expect(await textOf(await app.request(pathname, { headers: { 'Accept-Encoding': 'br' } })), pathname).not.toContain(TEST_MODE_TEXT);
      }
    }
  });

  it('leaves a page without a body as it was', () => {
    expect(withTestModeBanner('<p>no body</p>')).toBe('<p>no body</p>');
  });
});
