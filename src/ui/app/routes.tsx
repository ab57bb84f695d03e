import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { MEMORIAL_PATH } from '../content/site';
import { HomePage } from '../pages/home/home-page';
import { Layout } from './layout';

/** One route of the site: its path (spec section 2, exactly) and the page it shows. */
export interface SiteRoute {
  readonly path: string;
  readonly Page: PageComponent;
}

/** A page component that can be loaded ahead of its first render. */
type PageComponent = ComponentType & { readonly preload?: () => Promise<void> };

/**
 * A page loaded on demand as its own chunk, from a module that exports it by name. Once loaded
 * (or preloaded) it renders at once instead of suspending: a prerendered page whose chunk is
 * preloaded before hydration hydrates in place, with nothing left for an early update to discard.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  const Page = () => {
    const Loaded = loaded;
    return Loaded === null ? <Lazy /> : <Loaded />;
  };
  return Object.assign(Page, { preload });
}

/**
 * Every route of the site: the page shown at each path of src/domain/site-pages.ts, the list a new
 * page is added to first, in its order (test/ui/app/routes.test.tsx keeps the two equal). The home
 * page is in the entry chunk for a fast first paint; every other page is its own chunk, loaded when
 * first visited.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/Contact', Page: lazyPage(() => import('../pages/contact/contact-page'), 'ContactPage') },
  { path: '/News', Page: lazyPage(() => import('../pages/news/news-page'), 'NewsPage') },
  { path: '/Committees', Page: lazyPage(() => import('../pages/committees/committees-page'), 'CommitteesPage') },
  { path: '/Login', Page: lazyPage(() => import('../pages/login/login-page'), 'LoginPage') },
  { path: '/Become-A-Member', Page: lazyPage(() => import('../pages/become-a-member/become-a-member-page'), 'BecomeAMemberPage') },
  {
    path: '/Membership-Benefits',
    Page: lazyPage(() => import('../pages/membership-benefits/membership-benefits-page'), 'MembershipBenefitsPage'),
  },
  { path: '/Donate', Page: lazyPage(() => import('../pages/donate/donate-page'), 'DonatePage') },
  { path: '/Alumni-Events', Page: lazyPage(() => import('../pages/alumni-events/alumni-events-page'), 'AlumniEventsPage') },
  { path: MEMORIAL_PATH, Page: lazyPage(() => import('../pages/memorial/memorial-page'), 'MemorialPage') },
  { path: '/Member-Area', Page: lazyPage(() => import('../pages/member-area/member-area-page'), 'MemberAreaPage') },
  { path: '/Spring-Banquet-2022', Page: lazyPage(() => import('../pages/spring-banquet/spring-banquet-page'), 'SpringBanquetPage') },
  { path: '/Cookout-2022', Page: lazyPage(() => import('../pages/tickets/cookout-2022-page'), 'Cookout2022Page') },
  { path: '/Attend-Cookout', Page: lazyPage(() => import('../pages/tickets/attend-cookout-page'), 'AttendCookoutPage') },
  { path: '/Sponsor-Cookout', Page: lazyPage(() => import('../pages/tickets/sponsor-cookout-page'), 'SponsorCookoutPage') },
  { path: '/Alumni-Spotlight', Page: lazyPage(() => import('../pages/alumni-spotlight/alumni-spotlight-page'), 'AlumniSpotlightPage') },
  { path: '/Executive-Board', Page: lazyPage(() => import('../pages/executive-board/executive-board-page'), 'ExecutiveBoardPage') },
  {
    path: '/Endowment-Donation',
    Page: lazyPage(() => import('../pages/endowment-donation/endowment-donation-page'), 'EndowmentDonationPage'),
  },
  { path: '/Set-Password', Page: lazyPage(() => import('../pages/set-password/set-password-page'), 'SetPasswordPage') },
  { path: '/about', Page: lazyPage(() => import('../pages/about/about-page'), 'AboutPage') },
  // The event chair's pages (administrators only; never in the public pages' chunks).
  { path: '/Admin/events', Page: lazyPage(() => import('../pages/admin-events/admin-events-page'), 'AdminEventsPage') },
  { path: '/Admin/events/new', Page: lazyPage(() => import('../pages/admin-events/admin-events-page'), 'NewEventPage') },
  { path: '/Admin/events/:slug', Page: lazyPage(() => import('../pages/admin-events/admin-events-page'), 'EditEventPage') },
  // The officers' roster and a member's page (issue 18).
  { path: '/Admin/members', Page: lazyPage(() => import('../pages/officer-members/roster-page'), 'RosterPage') },
  { path: '/Admin/members/:id', Page: lazyPage(() => import('../pages/officer-members/member-page'), 'MemberPage') },
  { path: '/tickets/:code', Page: lazyPage(() => import('../pages/ticket/ticket-page'), 'TicketPage') },
  { path: '/Admin/events/:slug/attendees', Page: lazyPage(() => import('../pages/event-door/attendees-page'), 'AttendeesPage') },
  { path: '/Admin/events/:slug/check-in', Page: lazyPage(() => import('../pages/event-door/check-in-page'), 'CheckInPage') },
  {
    path: '/waiting-list/leave',
    Page: lazyPage(() => import('../pages/waiting-list/leave-waiting-list-page'), 'LeaveWaitingListPage'),
  },
  {
    path: '/Admin/events/:slug/waiting-list',
    Page: lazyPage(() => import('../pages/event-admin/waiting-list-admin-page'), 'WaitingListAdminPage'),
  },
  {
    path: '/Admin/events/:slug/orders',
    Page: lazyPage(() => import('../pages/event-admin/event-orders-admin-page'), 'EventOrdersAdminPage'),
  },
  // The officers' console (issue 18): officers only; never in the public pages' chunks.
  { path: '/Admin', Page: lazyPage(() => import('../pages/officers/officers-home-page'), 'OfficersHomePage') },
  { path: '/Admin/roles', Page: lazyPage(() => import('../pages/officers/roles-page'), 'RolesPage') },
  { path: '/Admin/audit', Page: lazyPage(() => import('../pages/officers/audit-page'), 'AuditPage') },
  {
    path: '/Admin/mail-templates',
    Page: lazyPage(() => import('../pages/officer-mail-templates/mail-templates-page'), 'MailTemplatesPage'),
  },
  { path: '/Admin/member-email', Page: lazyPage(() => import('../pages/member-email/member-email-list-page'), 'MemberEmailListPage') },
  { path: '/Admin/member-email/new', Page: lazyPage(() => import('../pages/member-email/compose-page'), 'ComposePage') },
  { path: '/Admin/member-email/:id', Page: lazyPage(() => import('../pages/member-email/campaign-log-page'), 'CampaignLogPage') },
  { path: '/Member-Area/your-data', Page: lazyPage(() => import('../pages/your-data/your-data-page'), 'YourDataPage') },
  { path: '/Account-Deleted', Page: lazyPage(() => import('../pages/your-data/account-deleted-page'), 'AccountDeletedPage') },
  { path: '/Email-Preferences', Page: lazyPage(() => import('../pages/email-preferences/email-preferences-page'), 'EmailPreferencesPage') },
  // The treasurer's ledger and offline payments (issue 18: officers only; never in the public pages' chunks).
  { path: '/Admin/ledger', Page: lazyPage(() => import('../pages/officer-ledger/ledger-page'), 'LedgerPage') },
  { path: '/Admin/ledger/:order', Page: lazyPage(() => import('../pages/officer-ledger/ledger-order-page'), 'LedgerOrderPage') },
  { path: '/Admin/reports', Page: lazyPage(() => import('../pages/officer-reports/reports-page'), 'ReportsPage') },
  { path: '/Admin/payments/new', Page: lazyPage(() => import('../pages/officer-ledger/record-payment-page'), 'RecordPaymentPage') },
  // The secretary's members-only documents (issue 18: officers only; never in the public pages' chunks).
  { path: '/Admin/documents', Page: lazyPage(() => import('../pages/officer-documents/documents-page'), 'DocumentsPage') },
  // Dues reminders (issue 19): a reminder's pay link (no sign-in), and the officers' schedule (officers only).
  { path: '/Pay-Dues', Page: lazyPage(() => import('../pages/pay-dues/pay-dues-page'), 'PayDuesPage') },
  { path: '/Admin/reminders', Page: lazyPage(() => import('../pages/dues-reminders/reminders-page'), 'RemindersPage') },
  // Receipts and the chapter's settings (issue 20): a member's payments, and the officers' settings page.
  { path: '/Member-Area/payments', Page: lazyPage(() => import('../pages/receipts/member-payments-page'), 'MemberPaymentsPage') },
  { path: '/Admin/settings', Page: lazyPage(() => import('../pages/receipts/chapter-settings-page'), 'ChapterSettingsPage') },
  // The mail queue's deliveries and the schedule's last runs (issue 19: officers only).
  { path: '/Admin/outgoing-mail', Page: lazyPage(() => import('../pages/officer-outgoing-mail/outgoing-mail-page'), 'OutgoingMailPage') },
  // When the last backup succeeded, the schedule and the latest runs (issue 21: the secretary and administrators).
  { path: '/Admin/backups', Page: lazyPage(() => import('../pages/officer-backups/backups-page'), 'BackupsPage') },
  // Year-end giving statements (issue 20): the treasurer's page (officers only) and a member's own.
  {
    path: '/Admin/giving-statements',
    Page: lazyPage(() => import('../pages/giving-statements/giving-statements-page'), 'GivingStatementsPage'),
  },
  {
    path: '/Member-Area/giving-statements',
    Page: lazyPage(() => import('../pages/giving-statements/member-giving-statements-page'), 'MemberGivingStatementsPage'),
  },
  // The opt-in member directory and a member's directory profile (issue 20: signed-in members only).
  { path: '/Directory', Page: lazyPage(() => import('../pages/directory/directory-page'), 'DirectoryPage') },
  {
    path: '/Member-Area/directory-profile',
    Page: lazyPage(() => import('../pages/directory/directory-profile-page'), 'DirectoryProfilePage'),
  },
];

/**
 * An event's page (issue 17): its address holds the event's slug, so it is not one of the fixed
 * paths above. The server serves it when the event is published (static-site.ts `EVENT_PAGE_PREFIX`);
 * it is never prerendered, since its seats change with every sale.
 */
const EVENT_PAGE_PATH = '/events/:slug';
const EventPage = lazyPage(() => import('../pages/event/event-page'), 'EventPage');

/** Loads the page of `pathname` (if it is a lazily loaded one), e.g. before hydrating its prerendered HTML. */
export async function preloadPage(pathname: string): Promise<void> {
  if (matchPath(EVENT_PAGE_PATH, pathname) !== null) return EventPage.preload?.();
  await SITE_ROUTES.find(({ path }) => matchPath(path, pathname) !== null)?.Page.preload?.();
}

const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'), 'NotFoundPage');

/** The site's routes inside the layout; anything else is the not-found page. Works under any router. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SITE_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={EVENT_PAGE_PATH} element={<EventPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
