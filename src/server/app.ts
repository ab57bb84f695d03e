import { Hono, type Handler } from 'hono';
import { ShiftableClock } from '../adapters/system/shiftable-clock';
import type { SiteTextSnapshot } from '../domain/site-texts';
import type { AppDeps } from './app-deps';
import { VISITOR, type AppEnv } from './app-env';
import { authenticate } from './authenticate';
import { clientKey } from './client-key';
import { INTERNAL_MESSAGE, NOTHING_HERE, problem } from './http-errors';
import { noteOnLog, requestLog, withReference } from './request-log';
import { authRoutes } from './routes/auth.routes';
import { contactRoutes } from './routes/contact.routes';
import { contentPreviewRoutes } from './routes/content-preview.routes';
import { documentRoutes } from './routes/document.routes';
import { eventAdminRoutes } from './routes/event-admin.routes';
import { eventDoorRoutes } from './routes/event-door.routes';
import { officerLedgerRoutes } from './routes/officer-ledger.routes';
import { officerReportRoutes } from './routes/officer-reports.routes';
import { mailTemplateRoutes } from './routes/mail-templates.routes';
import { eventOrderRoutes } from './routes/event-orders.routes';
import { officerMemberRoutes } from './routes/officer-members.routes';
import { graphqlRoutes } from './routes/graphql.routes';
import { officerAuditRoutes } from './routes/officer-audit.routes';
import { outgoingMailRoutes } from './routes/outgoing-mail.routes';
import { officerBackupRoutes } from './routes/officer-backups.routes';
import { officerRoleRoutes } from './routes/officer-roles.routes';
import { officerSummaryRoutes } from './routes/officer-summary.routes';
import { outboxRoutes } from './routes/outbox.routes';
import { ownDataRoutes } from './routes/own-data.routes';
import { testClockRoutes } from './routes/test-clock.routes';
import { mailPreferencesRoutes } from './routes/mail-preferences.routes';
import { directoryRoutes } from './routes/directory.routes';
import { memberEmailRoutes } from './routes/member-email.routes';
import { paymentRoutes } from './routes/payment.routes';
import { duesLinkRoutes } from './routes/dues-link.routes';
import { duesReminderRoutes } from './routes/dues-reminders.routes';
import { givingStatementLinkRoutes, memberGivingStatementRoutes, officerGivingStatementRoutes } from './routes/giving-statements.routes';
import { siteTextRoutes } from './routes/site-text.routes';
import { chapterSettingsRoutes } from './routes/chapter-settings.routes';
import { memberPaymentRoutes, officerReceiptRoutes, receiptLinkRoutes } from './routes/receipts.routes';
import { waitingListRoutes } from './routes/waiting-list.routes';
import { ticketedEventRoutes } from './routes/ticketed-events.routes';
import { securityHeaders } from './security-headers';
import { servedPagesOf, staticSite, type EventPageSource } from './static-site';
import { EventPageHtml } from './event-page-html';
import { isSlug } from '../domain/ticketed-events';
import { siteTextContent } from '../application/server/content/site-text-content';
import { publicEvents } from '../application/server/events/view-public-events.use-case';
import { siteHealth } from '../application/server/health/site-health.use-case';

const MB = 1024 * 1024;

/**
 * GET /healthz: each check by name (database; the data folder's disk, backups and mail where the
 * wiring has them) and the sum: 200 'ok', 200 'warning' (the site serves, a volunteer should look:
 * a container's health check never restarts a site for an old backup), 503 'unavailable' (the
 * database does not answer). `?strict=1` answers 503 for a warning too, for a monitor that reads
 * only the status code. Never cached; a failing database's cause goes to the log, not the answer.
 */
function healthz(deps: AppDeps): Handler<AppEnv> {
  const checks = () =>
    siteHealth({
      clock: deps.clock,
      database: deps.health,
      disk: deps.diskSpace ? { ...deps.diskSpace, minFreeBytes: deps.config.health.diskMinFreeMb * MB } : null,
      // Backups are checked only where the server takes them (BACKUP_EVERY not off).
      backups: deps.backups?.every ? { log: deps.backups.log, maxAgeHours: deps.config.health.backupMaxAgeHours } : null,
      mail: deps.mailQueue ?? null,
    });
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const { health, cause } = (await checks())._unsafeUnwrap();
    if (cause !== null) noteOnLog(c, { failure: { message: `health: ${cause}` } });
    const strict = c.req.query('strict') === '1';
    const serving = health.status === 'ok' || (health.status === 'warning' && !strict);
    return c.json(health, serving ? 200 : 503);
  };
}

/**
 * The event of `/events/<slug>` as a visitor sees it, for the server to render its page: an event
 * that is not a draft (a malformed slug is looked up nowhere).
 */
