import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySiteTextRepository } from '../../../src/adapters/in-memory/in-memory-site-text-repository';
import { readSiteTextsScript, siteTextsScript } from '../../../src/domain/site-text-markup';
import { TEST_MODE_TEXT } from '../../../src/server/test-mode-banner';
import { appWorld } from '../../support/app-world';
import { signedInAdmin } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const DEFAULTS = { 'contact.introduction': '<p>Old words.</p>', 'home.mission': '<p>To serve.</p>' };
const block = (key: string, html: string) => `<div class="site-text" data-site-text="${key}">${html}</div>`;
const page = (body: string) =>
  `<!doctype html><html><head></head><body><div id="root">${body}</div>${siteTextsScript(DEFAULTS)}<script type="module" src="/assets/app.js"></script></body></html>`;

/** A built site as scripts/prerender.ts leaves it: texts in marked blocks and in the script, compressed copies beside. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'served-pages-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const pages: Record<string, string> = {
    'index.html': page(`<h1>Home</h1>${block('home.mission', DEFAULTS['home.mission'])}`),
    'Contact/index.html': page(`<h1>Contact</h1>${block('contact.introduction', DEFAULTS['contact.introduction'])}`),
    'shell.html': page(''),
    'Donate/index.html': page('<h1>Donate</h1>'),
  };
  for (const [file, html] of Object.entries(pages)) {
    write(file, html);
    write(`${file}.br`, brotliCompressSync(html));
  }
  return dir;
}

async function textOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

const scriptOf = (html: string) => readSiteTextsScript(/<script type="application\/json" id="site-texts">(.*?)<\/script>/.exec(html)?.[1]);

describe('the served pages carry the current page texts', () => {
  let dir: string;
  beforeAll(() => {
    dir = builtSite();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows a saved text in the next page served, in the block and in the script, however it is compressed', async () => {
    const world = appWorld({ clientDir: dir });
    const admin = await signedInAdmin(world);
    const visitor = new Browser(world);
    // Until a text is saved, every page shows the catalogue's words (the build's, in a real build).
    expect(await textOf(await visitor.get('/Contact'))).toContain(
      '<div class="site-text" data-site-text="contact.introduction"><p>We would love',
    );
    const saved = await admin.send('PUT', '/site-texts/contact.introduction', { text: 'New *words*.' });
    expect(saved.status).toBe(200);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await visitor.get('/Contact', { 'Accept-Encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await textOf(response);
      expect(html, encoding).toContain(block('contact.introduction', '<p>New <em>words</em>.</p>'));
      expect(html).not.toContain('Old words.');
      expect(scriptOf(html)?.['contact.introduction']).toBe('<p>New <em>words</em>.</p>');
    }
    // Every page carries every text: the home page's script too, and the shell of pages not prerendered.
    expect(scriptOf(await textOf(await visitor.get('/')))?.['contact.introduction']).toBe('<p>New <em>words</em>.</p>');
    expect(scriptOf(await textOf(await visitor.get('/Member-Area')))?.['contact.introduction']).toBe('<p>New <em>words</em>.</p>');
  });

  it('serves the texts saved before the server started on its first page', async () => {
    const siteTexts = new InMemorySiteTextRepository();
    (
      await siteTexts.save({
        key: 'home.mission',
        text: 'Saved earlier.',
        html: '<p>Saved earlier.</p>',
        updatedBy: 'chair@example.org',
        updatedAt: '2026-06-15T12:00:00.000Z',
      })
    )._unsafeUnwrap();
    const world = appWorld({ clientDir: dir, siteTexts });
    const html = await textOf(await new Browser(world).get('/', { 'Accept-Encoding': 'br' }));
    expect(html).toContain(block('home.mission', '<p>Saved earlier.</p>'));
    expect(scriptOf(html)?.['home.mission']).toBe('<p>Saved earlier.</p>');
  });

  it('keeps the test-mode banner with the texts', async () => {
    const plain = appWorld();
    const world = appWorld({ clientDir: dir, config: { ...plain.deps.config, production: true } });
    const admin = await signedInAdmin(world);
    expect((await admin.send('PUT', '/site-texts/home.mission', { text: 'Banner and text.' })).status).toBe(200);
    const html = await textOf(await new Browser(world).get('/', { 'Accept-Encoding': 'gzip' }));
    expect(html.split(TEST_MODE_TEXT)).toHaveLength(2);
    expect(html).toContain(block('home.mission', '<p>Banner and text.</p>'));
  });
});

describe('saves at once', () => {
  let dir: string;
  beforeAll(() => {
    dir = builtSite();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leave the served pages with the texts of the last save, whatever order the reads finish in', async () => {
    const world = appWorld({ clientDir: dir });
    const admin = await signedInAdmin(world);
    const saves = await Promise.all(
      ['First', 'Second', 'Third'].map((word, i) =>
        admin.send('PUT', i === 1 ? '/site-texts/home.mission' : '/site-texts/contact.introduction', { text: word }),
      ),
    );
    expect(saves.map((response) => response.status)).toEqual([200, 200, 200]);
    const texts = ((await (await new Browser(world).get('/site-texts')).json()) as { texts: Record<string, string> }).texts;
    const html = await textOf(await new Browser(world).get('/Contact', { 'Accept-Encoding': 'br' }));
    expect(scriptOf(html)).toEqual(texts);
    expect(scriptOf(await textOf(await new Browser(world).get('/')))?.['home.mission']).toBe('<p>Second</p>');
  });
});
