import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createBrowserServices } from './app/composition-root';
import { preloadPage } from './app/routes';
import { ServicesProvider } from './app/services';
import { SiteTextsProvider } from './components/site-text';
import { readSiteTextsScript, SITE_TEXTS_SCRIPT_ID } from '../domain/site-text-markup';
import type { SiteTextSnapshot } from '../domain/site-texts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The page texts the served page carries (the server puts the current ones in), read before
// hydrating so the first render draws exactly the HTML on screen.
const carried = readSiteTextsScript(document.getElementById(SITE_TEXTS_SCRIPT_ID)?.textContent);
const app = (texts: SiteTextSnapshot) => (
  <StrictMode>
    <ServicesProvider services={createBrowserServices()}>
      <SiteTextsProvider initial={texts}>
        <App />
      </SiteTextsProvider>
    </ServicesProvider>
  </StrictMode>
);
// A prerendered page (HTML already in #root) is hydrated once its page chunk is there (the HTML
// preloads it), so it hydrates in place; an empty shell is rendered at once. The page is already
// on screen, so hydration runs as a transition: React works in slices and yields to the browser
// between them (a tap is handled at once) instead of blocking the main thread for all of it.
if (root.hasChildNodes()) {
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app(carried ?? {}))));
} else if (carried !== null) createRoot(root).render(app(carried));
else {
  // Only Vite's development server serves a page without the texts: ask the server for them.
  void fetch('/site-texts')
    .then((response) => response.json() as Promise<{ texts: SiteTextSnapshot }>)
    .then(({ texts }) => readSiteTextsScript(JSON.stringify(texts)) ?? {})
    .catch(() => ({}))
    .then((texts) => createRoot(root).render(app(texts)));
}
