import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../src/server/static-site';

const page = (body: string) => `<!doctype html><html><head></head><body><div id="root">${body}</div></body></html>`;

/** A built site as scripts/prerender.ts leaves it: prerendered pages, the shell, assets and their compressed copies. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', page('<h1>Home</h1>'));
  write('shell.html', page(''));
  write('Donate/index.html', page('<h1>Donate</h1>'));
  write('Donate/index.html.br', brotliCompressSync(page('<h1>Donate</h1>')));
  write('assets/index-abc123.js', 'console.log("app")');
  write('assets/index-abc123.js.br', brotliCompressSync('console.log("app")'));
  return dir;
}

describe('the static site', () => {
  let dir: string;
  let site: ReturnType<typeof staticSite>;
  beforeAll(() => {
    dir = builtSite();
    site = staticSite(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a prerendered page as HTML that browsers re-validate', async () => {
    const response = await site.request('/Donate');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<h1>Donate</h1>');
  });

  it('serves the prerendered home page at /', async () => {
    expect(await (await site.request('/')).text()).toContain('<h1>Home</h1>');
  });

  it('answers the empty shell, not the home page, for routes that are not prerendered', async () => {
    const response = await site.request('/Member-Area');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('sends the brotli copy to a browser that accepts it, the plain file otherwise', async () => {
    const compressed = await site.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe('console.log("app")');
    const plain = await site.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');
  });

  it('falls back to index.html as the shell for a build without prerendered pages', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'static-site-'));
    writeFileSync(path.join(bare, 'index.html'), page(''));
    const response = await staticSite(bare).request('/Donate');
    expect(await response.text()).toContain('<div id="root"></div>');
    rmSync(bare, { recursive: true, force: true });
  });
});