function publishedEventPage(deps: AppDeps): EventPageSource {
  const events = publicEvents(deps);
  return async (slug) => {
    if (!isSlug(slug)) return 'not-found';
    return events.view({ actor: VISITOR, slug }).match(
      (event) => event,
      (error) => (error.type === 'Unavailable' ? 'unavailable' : 'not-found'),
    );
  };
}

/**
 * The self-hosted backend and the site as one Hono app: identity under /auth, GraphQL at
 * /graphql, payments (/payment, /stripe/webhook), documents (/documents, /files), page texts
 * (/site-texts, put into the served pages at start-up and after every save), the contact
 * form (/contact/message), the Admin Panel's Markdown preview (/content/preview), ticketed events
 * (/ticketing: the public pages' reads, the chair's work, the door, the waiting list and orders), the
 * officers' console (/officers: roles and the audit log, the home's summary), the
 * officers' console (/officers: the ledger and offline payments; /officers/member-email), mail
 * preferences and one-click unsubscribe (/mail), the
 * development outbox (/dev, for the developer's machine only), health, and the built React app for every other GET.
 * Everything it needs comes in through `deps`, so tests build it over in-memory adapters.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const testMode = deps.config.production && deps.simulator !== null;
  const texts = siteTextContent({ siteTexts: deps.siteTexts, markdown: deps.markdown, clock: deps.clock });
  const pages = deps.clientDir ? servedPagesOf(deps.clientDir, testMode) : null;
  const show = (load: () => Promise<SiteTextSnapshot | null>) => pages?.show(load) ?? Promise.resolve();
  void show(() => texts.snapshot().unwrapOr(null));
  app.use('*', requestLog(deps.log));
  app.use('*', securityHeaders({ https: deps.config.publicUrl.startsWith('https://'), stripe: deps.config.stripe !== null }));
  app.use('*', clientKey(deps.connInfo, deps.config.trustProxy));
  app.use('*', authenticate(deps));
  app.get('/healthz', healthz(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/graphql', graphqlRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', documentRoutes(deps));
  app.route('/site-texts', siteTextRoutes(deps, texts, { show }));
  app.route('/contact', contactRoutes(deps));
  app.route('/content', contentPreviewRoutes(deps));
  app.route('/ticketing/admin/events', eventAdminRoutes(deps));
  app.route('/ticketing', ticketedEventRoutes(deps));
  app.route('/ticketing', eventDoorRoutes(deps));
  app.route('/ticketing', waitingListRoutes(deps));
  app.route('/ticketing', eventOrderRoutes(deps));
  app.route('/officers/roles', officerRoleRoutes(deps));
  app.route('/officers/audit', officerAuditRoutes(deps));
  app.route('/officers/summary', officerSummaryRoutes(deps));
  app.route('/officers/member-email', memberEmailRoutes(deps));
  app.route('/mail', mailPreferencesRoutes(deps));
  app.route('/me', ownDataRoutes(deps));
  app.route('/', directoryRoutes(deps));
  app.route('/officers', officerMemberRoutes(deps));
  app.route('/officers', officerLedgerRoutes(deps));
  app.route('/officers/reports', officerReportRoutes(deps));
  app.route('/officers/settings', chapterSettingsRoutes(deps));
  app.route('/officers', officerReceiptRoutes(deps));
  app.route('/me/payments', memberPaymentRoutes(deps));
  app.route('/receipts', receiptLinkRoutes(deps));
  app.route('/officers/backups', officerBackupRoutes(deps));
  // Before the outbox, whose gate answers every other /dev path with a 404.
  if (deps.config.testClock === true && deps.clock instanceof ShiftableClock) app.route('/dev', testClockRoutes(deps.clock));
  app.route('/officers/mail/templates', mailTemplateRoutes(deps));
  app.route('/officers/reminders', duesReminderRoutes(deps));
  app.route('/dues-link', duesLinkRoutes(deps));
  app.route('/officers/giving-statements', officerGivingStatementRoutes(deps));
  app.route('/me/giving-statements', memberGivingStatementRoutes(deps));
  app.route('/giving-statements', givingStatementLinkRoutes(deps));
  app.route('/officers', outgoingMailRoutes(deps));
  if (!deps.config.production && deps.config.devOutbox !== 'off' && deps.outbox) app.route('/dev', outboxRoutes(deps));
  // The request's log line carries the error and its stack (request-log.ts); the user reads the reference that finds it.
  app.onError((_error, c) => {
    const requestId = c.get('requestId');
    return problem(c, 500, withReference(INTERNAL_MESSAGE, requestId), { requestId });
  });
  if (deps.clientDir) {
    const eventPages = EventPageHtml.of(deps.clientDir);
    app.route('/', staticSite(deps.clientDir, { testMode, pages, eventPage: publishedEventPage(deps), eventPages }));
  }
  app.notFound((c) => problem(c, 404, NOTHING_HERE));
  return app;
}
