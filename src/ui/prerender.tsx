// The prerender entry (`npm run build`, see scripts/prerender.ts): renders each public page to
// HTML at build time, so its first paint needs no JavaScript; src/ui/main.tsx hydrates it. Which
// pages are prerendered, and the module of each, is said in src/domain/site-pages.ts.
//
// The tree is the browser's (src/ui/main.tsx and App) with a StaticRouter in place of the
// BrowserRouter, so hydration finds exactly what it would have rendered. Nothing is fetched while
// prerendering: data-driven parts (the home page's events, the Executive Board's officers) and
// the session render their loading state, and the browser loads the live data after hydration.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createBrowserServices } from './app/composition-root';
import { Site } from './app/app';
import { ServicesProvider } from './app/services';
import { NoticesProvider } from './components/notices';
import { ServedEventProvider } from './components/served-event';
import { SiteTextsProvider } from './components/site-text';
import type { EventView } from '../application/ports/ticketed-events-gateway.port';
import type { SiteTextSnapshot } from '../domain/site-texts';

/**
 * The HTML inside #root for one route, with every lazily loaded page resolved, drawn with `texts`
 * (the page texts the build's pages carry; the server puts the current ones in when it serves them).
 */
export function renderPage(path: string, texts: SiteTextSnapshot): Promise<string> {
  return render(path, texts, null);
}

/**
 * The HTML inside #root for an event's page (`/events/<slug>`), drawn with the event as a visitor
 * sees it: the server renders it on each request (src/server/event-page-html.ts), since its seats
 * change with every sale, and the page carries the same event for the browser to hydrate from.
 */
export function renderEventPage(path: string, texts: SiteTextSnapshot, event: EventView): Promise<string> {
  return render(path, texts, event);
}

async function render(path: string, texts: SiteTextSnapshot, event: EventView | null): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <ServicesProvider services={createBrowserServices()}>
        <SiteTextsProvider initial={texts}>
          <ServedEventProvider event={event}>
            <NoticesProvider>
              <StaticRouter location={path}>
                <Site />
              </StaticRouter>
            </NoticesProvider>
          </ServedEventProvider>
        </SiteTextsProvider>
      </ServicesProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
