import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createBrowserServices } from './app/composition-root';
import { preloadPage } from './app/routes';
import { ServicesProvider } from './app/services';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <StrictMode>
    <ServicesProvider services={createBrowserServices()}>
      <App />
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
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
