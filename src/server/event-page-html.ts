import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventView } from '../application/ports/ticketed-events-gateway.port';
import { EVENT_PAGE_ASSETS, SERVED_EVENT_SCRIPT_ID, servedDataScript, type EventPageAssets } from '../domain/served-data';
import { readSiteTextsScript, SITE_TEXTS_SCRIPT_ID } from '../domain/site-text-markup';
import type { SiteTextSnapshot } from '../domain/site-texts';
import type { Page } from './served-pages';

/** src/ui/prerender.tsx's `renderEventPage`, as the build's prerender module exports it. */
type RenderEventPage = (path: string, texts: SiteTextSnapshot, event: EventView) => Promise<string>;

const ROOT_ELEMENT = '<div id="root"></div>';
const TEXTS_SCRIPT = new RegExp(`<script type="application/json" id="${SITE_TEXTS_SCRIPT_ID}">([\\s\\S]*?)</script>`);
/** Pages kept rendered: one per event and state of its seats; a sale makes a new one. */
const KEPT = 32;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An event's page as the server sends it (issue 17): the React page rendered with the event as a
 * visitor sees it, so its heading, details and tickets are on screen before any script runs; the
 * page's chunk and stylesheets linked; the event itself carried for the browser to hydrate from
 * (domain/served-data.ts); and the event's name in the title. Rendering takes a few milliseconds,
 * and the last pages rendered are kept, so a page is rendered again only when its seats changed.
 */
export class EventPageHtml {
  readonly #render: () => Promise<RenderEventPage>;
  readonly #assets: EventPageAssets;
  readonly #kept = new Map<string, { readonly shell: string; readonly page: Page }>();

  private constructor(render: () => Promise<RenderEventPage>, assets: EventPageAssets) {
    this.#render = render;
    this.#assets = assets;
  }

  /** The renderer of a build (dist/client and dist/prerender beside it), or null for a build without one: event pages then get the shell. */
  static of(clientDir: string): EventPageHtml | null {
    const dir = path.join(clientDir, '..', 'prerender');
    const moduleFile = path.join(dir, 'prerender.js');
    const assetsFile = path.join(dir, EVENT_PAGE_ASSETS);
    if (!existsSync(moduleFile) || !existsSync(assetsFile)) return null;
    const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as EventPageAssets;
    let loading: Promise<RenderEventPage> | null = null;
    const render = () => {
      loading ??= import(pathToFileURL(moduleFile).href).then((module: { renderEventPage: RenderEventPage }) => module.renderEventPage);
      return loading;
    };
    return new EventPageHtml(render, assets);
  }

  /**
   * `shell` (the served shell, with the current page texts) holding the page of `event` at
   * `location` (its path and query: a waiting-list offer's link draws the page as the browser will
   * before it reads the offer). Pages with a query are rendered each time, never kept.
   */
  async page(shell: string, location: string, event: EventView): Promise<Page> {
    const key = `${location}\n${JSON.stringify(event)}`;
    const kept = this.#kept.get(key);
    if (kept !== undefined && kept.shell === shell) return kept.page;
    const texts = readSiteTextsScript(TEXTS_SCRIPT.exec(shell)?.[1]) ?? {};
    const body = await (await this.#render())(location, texts, event);
    const links = [
      ...this.#assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...this.#assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const html = shell
      .replace(/<title>([^<]*)<\/title>/, (_title, site: string) => `<title>${escapeHtml(event.name)} · ${site}</title>`)
      // Replaced by functions: a `$&` in an event's text must stay as written.
      .replace('  </head>', () => `${links.map((link) => `    ${link}\n`).join('')}  </head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>\n    ${servedDataScript(SERVED_EVENT_SCRIPT_ID, event)}`);
    const page: Page = { html, encoded: new Map() };
    if (location.includes('?')) return page;
    this.#kept.delete(key);
    this.#kept.set(key, { shell, page });
    if (this.#kept.size > KEPT) this.#kept.delete(this.#kept.keys().next().value ?? '');
    return page;
  }
}
