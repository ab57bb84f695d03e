import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPRING_BANQUET_2022 } from '../../src/domain/spec-events';
import { EVENT_PAGE_ASSETS } from '../../src/domain/served-data';
import { EventPageHtml } from '../../src/server/event-page-html';
import { appWorld } from '../support/app-world';

// The server's rendering of an event's page (issue 17: event pages under the site's page-load
// budgets), with a stand-in for the build's prerender module that shows what it was given.

const SHELL =
  '<!doctype html><html><head>\n    <title>Alumni Chapter</title>\n  </head><body><div id="root"></div>\n' +
  '    <script type="application/json" id="site-texts">{}</script></body></html>';

/** A built site: the client folder with the shell, and dist/prerender beside it with a module that counts its renders. */
function builtSite(options: { readonly renderer: boolean; readonly failing?: boolean }): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'event-page-html-'));
  const client = path.join(dist, 'client');
  mkdirSync(client);
  writeFileSync(path.join(client, 'index.html'), SHELL);
  writeFileSync(path.join(client, 'shell.html'), SHELL);
  if (options.renderer) {
    mkdirSync(path.join(dist, 'prerender'));
    writeFileSync(
      path.join(dist, 'prerender', 'prerender.js'),
      options.failing
        ? 'export async function renderEventPage() { throw new Error("render failed"); }'
        : 'globalThis.eventPageRenders = 0;\n' +
            'export async function renderEventPage(location, texts, event) {\n' +
            '  globalThis.eventPageRenders += 1;\n' +
            '  return `<h1>${event.name}</h1><p data-location="${location}">${texts["home.mission"]}</p><p>${event.description}</p>`;\n' +
            '}\n',
    );
    writeFileSync(
      path.join(dist, 'prerender', EVENT_PAGE_ASSETS),
      JSON.stringify({ js: ['assets/event-page-1.js'], css: ['assets/event-page-1.css'] }),
    );
  }
  return client;
}

const renders = () => (globalThis as unknown as { eventPageRenders: number }).eventPageRenders;
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(path.dirname(dir), { recursive: true, force: true })));
function site(options: { readonly renderer: boolean; readonly failing?: boolean }) {
  const clientDir = builtSite(options);
  made.push(clientDir);
  return { clientDir, ...appWorld({ clientDir }) };
}

describe('an event’s page rendered by the server', () => {
  it('holds the rendered page, its chunk and stylesheets, the event it was drawn with, and the event’s name in the title', async () => {
    const { app } = site({ renderer: true });
    const response = await app.request('/events/spring-banquet-2022');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Spring Banquet 2022 · Alumni Chapter</title>');
    // Drawn with the page texts the page carries, which the browser hydrates with.
    expect(html).toContain(
      '<div id="root"><h1>Spring Banquet 2022</h1><p data-location="/events/spring-banquet-2022"><p>To unite the alumni',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/event-page-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/event-page-1.css">');
    const carried = /<script type="application\/json" id="served-event">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(carried)).toMatchObject({ slug: 'spring-banquet-2022', name: 'Spring Banquet 2022', memberPricing: false });
  });

  it('renders a page once per state of its seats, and again when they change', async () => {
    const { app, deps } = site({ renderer: true });
    const event = { ...SPRING_BANQUET_2022, slug: 'gala', capacity: 10, status: 'published' as const };
    (await deps.ticketing.events.create(event, '2026-01-01T00:00:00.000Z'))._unsafeUnwrap();
    await app.request('/events/gala');
    const first = renders();
    expect((await app.request('/events/gala')).status).toBe(200);
    expect(renders()).toBe(first);
    const now = Date.now();
    (await deps.ticketing.events.hold('gala', { id: 'order-1', seats: { adults: 1 }, expiresAt: now + 600_000 }, now))._unsafeUnwrap();
    expect((await app.request('/events/gala')).status).toBe(200);
    expect(renders()).toBe(first + 1);
  });

  it('draws a waiting-list offer’s link at its own address, every time', async () => {
    const { app } = site({ renderer: true });
    const html = await (await app.request('/events/spring-banquet-2022?offer=abc')).text();
    expect(html).toContain('data-location="/events/spring-banquet-2022?offer=abc"');
    const before = renders();
    await app.request('/events/spring-banquet-2022?offer=abc');
    expect(renders()).toBe(before + 1);
  });

  it('keeps what the event’s texts say, `$&` and `</script>` included, without ending the carried script early', async () => {
    const { app, deps } = site({ renderer: true });
    const description = 'Tickets are $& more. </script><script>alert(1)</script>';
    (
      await deps.ticketing.events.create(
        { ...SPRING_BANQUET_2022, slug: 'gala', description, status: 'published' },
        '2026-01-01T00:00:00.000Z',
      )
    )._unsafeUnwrap();
    const html = await (await app.request('/events/gala')).text();
    expect(html).toContain('<p>Tickets are $& more. </script><script>alert(1)</script></p>');
    const carried = /<script type="application\/json" id="served-event">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(carried).description).toBe(description);
  });

  it('sends the shell instead when the page cannot be rendered, and 404 for an unknown event', async () => {
    const { app } = site({ renderer: true, failing: true });
    const response = await app.request('/events/spring-banquet-2022');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect((await app.request('/events/no-such-event')).status).toBe(404);
  });

  it('is not offered by a build without the prerender module: the browser draws the page', () => {
    const clientDir = builtSite({ renderer: false });
    made.push(clientDir);
    expect(EventPageHtml.of(clientDir)).toBeNull();
  });
});
