import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NOTHING_HERE, problem } from './http-errors';
import { SITE_PATHS } from '../domain/site-pages';
import type { EventView } from '../application/ports/ticketed-events-gateway.port';
import type { EventPageHtml } from './event-page-html';
import type { AppEnv } from './app-env';
import { noteFailure } from './request-log';
import { sendPage, ServedPages } from './served-pages';
import { withTestModeBanner } from './test-mode-banner';

/** Where the API lives: a path under one of these is never answered with the site's page. */
export const API_PREFIXES: readonly string[] = [
  '/auth',
  '/officers',
  '/graphql',
  '/payment',
  '/stripe',
  '/documents',
  '/files',
  '/dev',
  '/healthz',
  '/site-texts',
  '/ticketing',
  '/mail',
  '/dues-link',
  '/me',
  '/giving-statements',
  '/directory',
  '/receipts',
];

/** The pages of the site (src/domain/site-pages.ts) without a parameter, as the router matches them: without regard to case. */
const PAGES = new Set(SITE_PATHS.filter((page) => !page.includes('/:')).map((page) => page.toLowerCase()));

/** The pages with a parameter (`/Admin/events/:slug`), as patterns: a parameter is one segment. */
const PAGE_PATTERNS: readonly RegExp[] = SITE_PATHS.filter((page) => page.includes('/:')).map(
  (page) => new RegExp(`^${page.replace(/\/:[^/]+/g, '/[^/]+')}$`, 'i'),
);

/** Where an event's page is (`/events/<slug>`, routes.tsx `EVENT_PAGE_PATH`): served when the event is shown to visitors. */
const EVENT_PAGE_PREFIX = '/events/';

/**
 * The event of a slug as a visitor sees it, when it has a page anyone may see (published, closed or
 * cancelled); 'not-found' for a draft or an unknown slug; 'unavailable' when it could not be read
 * (the browser draws the page, and says what went wrong).
 */
export type EventPageSource = (slug: string) => Promise<EventView | 'not-found' | 'unavailable'>;

/** The slug of an event page's path ('/events/gala-2027', one trailing slash allowed), or null. */
function eventSlugOf(pathname: string): string | null {
  if (!pathname.startsWith(EVENT_PAGE_PREFIX)) return null;
  const slug = pathname.slice(EVENT_PAGE_PREFIX.length).replace(/\/$/, '');
  return slug === '' || slug.includes('/') ? null : slug;
}

/** A request's path and query ('/events/gala?offer=x'), as the browser's router will see them. */
function locationOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The build's pages as served (with the test-mode banner in test mode), or null before a build. */
export function servedPagesOf(clientDir: string, testMode: boolean): ServedPages | null {
  if (!existsSync(path.join(clientDir, 'index.html'))) return null;
  return new ServedPages(clientDir, testMode ? withTestModeBanner : undefined);
}

/** A path of the API (or under it). */
function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page of the site, as the browser's router would match it (any case, one trailing slash). */
function isSitePage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PAGES.has(trimmed.toLowerCase()) || PAGE_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** A path that names a file (an asset, an icon): its last segment has an extension. */
function namesAFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[^/]+$/.test(pathname);
}

/**
 * Serves the built React app: hashed assets with a year's caching, the prerendered public pages
 * (dist/client/<route>/index.html, written by scripts/prerender.ts), everything else from the
 * build folder, in the gzip or brotli copy the build made when the browser accepts one, and the
 * app's empty shell for the site's other routes (the router in the browser takes over).
 * A missing file (/assets/x.js, /favicon.png) answers 404, never the page; an unknown page answers
 * the shell with 404 (the browser shows its not-found page), and so does an event's page
 * (`/events/<slug>`) unless `eventPage` finds the event, whose page `eventPages` renders with it;
 * API paths never reach the page.
 * Every HTML answer carries the current page texts (served-pages.ts); in test mode (the card
 * simulator in production) also the test-mode banner, written into the HTML here rather than
 * fetched by the browser, so the pages cost no extra request.
 */
export function staticSite(
  clientDir: string,
  options: {
    readonly testMode?: boolean;
    readonly pages?: ServedPages | null;
    readonly eventPage?: EventPageSource;
    /** Renders an event's page on the server (null or absent: the shell, drawn by the browser). */
    readonly eventPages?: EventPageHtml | null;
  } = {},
): Hono<AppEnv> {
  const site = new Hono<AppEnv>();
  site.use('*', async (c, next) => (isApiPath(c.req.path) ? problem(c, 404, NOTHING_HERE) : next()));
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    site.get('*', (c) => c.text('The site has not been built yet: run `npm run build`.', 503));
    return site;
  }
  // index.html is the prerendered home page; the shell is kept apart (a build without the prerender step has only index.html).
  const shellFile = path.join(clientDir, 'shell.html');
  const shell = existsSync(shellFile) ? shellFile : indexFile;
  const pages = options.pages ?? new ServedPages(clientDir, options.testMode ? withTestModeBanner : undefined);
  const root = path.relative(process.cwd(), clientDir) || '.';
  site.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
  });
  site.use('*', pages.middleware());
  site.use('*', serveStatic({ root, precompressed: true }));
  site.get('*', async (c) => {
    // A page with a parameter may hold dots (a ticket's code, /tickets/<code>): a page before a file.
    if (namesAFile(c.req.path) && !isSitePage(c.req.path)) return problem(c, 404, NOTHING_HERE);
    c.header('Cache-Control', 'no-cache');
    const slug = eventSlugOf(c.req.path);
    if (slug === null) return c.html(await pages.htmlOf(shell), isSitePage(c.req.path) ? 200 : 404);
    const [event, shellHtml] = await Promise.all([options.eventPage?.(slug) ?? ('not-found' as const), pages.htmlOf(shell)]);
    if (event === 'not-found') return c.html(shellHtml, 404);
    if (event === 'unavailable') return c.html(shellHtml, 200);
    const rendered = await options.eventPages?.page(shellHtml, locationOf(c.req.url), event).catch((error: unknown) => {
      noteFailure(c, error, 'event page');
      return null;
    });
    return rendered ? sendPage(c, rendered) : c.html(shellHtml, 200);
  });
  return site;
}
