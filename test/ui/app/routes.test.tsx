import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../../src/domain/site-pages';
import { SITE_ROUTES } from '../../../src/ui/app/routes';
import { MEMORIAL_PATH, SITE } from '../../../src/ui/content/site';
import { renderSite } from './site-harness';

/** Every path of spec section 2 and the heading its page shows (placeholders name theirs too). */
const HEADINGS: Readonly<Record<string, RegExp>> = {
  '/': /Welcome to the/,
  '/Contact': /^Contact$/,
  '/News': /^News$/,
  '/Committees': /^Committees$/,
  '/Login': /Login/,
  '/Become-A-Member': /Member/,
  '/Membership-Benefits': /^Membership Benefits$/,
  '/Donate': /Donat/,
  '/Alumni-Events': /^Alumni Events$/,
  [MEMORIAL_PATH]: /Dr\. Samuel Hartwell/,
  '/Member-Area': /./,
  '/Spring-Banquet-2022': /Spring Banquet/,
  '/Cookout-2022': /Cookout/,
  '/Attend-Cookout': /Cookout/,
  '/Sponsor-Cookout': /Sponsor/,
  '/Alumni-Spotlight': /^Alumni Spotlight$/,
  '/Executive-Board': /^Executive Board$/,
  '/Endowment-Donation': /^Endowment Donation$/,
  '/Set-Password': /Set Password/,
  '/about': /^About$/,
  '/Admin/events': /./,
  '/Admin/events/new': /./,
  '/Admin/events/:slug': /./,
  // Issue 17: a ticket's own page (this code is not a ticket: the page says so under its heading),
  // and the chair's and the door's pages, which send a visitor to Login (the officers' gate).
  '/tickets/:code': /^Ticket$/,
  '/Admin/events/:slug/attendees': /Login/,
  '/Admin/events/:slug/check-in': /Login/,
  '/waiting-list/leave': /^Leave the waiting list$/,
  // The chair's pages send a visitor to Login too (one gate for every officer's page).
  '/Admin/events/:slug/waiting-list': /Login/,
  '/Admin/events/:slug/orders': /Login/,
  // Issue 18: the officers' console, which sends a visitor to Login.
  '/Admin': /Login/,
  '/Admin/roles': /Login/,
  '/Admin/audit': /Login/,
  '/Admin/mail-templates': /Login/,
  // Issue 19: member e-mail (officers), and the e-mail preferences by a mail's link or signed in.
  '/Admin/member-email': /Login/,
  '/Admin/member-email/new': /Login/,
  '/Admin/member-email/:id': /Login/,
  '/Email-Preferences': /^E-mail preferences$/,
  // Issue 20: a member's own data sends a visitor to Login; the page after a deletion is for anyone.
  '/Member-Area/your-data': /Login/,
  '/Account-Deleted': /^Your account has been deleted$/,
  // Issue 18: the officers' roster and a member's page send a visitor to Login.
  '/Admin/members': /Login/,
  '/Admin/members/:id': /Login/,
  // Issue 18: the treasurer's pages send a visitor to Login.
  '/Admin/ledger': /Login/,
  '/Admin/ledger/:order': /Login/,
  '/Admin/payments/new': /Login/,
  // The secretary's documents send a visitor to Login.
  '/Admin/documents': /Login/,
  // Issue 18: the treasury report sends a visitor to Login.
  '/Admin/reports': /Login/,
  // Issue 19: a dues reminder's pay link (no sign-in) and the officers' schedule, which sends a visitor to Login.
  '/Pay-Dues': /Pay your dues/,
  '/Admin/reminders': /Login/,
  // Issue 19: the outgoing mail page sends a visitor to Login.
  '/Admin/outgoing-mail': /Login/,
  // Issue 20: the treasurer's giving statements and a member's own both send a visitor to Login.
  '/Admin/giving-statements': /Login/,
  '/Member-Area/giving-statements': /Login/,
  // Issue 20: the member directory and a member's directory profile send a visitor to Login.
  '/Directory': /Login/,
  '/Member-Area/directory-profile': /Login/,
  // Issue 20: a member's payments and the chapter settings send a visitor to Login.
  '/Member-Area/payments': /Login/,
  '/Admin/settings': /Login/,
  // Issue 21: the backups page sends a visitor to Login.
  '/Admin/backups': /Login/,
};

describe('the routes', () => {
  it('are the pages of src/domain/site-pages.ts, path for path and in its order (the server serves those)', () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual(SITE_PATHS);
  });

  it('are exactly the paths of the specification', () => {
    expect(SITE_ROUTES.map((route) => route.path).sort()).toEqual(Object.keys(HEADINGS).sort());
    expect(MEMORIAL_PATH).toBe('/Dr-Hartwell');
  });

  it.each(Object.entries(HEADINGS))('%s renders its page heading inside the layout', async (path, heading) => {
    renderSite(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 });
    screen.getByRole('banner');
    screen.getByRole('contentinfo');
  });

  it('shows the not-found page for any other path', async () => {
    renderSite('/No-Such-Page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(`Page not found · ${SITE.name}`));
  });

  it('sets the document title of each page', async () => {
    renderSite('/Executive-Board');
    await screen.findByRole('heading', { level: 1, name: 'Executive Board' });
    await waitFor(() => expect(document.title).toBe(`Executive Board · ${SITE.name}`));
  });

  it('gives the home page the chapter name alone as its title', async () => {
    renderSite('/');
    await waitFor(() => expect(document.title).toBe(SITE.name));
  });
});
