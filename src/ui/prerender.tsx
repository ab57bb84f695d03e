// The prerender entry (`npm run build`, see scripts/prerender.ts): renders each public page to
// HTML at build time, so its first paint needs no JavaScript; src/ui/main.tsx hydrates it.
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
import { SITE_ROUTES } from './app/routes';
import { ServicesProvider } from './app/services';
import { NoticesProvider } from './components/notices';
import { ServedEventProvider } from './components/served-event';
import { SiteTextsProvider } from './components/site-text';
import type { EventView } from '../application/ports/ticketed-events-gateway.port';
import type { SiteTextSnapshot } from '../domain/site-texts';
import { MEMORIAL_PATH } from './content/site';

/**
 * Routes served as the single-page shell instead: the Member Area is only for signed-in members
 * and shows nothing but its loading state before the session is known; so are the event chair's
 * pages, for administrators only.
 */
export const NOT_PRERENDERED: readonly string[] = [
  // The member directory and a member's directory profile (issue 20): signed-in members only.
  '/Directory',
  '/Member-Area/directory-profile',
  '/Member-Area',
  '/Admin/events',
  '/Admin/events/new',
  '/Admin/events/:slug',
  '/tickets/:code',
  '/Admin/events/:slug/attendees',
  '/Admin/events/:slug/check-in',
  // Read from its link's token at once: nothing to show before the browser runs.
  '/waiting-list/leave',
  // The chair's pages: administrators only, never in the public pages' HTML.
  '/Admin/events/:slug/waiting-list',
  '/Admin/events/:slug/orders',
  // The officers' console (issue 18): officers only, lazily loaded, never in the public pages' HTML.
  '/Admin',
  '/Admin/roles',
  '/Admin/audit',
  '/Admin/mail-templates',
  '/Admin/member-email',
  '/Admin/member-email/new',
  '/Admin/member-email/:id',
  '/Email-Preferences',
  // A member's own data (issue 20): signed-in members only; the page after a deletion is reached only from it.
  '/Member-Area/your-data',
  '/Account-Deleted',
  // The officers' roster and member pages (issue 18).
  '/Admin/members',
  '/Admin/members/:id',
  // The treasurer's ledger and offline payments: officers only.
  '/Admin/ledger',
  '/Admin/ledger/:order',
  '/Admin/reports',
  '/Admin/payments/new',
  // The secretary's members-only documents: officers only.
  '/Admin/documents',
  // Dues reminders (issue 19): the pay link reads its token at once; the schedule is for officers only.
  '/Pay-Dues',
  '/Admin/reminders',
  // The mail queue and the schedule's last runs: officers only.
  '/Admin/outgoing-mail',
  // Giving statements (issue 20): the treasurer's page (officers only) and a member's own (signed in).
  '/Admin/giving-statements',
  '/Member-Area/giving-statements',
  // Receipts (issue 20): a member's own payments, and the officers' chapter settings.
  '/Member-Area/payments',
  '/Admin/settings',
  // The backups' last success and latest runs (issue 21): officers only.
  '/Admin/backups',
];

/**
 * Every prerendered route and the source module of its page, whose built chunk and stylesheets
 * the prerendered HTML links to (the build fails when a module is missing from the manifest).
 * The home page is in the entry chunk (null).
 */
export const PRERENDERED: Readonly<Record<string, string | null>> = {
  '/': null,
  '/Contact': 'src/ui/pages/contact/contact-page.tsx',
  '/News': 'src/ui/pages/news/news-page.tsx',
  '/Committees': 'src/ui/pages/committees/committees-page.tsx',
  '/Login': 'src/ui/pages/login/login-page.tsx',
  '/Become-A-Member': 'src/ui/pages/become-a-member/become-a-member-page.tsx',
  '/Membership-Benefits': 'src/ui/pages/membership-benefits/membership-benefits-page.tsx',
  '/Donate': 'src/ui/pages/donate/donate-page.tsx',
  '/Alumni-Events': 'src/ui/pages/alumni-events/alumni-events-page.tsx',
  [MEMORIAL_PATH]: 'src/ui/pages/memorial/memorial-page.tsx',
  '/Spring-Banquet-2022': 'src/ui/pages/spring-banquet/spring-banquet-page.tsx',
  '/Cookout-2022': 'src/ui/pages/tickets/cookout-2022-page.tsx',
  '/Attend-Cookout': 'src/ui/pages/tickets/attend-cookout-page.tsx',
  '/Sponsor-Cookout': 'src/ui/pages/tickets/sponsor-cookout-page.tsx',
  '/Alumni-Spotlight': 'src/ui/pages/alumni-spotlight/alumni-spotlight-page.tsx',
  '/Executive-Board': 'src/ui/pages/executive-board/executive-board-page.tsx',
  '/Endowment-Donation': 'src/ui/pages/endowment-donation/endowment-donation-page.tsx',
  '/Set-Password': 'src/ui/pages/set-password/set-password-page.tsx',
  '/about': 'src/ui/pages/about/about-page.tsx',
};

/** Routes of the site that are neither prerendered nor excluded on purpose: must be none. */
export function unlistedRoutes(): string[] {
  return SITE_ROUTES.map((route) => route.path).filter((path) => !(path in PRERENDERED) && !NOT_PRERENDERED.includes(path));
}

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
