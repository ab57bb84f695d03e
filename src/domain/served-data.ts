/**
 * Data a page is served with, beside its HTML: the server writes it into the page as a JSON script,
 * and the browser reads it before hydrating, so its first render draws exactly the HTML on screen.
 * An event's page (`/events/<slug>`) carries the event as a visitor sees it (issue 17).
 */
export const SERVED_EVENT_SCRIPT_ID = 'served-event';

/** The script carrying `value` as JSON; `<` is escaped so no text can end the script early. */
export function servedDataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The file (in dist/prerender) listing the scripts and stylesheets an event's page links to: written by the build, read by the server. */
export const EVENT_PAGE_ASSETS = 'event-page-assets.json';

export interface EventPageAssets {
  readonly js: readonly string[];
  readonly css: readonly string[];
}
