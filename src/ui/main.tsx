import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createBrowserServices, readServedEvent } from './app/composition-root';
import { preloadPage } from './app/routes';
import { ServicesProvider } from './app/services';
import { ServedEventProvider } from './components/served-event';
import { SiteTextsProvider } from './components/site-text';
import { readSiteTextsScript, SITE_TEXTS_SCRIPT_ID } from '../domain/site-text-markup';
import type { EventView } from '../application/ports/ticketed-events-gateway.port';
import { SERVED_EVENT_SCRIPT_ID } from '../domain/served-data';
import type { SiteTextSnapshot } from '../domain/site-texts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The page texts the served page carries (the server puts the current ones in), read before
// hydrating so the first render draws exactly the HTML on screen.
const carried = readSiteTextsScript(document.getElementById(SITE_TEXTS_SCRIPT_ID)?.textContent);
const app = (texts: SiteTextSnapshot, event: EventView | null = null) => (
  <StrictMode>
    <ServicesProvider services={createBrowserServices()}>
      <SiteTextsProvider initial={texts}>
        <ServedEventProvider event={event}>
          <App />
        </ServedEventProvider>
      </SiteTextsProvider>
    </ServicesProvider>
  </StrictMode>
);
// An event's page carries the event it was rendered with (the server renders it on each request),
// read before hydrating so the page's first render draws the HTML on screen.
const servedEvent = document.getElementById(SERVED_EVENT_SCRIPT_ID)?.textContent;
const servedEventView = (): Promise<EventView | null> =>
  servedEvent === undefined || servedEvent === null ? Promise.resolve(null) : readServedEvent(servedEvent).catch(() => null);
// A prerendered page (HTML already in #root) is hydrated once its page chunk is there (the HTML
// preloads it), so it hydrates in place; an empty shell is rendered at once. The page is already
// on screen, so hydration runs as a transition: React works in slices and yields to the browser
// between them (a tap is handled at once) instead of blocking the main thread for all of it.
if (root.hasChildNodes()) {
  void Promise.all([preloadPage(window.location.pathname).catch(() => undefined), servedEventView()]).then(([, event]) =>
    startTransition(() => void hydrateRoot(root, app(carried ?? {}, event))),
  );
} else if (carried !== null) createRoot(root).render(app(carried));
else {
  // Only Vite's development server serves a page without the texts: ask the server for them.
  void fetch('/site-texts')
    .then((response) => response.json() as Promise<{ texts: SiteTextSnapshot }>)
    .then(({ texts }) => readSiteTextsScript(JSON.stringify(texts)) ?? {})
    .catch(() => ({}))
    .then((texts) => createRoot(root).render(app(texts)));
}
