import { BrowserRouter } from 'react-router-dom';
import { NoticesProvider } from '../components/notices';
import { SiteRoutes } from './routes';
import { SessionProvider } from './session';

/**
 * The site under any router: the session, the layout and every route. The browser puts it in a
 * BrowserRouter (below); tests put it in a MemoryRouter, a prerender in a StaticRouter.
 */
export function Site() {
  return (
    <SessionProvider>
      <SiteRoutes />
    </SessionProvider>
  );
}

/** The browser app: toasts, the history-backed router and the site. Needs a ServicesProvider above it. */
export function App() {
  return (
    <NoticesProvider>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </NoticesProvider>
  );
}
