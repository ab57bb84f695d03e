import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../src/domain/site-pages';
import { API_PREFIXES } from '../../src/server/static-site';
import { appWorld } from '../support/app-world';
import { SPRING_BANQUET_2022 } from '../../src/domain/spec-events';

const clientDir = mkdtempSync(path.join(tmpdir(), 'chapter-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Alumni Chapter</title><div id="root"></div>');
writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app } = appWorld({ clientDir });
const get = (pathname: string) => app.request(pathname);

describe('the built site', () => {
  it.each(SITE_PATHS)('serves the app’s page for %s', async (page) => {
    // A parameter (`:slug`) stands for any slug.
    const response = await get(page.replace(/:[A-Za-z]+/g, 'spring-gala-2027'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('matches the routes as the router does: any case, one trailing slash', async () => {
    for (const page of ['/login', '/MEMBER-AREA', '/Executive-Board/']) expect((await get(page)).status).toBe(200);
  });

  it('serves a page with a parameter for one segment only (a ticket code has dots and underscores)', async () => {
    expect((await get('/Admin/events/spring-gala/orders')).status).toBe(200);
    expect((await get('/tickets/aWQ.0.abc_DEF-123')).status).toBe(200);
    expect((await get('/Admin/events/a/b/orders')).status).toBe(404);
  });

  it('serves an event’s page for a published event, and the not-found page with 404 for an unknown slug or a draft', async () => {
    const { app: withDraft, deps } = appWorld({ clientDir });
    (
      await deps.ticketing.events.create({ ...SPRING_BANQUET_2022, slug: 'fall-gala', status: 'draft' }, '2026-01-01T00:00:00.000Z')
    )._unsafeUnwrap();
    for (const [page, status] of [
      ['/events/spring-banquet-2022', 200],
      ['/events/cookout-2022/', 200],
      ['/events/no-such-event', 404],
      ['/events/fall-gala', 404],
      ['/events/Not_A_Slug', 404],
      ['/events/spring-banquet-2022/more', 404],
    ] as const) {
      const response = await withDraft.request(page);
      expect([page, response.status]).toEqual([page, status]);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves an unknown page with the app (its not-found page) and status 404', async () => {
    const response = await get('/No-Such-Page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the files of the build, hashed assets cached for a year', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).status).toBe(200);
  });

  it.each(['/assets/x.js', '/assets/missing.css', '/favicon.png', '/robots.txt', '/Login/logo.png'])(
    'answers 404, never the page, for the missing file %s',
    async (file) => {
      const response = await get(file);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { message: 'There is nothing here.' } });
    },
  );

  it('lists each API prefix once', () => {
    expect(new Set(API_PREFIXES).size).toBe(API_PREFIXES.length);
  });

  it.each(API_PREFIXES.flatMap((prefix) => [`${prefix}/unknown`, `${prefix}/x/y.html`]))(
    'never answers the API path %s with the page',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(await response.text()).not.toContain('<div id="root">');
    },
  );
});
