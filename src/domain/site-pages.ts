/**
 * The pages of the site (spec section 2), the one list a new page is added to. From it:
 * - the server answers these paths with a page and anything else with 404 (src/server/static-site.ts);
 * - the browser's router has a route for each, in this order (src/ui/app/routes.tsx, where each
 *   path's page component is; a test keeps the two lists equal, path for path);
 * - the build prerenders the ones marked so (scripts/prerender.ts) and serves the others as the
 *   single-page shell, drawn by the browser.
 * A parameter (`:slug`) stands for one segment of the path; the router and the server match the
 * paths without regard to case. An event's page (`/events/:slug`) is apart: its address holds the
 * event's slug, served when the event is shown to visitors, never prerendered.
 *
 * The order matters to the router's preloading (the first route that matches): a fixed path
 * (`/Admin/events/new`) comes before the parameter that would also match it (`/Admin/events/:slug`).
 */
type SitePage = PrerenderedPage | ShellPage;

/** A page rendered to HTML at build time, so its first paint needs no JavaScript. */
interface PrerenderedPage {
  readonly path: string;
  /**
   * The source module of its page, whose built chunk and stylesheets the prerendered HTML links to
   * (the build fails when a module is missing from its manifest); null for the home page, which is
   * in the entry chunk.
   */
  readonly prerendered: { readonly module: string | null };
}

/** A page served as the empty single-page shell: the browser draws it. */
interface ShellPage {
  readonly path: string;
  readonly prerendered: false;
}

/** The home page's module: it is in the entry chunk, for a fast first paint. */
const IN_THE_ENTRY_CHUNK = null;

const prerendered = (path: string, module: string | null): SitePage => ({ path, prerendered: { module } });
const shell = (path: string): SitePage => ({ path, prerendered: false });

export const SITE_PAGES: readonly SitePage[] = [
  prerendered('/', IN_THE_ENTRY_CHUNK),
  prerendered('/Contact', 'src/ui/pages/contact/contact-page.tsx'),
  prerendered('/News', 'src/ui/pages/news/news-page.tsx'),
  prerendered('/Committees', 'src/ui/pages/committees/committees-page.tsx'),
  prerendered('/Login', 'src/ui/pages/login/login-page.tsx'),
  prerendered('/Become-A-Member', 'src/ui/pages/become-a-member/become-a-member-page.tsx'),
  prerendered('/Membership-Benefits', 'src/ui/pages/membership-benefits/membership-benefits-page.tsx'),
  prerendered('/Donate', 'src/ui/pages/donate/donate-page.tsx'),
  prerendered('/Alumni-Events', 'src/ui/pages/alumni-events/alumni-events-page.tsx'),
  // The memorial page: `/Dr-<slug>` of src/ui/content/site.ts (MEMORIAL_PATH).
  prerendered('/Dr-Hartwell', 'src/ui/pages/memorial/memorial-page.tsx'),
  // The Member Area is only for signed-in members and shows nothing but its loading state before the session is known.
  shell('/Member-Area'),
  prerendered('/Spring-Banquet-2022', 'src/ui/pages/spring-banquet/spring-banquet-page.tsx'),
  prerendered('/Cookout-2022', 'src/ui/pages/tickets/cookout-2022-page.tsx'),
  prerendered('/Attend-Cookout', 'src/ui/pages/tickets/attend-cookout-page.tsx'),
  prerendered('/Sponsor-Cookout', 'src/ui/pages/tickets/sponsor-cookout-page.tsx'),
  prerendered('/Alumni-Spotlight', 'src/ui/pages/alumni-spotlight/alumni-spotlight-page.tsx'),
  prerendered('/Executive-Board', 'src/ui/pages/executive-board/executive-board-page.tsx'),
  prerendered('/Endowment-Donation', 'src/ui/pages/endowment-donation/endowment-donation-page.tsx'),
  prerendered('/Set-Password', 'src/ui/pages/set-password/set-password-page.tsx'),
  prerendered('/about', 'src/ui/pages/about/about-page.tsx'),
  // The event chair's pages: administrators only, lazily loaded, never in the public pages' chunks or HTML.
  shell('/Admin/events'),
  shell('/Admin/events/new'),
  shell('/Admin/events/:slug'),
  // The officers' roster and a member's page (issue 18): officers only.
  shell('/Admin/members'),
  shell('/Admin/members/:id'),
  // A ticket's own page (issue 17): read from its code at once, nothing to show before the browser runs.
  shell('/tickets/:code'),
  // The door's pages (issue 17): officers only.
  shell('/Admin/events/:slug/attendees'),
  shell('/Admin/events/:slug/check-in'),
  // Read from its link's token at once: nothing to show before the browser runs.
  shell('/waiting-list/leave'),
  // The chair's pages: administrators only, never in the public pages' HTML.
  shell('/Admin/events/:slug/waiting-list'),
  shell('/Admin/events/:slug/orders'),
  // The officers' console (issue 18): officers only, lazily loaded, never in the public pages' HTML.
  shell('/Admin'),
  shell('/Admin/roles'),
  shell('/Admin/audit'),
  shell('/Admin/mail-templates'),
  // Member e-mail (issue 19): officers only.
  shell('/Admin/member-email'),
  shell('/Admin/member-email/new'),
  shell('/Admin/member-email/:id'),
  // A member's own data (issue 20): signed-in members only; the page after a deletion is reached only from it.
  shell('/Member-Area/your-data'),
  shell('/Account-Deleted'),
  // A member's e-mail preferences (issue 19), by a mail's link (its token read at once) or signed in.
  shell('/Email-Preferences'),
  // The treasurer's ledger and offline payments (issue 18): officers only.
  shell('/Admin/ledger'),
  shell('/Admin/ledger/:order'),
  shell('/Admin/reports'),
  shell('/Admin/payments/new'),
  // The secretary's members-only documents (issue 18): officers only.
  shell('/Admin/documents'),
  // Dues reminders (issue 19): the pay link (no sign-in) reads its token at once; the schedule is for officers only.
  shell('/Pay-Dues'),
  shell('/Admin/reminders'),
  // Receipts and the chapter's settings (issue 20): a member's own payments, and the officers' settings page.
  shell('/Member-Area/payments'),
  shell('/Admin/settings'),
  // The mail queue's deliveries and the schedule's last runs (issue 19): officers only.
  shell('/Admin/outgoing-mail'),
  // When the last backup succeeded, the schedule and the latest runs (issue 21): the secretary and administrators.
  shell('/Admin/backups'),
  // Year-end giving statements (issue 20): the treasurer's page (officers only) and a member's own (signed in).
  shell('/Admin/giving-statements'),
  shell('/Member-Area/giving-statements'),
  // The opt-in member directory and a member's directory profile (issue 20): signed-in members only.
  shell('/Directory'),
  shell('/Member-Area/directory-profile'),
];

/** Every page's path: the paths the server answers with a page. */
export const SITE_PATHS: readonly string[] = SITE_PAGES.map((page) => page.path);

/** The pages the build prerenders, each with its page's source module (null: in the entry chunk). */
export const PRERENDERED_PAGES: readonly { readonly path: string; readonly module: string | null }[] = SITE_PAGES.flatMap((page) =>
  page.prerendered === false ? [] : [{ path: page.path, module: page.prerendered.module }],
);
