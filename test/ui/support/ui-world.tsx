import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRoster } from '../../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryOfficerMembersGateway } from '../../../src/adapters/in-memory/in-memory-officer-members-gateway';
import { render } from '@testing-library/react';
import { okAsync, ResultAsync } from 'neverthrow';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { nodeHmacSha256 } from '../../../src/adapters/card-simulator/node-hmac';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { InMemoryBrowserStorage } from '../../../src/adapters/in-memory/in-memory-browser-storage';
import { InMemoryContactGateway } from '../../../src/adapters/in-memory/in-memory-contact-gateway';
import { InMemoryDuesCalendar } from '../../../src/adapters/in-memory/in-memory-dues-calendar';
import { InMemoryDocumentStore } from '../../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { InMemoryOwnDataGateway } from '../../../src/adapters/in-memory/in-memory-own-data-gateway';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryNamedRepository } from '../../../src/adapters/in-memory/in-memory-named-repository';
import { InMemoryLedgerGateway } from '../../../src/adapters/in-memory/in-memory-ledger-gateway';
import { InMemoryTreasuryReportGateway } from '../../../src/adapters/in-memory/in-memory-treasury-report-gateway';
import { PdfkitPdfRenderer } from '../../../src/adapters/pdf/pdfkit-pdf-renderer';
import { InMemoryReceiptsGateway } from '../../../src/adapters/in-memory/in-memory-receipts-gateway';
import { InMemoryPaymentHistory } from '../../../src/adapters/in-memory/in-memory-payment-history';
import { InMemoryChapterSettings, SAMPLE_CHAPTER_SETTINGS } from '../../../src/adapters/in-memory/in-memory-chapter-settings';
import type { ReceiptsGateway } from '../../../src/application/ports/receipts-gateway.port';
import { CHAPTER } from '../../../src/domain/site-texts';
import { InMemoryOfficerSummary } from '../../../src/adapters/in-memory/in-memory-officer-summary';
import { InMemoryOfficerSummaryGateway } from '../../../src/adapters/in-memory/in-memory-officer-summary-gateway';
import { InMemoryMailTemplateGateway } from '../../../src/adapters/in-memory/in-memory-mail-template-gateway';
import { MAIL_TEMPLATE_PREVIEWS } from './mail-template-previews';
import { InMemoryJobRuns } from '../../../src/adapters/in-memory/in-memory-job-runs';
import { InMemoryMailQueueStore } from '../../../src/adapters/in-memory/in-memory-mail-queue-store';
import { InMemoryOutgoingMailGateway } from '../../../src/adapters/in-memory/in-memory-outgoing-mail-gateway';
import { InMemoryBackupLog } from '../../../src/adapters/in-memory/in-memory-backup-log';
import { InMemoryBackupsGateway, type BackupsSource } from '../../../src/adapters/in-memory/in-memory-backups-gateway';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryTicketBook } from '../../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/local-date-time';
import { SPEC_EVENTS } from '../../../src/domain/spec-events';
import { qrCodePngRenderer } from '../../../src/adapters/qr/qrcode-png-renderer';
import { InMemoryPaymentGateway } from '../../../src/adapters/in-memory/in-memory-payment-gateway';
import { InMemoryPaymentProcessor } from '../../../src/adapters/in-memory/in-memory-payment-processor';
import { InMemoryRateLimiter } from '../../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { renderedCommittees, renderedNews } from '../../../src/adapters/markdown/rendered-named-repository';
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_SECONDS } from '../../../src/application/server/contact/send-contact-message.use-case';
import type { PayingActor } from '../../../src/application/server/payments/resolve-checkout';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { SIMULATOR_CARD_ENTRY } from '../../../src/application/ports/card-element.port';
import type { IdentityProvider } from '../../../src/application/ports/identity-provider.port';
import type { MemberRepository } from '../../../src/application/ports/member-repository.port';
import type { PaymentGateway } from '../../../src/application/ports/payment-gateway.port';
import { parseAdminList, type Actor } from '../../../src/domain/access';
import { COMMITTEES, EVENTS, NEWS_POSTS, OFFICERS } from '../../../src/domain/named-records';
import { withMembershipAccount } from '../../../src/server/routes/membership-account';
import { ServicesProvider, type AppServices } from '../../../src/ui/app/services';
import { NoticesProvider } from '../../../src/ui/components/notices';
import { SiteTextsProvider } from '../../../src/ui/components/site-text';
import { InMemoryTicketedEventsGateway } from '../../../src/adapters/in-memory/in-memory-ticketed-events-gateway';
import { InMemorySiteTextEditor } from '../../../src/adapters/in-memory/in-memory-site-text-editor';
import { InMemoryEventAdminGateway } from '../../../src/adapters/in-memory/in-memory-event-admin-gateway';
import { InMemoryEventDoorGateway } from '../../../src/adapters/in-memory/in-memory-event-door-gateway';
import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryOfficerConsoleGateway } from '../../../src/adapters/in-memory/in-memory-officer-console-gateway';
import { InMemoryRoleGrants } from '../../../src/adapters/in-memory/in-memory-role-grants';
import { unavailable } from '../../../src/application/ports/repository.errors';
import { InMemoryTicketingDesk } from '../../../src/adapters/in-memory/in-memory-ticketing-desk';
import { InMemoryWaitingList } from '../../../src/adapters/in-memory/in-memory-waiting-list';
import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryCampaignStore } from '../../../src/adapters/in-memory/in-memory-campaign-store';
import { InMemoryMailPreferences } from '../../../src/adapters/in-memory/in-memory-mail-preferences';
import { DurableMailQueue } from '../../../src/application/server/mail/durable-mail-queue';
import { MailWorker } from '../../../src/application/server/mail/mail-worker';
import { InMemoryMailPreferencesGateway, InMemoryMemberEmailGateway } from '../../../src/adapters/in-memory/in-memory-member-email-gateway';
import type { DoorDeps } from '../../../src/application/server/events/door-deps';
import { defaultSiteTexts } from '../../../src/domain/site-texts';
import { InMemoryDuesReminders } from '../../../src/adapters/in-memory/in-memory-dues-reminders';
import { InMemoryDuesRemindersGateway } from '../../../src/adapters/in-memory/in-memory-dues-reminders-gateway';
import { InMemoryGivingStatementsGateway } from '../../../src/adapters/in-memory/in-memory-giving-statements-gateway';
import { InMemoryGivingStatementRuns } from '../../../src/adapters/in-memory/in-memory-giving-statement-runs';
import { FixedChapterSettings } from '../../../src/adapters/in-memory/fixed-chapter-settings';
import type { ReminderDeps } from '../../../src/application/server/reminders/reminder-deps';
import { InMemoryDirectoryGateway } from '../../../src/adapters/in-memory/in-memory-directory-gateway';
import { InMemoryMemberDirectory } from '../../../src/adapters/in-memory/in-memory-member-directory';
import { directoryOf } from '../../../src/server/wiring/directory-service';

export const UI_ADMIN = 'chair@example.org';

/** The chapter's settings the UI tests' giving statements are drawn with. */
const UI_CHAPTER_SETTINGS = {
  legalName: 'Hartwell Scholars Alumni Association',
  address: ['1 University Way', 'Chicago, IL 60601'],
  taxId: '12-3456789',
  deductible: true,
  fiscalYearStartMonth: 1,
} as const;

/** Where the Contact page's messages go in the UI world (the server's CONTACT_EMAIL). */
export const UI_CHAPTER_EMAIL = 'board@example.org';

const VISITOR: PayingActor = { role: 'visitor', email: null, memberId: null };

/**
 * Who pays, as the server would see this browser: the identity fake's current user (its role
 * from the service's admin list) with their member ID, or a visitor.
 */
/** The receipts over the server's use cases: a member's own as the signed-in person, the officers' parts as the world's administrator. */
function receiptsGateway(
  deps: ConstructorParameters<typeof InMemoryReceiptsGateway>[0],
  signedIn: () => ResultAsync<Actor, never>,
): ReceiptsGateway {
  const asAdmin = new InMemoryReceiptsGateway(deps, () => ({ role: 'admin', email: UI_ADMIN }));
  const asSignedIn = () => signedIn().map((actor) => new InMemoryReceiptsGateway(deps, () => actor));
  return {
    myPayments: () => asSignedIn().andThen((gateway) => gateway.myPayments()),
    myReceipt: (orderId) => asSignedIn().andThen((gateway) => gateway.myReceipt(orderId)),
    ledgerReceipt: (orderId) => asAdmin.ledgerReceipt(orderId),
    settings: () => asAdmin.settings(),
    saveSettings: (form) => asAdmin.saveSettings(form),
  };
}

function payingActorOf(identity: IdentityProvider, members: MemberRepository): ResultAsync<PayingActor, never> {
  return identity
    .currentUser()
    .andThen((user) =>
      members
        .findByEmail(user.email)
        .map((member): PayingActor => ({ role: user.isAdmin ? 'admin' : 'member', email: user.email, memberId: member?.id ?? null })),
    )
    .orElse(() => okAsync(VISITOR));
}

/**
 * The in-memory gateway with the signed-in actor it needs for dues and the upgrade: before each
 * payment starts, the actor is read again from whoever the identity fake has signed in.
 */
function followingSignedInUser(
  make: (actor: () => PayingActor) => PaymentGateway,
  signedIn: () => ResultAsync<PayingActor, never>,
): PaymentGateway {
  let actor = VISITOR;
  const gateway = make(() => actor);
  return {
    startPayment: (request) =>
      signedIn().andThen((current) => {
        actor = current;
        return gateway.startPayment(request);
      }),
    confirmCard: (session, card, billing) => gateway.confirmCard(session, card, billing),
  };
}

/**
 * The browser's services over the in-memory fakes, sharing one clock, outbox and member list, so
 * a component test can pay, sign up, read the e-mailed code and sign in as in the real site.
 * `adminTwoStepRequired`: administrators must turn on two-step sign-in first (ADMIN_TWO_STEP).
 */
export function uiWorld(overrides: Partial<AppServices> = {}, options: { readonly adminTwoStepRequired?: boolean } = {}) {
  const clock = new ManualClock(Date.now());
  const ids = new SequentialIds();
  const mailer = new OutboxMailer(clock);
  const markdown = markdownItRenderer();
  const admins = parseAdminList(UI_ADMIN)._unsafeUnwrap();
  // The world's one audit log, appended by every in-memory adapter that records an officer's write.
  const auditRecords = new InMemoryAuditRecords();
  const identityService = createIdentityService({
    store: new InMemoryAccountStore(auditRecords),
    passwords: new PlainPasswordHasher(),
    digest: new PlainSecretDigest(),
    mailer,
    clock,
    ids,
    config: { admins, issuer: 'Alumni Chapter', adminTwoStepRequired: options.adminTwoStepRequired ?? false },
  });
  const members = new InMemoryMemberRepository(clock, auditRecords);
  const processor = new InMemoryPaymentProcessor({ clock, ids, webhookSecret: 'whsec_ui', hmac: nodeHmacSha256 });
  const ledger = new InMemoryOrderLedger(auditRecords, members);
  // The mail queue's rows and the scheduled jobs' runs the officers' outgoing-mail page reads (the tests fill them).
  const mailQueueStore = new InMemoryMailQueueStore(auditRecords);
  const jobRuns = new InMemoryJobRuns();
  // The backups' log the officers' backups page reads, and the server's backups (null: the host backs up, a 404).
  const backupLog = new InMemoryBackupLog();
  const backups: { current: BackupsSource | null } = {
    current: { log: backupLog, every: 'day', timeZone: DEFAULT_TIME_ZONE, maxAgeHours: 36 },
  };
  // The spec's four ticket pages are events in every install; one store serves the checkout and the chair's pages.
  const ticketedEvents = new InMemoryTicketedEventStore(SPEC_EVENTS, undefined, auditRecords);
  // The events, seats, tickets, waiting lists and signed codes every page's fake shares.
  const ticketing = {
    events: ticketedEvents,
    tickets: new InMemoryTicketBook(),
    waitingList: new InMemoryWaitingList(auditRecords),
    tokens: new HmacSignedTokens(Buffer.alloc(32, 7)),
  };
  const door: DoorDeps = {
    ticketing,
    ledger,
    clock,
    config: { timeZone: DEFAULT_TIME_ZONE },
  };
  const rateLimiter = new InMemoryRateLimiter(clock);
  // Mail preferences and the mail queue campaigns go through (issue 19).
  const mailPreferences = new InMemoryMailPreferences(ticketing.tokens, 'http://localhost:8787');
  // The server's durable queue over the world's rows: each mail tried at once into the outbox, and
  // what is queued for later (a campaign) sent at once by its worker, as the server's loop would.
  const queueIds = new SequentialIds();
  const mailWorker = new MailWorker({
    store: mailQueueStore,
    transport: mailer,
    clock,
    ids: queueIds,
    sleep: async (ms) => clock.advance(ms),
    perMinute: 600,
    leaseMs: 120_000,
  });
  const mailQueue = new DurableMailQueue({ store: mailQueueStore, preferences: mailPreferences, worker: mailWorker, clock, ids: queueIds });
  mailQueue.onQueued(() => void mailWorker.deliverDue());
  const contactMessages = new InMemoryRateLimiter(clock, { failures: CONTACT_MESSAGES_PER_WINDOW, windowSeconds: CONTACT_WINDOW_SECONDS });
  const directoryService = directoryOf(new InMemoryMemberDirectory(members), clock);
  const following = followingSignedInUser(
    (actor) =>
      new InMemoryPaymentGateway({
        processor,
        ledger,
        members,
        mailer,
        clock,
        ids,
        rateLimiter,
        actor,
        ticketing,
        config: { timeZone: DEFAULT_TIME_ZONE, duesCutoff: null, publicUrl: 'http://localhost:8787' },
        qrCodes: qrCodePngRenderer,
      }),
    () => payingActorOf(services.identity, services.members),
  );
  // As the server's payment routes answer: a paid membership whose e-mail has an account says so.
  const payments: PaymentGateway = {
    startPayment: (request) => following.startPayment(request),
    confirmCard: (session, card, billing) =>
      following
        .confirmCard(session, card, billing)
        .andThen((receipt) => withMembershipAccount({ ledger, identity: identityService }, receipt)),
  };
  const documents = new InMemoryDocumentStore(clock, ids, auditRecords);
  // Dues reminders: their records over the world's members; the queue hands each mail to the outbox at once.
  const duesReminders = new InMemoryDuesReminders(members, auditRecords);
  const reminderDeps: ReminderDeps = {
    reminders: duesReminders,
    queue: { enqueue: (mails) => ResultAsync.combine(mails.map((mail) => mailer.send(mail))).map(() => mails.length) },
    tokens: ticketing.tokens,
    clock,
    ids,
    config: { timeZone: DEFAULT_TIME_ZONE, publicUrl: 'http://localhost:8787', duesLinkDays: 45 },
  };
  const identity = new InMemoryIdentityProvider(identityService, clock);
  const chapterSettings = new InMemoryChapterSettings(SAMPLE_CHAPTER_SETTINGS, auditRecords);
  const services: AppServices = {
    identity,
    payments,
    members,
    events: new InMemoryNamedRepository(EVENTS, clock, ids),
    officers: new InMemoryNamedRepository(OFFICERS, clock, ids),
    news: renderedNews(new InMemoryNamedRepository(NEWS_POSTS, clock, ids), markdown),
    committees: renderedCommittees(new InMemoryNamedRepository(COMMITTEES, clock, ids), markdown),
    contact: new InMemoryContactGateway({ mailer, contactMessages, chapterEmail: UI_CHAPTER_EMAIL }),
    // As POST /content/preview answers an administrator: the server's renderer.
    markdownPreview: { preview: (text) => okAsync(markdown.toSafeHtml(text)) },
    documents,
    storage: new InMemoryBrowserStorage(),
    clock,
    cardEntry: SIMULATOR_CARD_ENTRY,
    // The server's own page-text use cases, as the world's administrator.
    siteTextEditor: new InMemorySiteTextEditor({ markdown, clock, actor: { role: 'admin', email: UI_ADMIN } }),
    duesCalendar: new InMemoryDuesCalendar(clock),
    // The server's own event-chair use cases, as an administrator.
    eventAdmin: new InMemoryEventAdminGateway({ events: ticketedEvents, clock, timeZone: DEFAULT_TIME_ZONE }),
    // The server's own door use cases over in-memory tickets, as the world's administrator.
    eventDoor: new InMemoryEventDoorGateway(door, { role: 'admin', email: UI_ADMIN }),
    // The server's own waiting-list and order use cases, as the world's administrator (the pages show them to administrators only).
    ticketingDesk: new InMemoryTicketingDesk(
      { ticketing, ledger, processor, mailer, clock, ids, config: { publicUrl: 'http://localhost:8787', timeZone: 'America/New_York' } },
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // As GET /ticketing/events... answers whoever the identity fake has signed in.
    ticketedEvents: new InMemoryTicketedEventsGateway(
      { ticketing: { events: ticketedEvents }, members, markdown, clock, config: { timeZone: DEFAULT_TIME_ZONE } },
      () => payingActorOf(services.identity, services.members),
    ),
    // The server's own roles and audit use cases, as the world's administrator; an account is the identity service's.
    officerConsole: new InMemoryOfficerConsoleGateway(
      {
        roleGrants: new InMemoryRoleGrants(auditRecords),
        auditLog: new InMemoryAuditLog(auditRecords),
        clock,
        ids,
        timeZone: DEFAULT_TIME_ZONE,
        accountExists: (email) => identityService.hasAccount(email).mapErr(() => unavailable()),
      },
      { role: 'admin', email: UI_ADMIN },
    ),
    // The server's own roster and member use cases over the world's members, orders and accounts, as its administrator.
    officerMembers: new InMemoryOfficerMembersGateway(
      {
        roster: new InMemoryMemberRoster(members, ledger, auditRecords),
        members,
        accounts: identityService,
        clock,
        ids,
        config: { timeZone: DEFAULT_TIME_ZONE },
      },
      { role: 'admin', email: UI_ADMIN },
    ),
    // The server's own ledger and offline payment use cases, as the world's administrator.
    ledger: new InMemoryLedgerGateway(
      {
        ledger,
        members,
        mailer,
        processor,
        qrCodes: qrCodePngRenderer,
        clock,
        ids,
        ticketing,
        config: { timeZone: DEFAULT_TIME_ZONE, duesCutoff: null, publicUrl: 'http://localhost:8787' },
      },
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // The server's own treasury report use cases over the world's orders and documents, as its administrator.
    treasuryReports: new InMemoryTreasuryReportGateway(
      { ledger, clock, config: { timeZone: DEFAULT_TIME_ZONE }, pdf: new PdfkitPdfRenderer(), issuer: CHAPTER, documents },
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // The server's own summary use case over the world's members, orders and events, as its administrator.
    mailTemplates: new InMemoryMailTemplateGateway(MAIL_TEMPLATE_PREVIEWS),
    officerSummary: new InMemoryOfficerSummaryGateway(
      {
        roster: new InMemoryMemberRoster(members, ledger, auditRecords),
        ledger,
        events: ticketedEvents,
        summary: new InMemoryOfficerSummary(members, ledger),
        clock,
        config: { timeZone: DEFAULT_TIME_ZONE },
      },
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // The server's own pay-link and reminder use cases: the link as a visitor, the schedule as the world's administrator.
    duesReminders: new InMemoryDuesRemindersGateway(
      {
        processor,
        mailer,
        ledger,
        members,
        clock,
        ids,
        ticketing,
        tokens: ticketing.tokens,
        config: { timeZone: DEFAULT_TIME_ZONE, publicUrl: 'http://localhost:8787' },
      },
      reminderDeps,
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // The server's own giving statements use cases over the world's ledger and queue, as whoever is signed in.
    givingStatements: new InMemoryGivingStatementsGateway(
      {
        ledger,
        events: ticketedEvents,
        settings: new FixedChapterSettings(UI_CHAPTER_SETTINGS),
        runs: new InMemoryGivingStatementRuns(auditRecords),
        queue: mailQueue,
        tokens: ticketing.tokens,
        pdf: new PdfkitPdfRenderer(),
        clock,
        ids,
        config: { timeZone: DEFAULT_TIME_ZONE, publicUrl: 'http://localhost:8787' },
      },
      () => payingActorOf(services.identity, services.members).map(({ role, email }) => ({ role, email })),
    ),
    // The server's own outgoing-mail and schedule use cases over the world's queue, as its administrator.
    outgoingMail: new InMemoryOutgoingMailGateway({ store: mailQueueStore, jobRuns, clock }, () => ({ role: 'admin', email: UI_ADMIN })),
    // The server's own backups view over the world's log, as its administrator.
    backups: new InMemoryBackupsGateway(
      () => backups.current,
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // The server's own member e-mail use cases, as the world's administrator.
    memberEmail: new InMemoryMemberEmailGateway(
      {
        campaigns: new InMemoryCampaignStore(auditRecords),
        roster: new InMemoryMemberRoster(members, ledger, auditRecords),
        mailQueue,
        ticketing,
        markdown,
        mailer,
        ids,
        clock,
        config: { timeZone: DEFAULT_TIME_ZONE },
      },
      () => ({ role: 'admin', email: UI_ADMIN }),
    ),
    // Receipts: a member's own as whoever the identity fake has signed in; the ledger's copy and the settings as the world's administrator.
    receipts: receiptsGateway(
      {
        ledger,
        paymentHistory: new InMemoryPaymentHistory(ledger),
        members,
        ticketing,
        chapterSettings,
        pdf: new PdfkitPdfRenderer(),
        clock,
        config: { timeZone: DEFAULT_TIME_ZONE },
      },
      () => payingActorOf(services.identity, services.members),
    ),
    // The preferences page as a visitor holding a mail's link.
    mailPreferences: new InMemoryMailPreferencesGateway({ mailPreferences, ticketing, clock }, () => ({ role: 'visitor', email: null })),
    ownData: new InMemoryOwnDataGateway(identity, identityService),
    // The server's own directory use cases, as whoever the identity fake has signed in.
    directory: new InMemoryDirectoryGateway({ ...directoryService, directory: directoryService.store, members, clock }, () =>
      payingActorOf(services.identity, services.members),
    ),
    ...overrides,
  };
  // What the served pages carry before anyone edits: the default words as the server renders them.
  const texts = defaultSiteTexts((markdownText) => markdown.toSafeHtml(markdownText));
  return {
    services,
    identityService,
    mailer,
    clock,
    ids,
    members,
    ledger,
    processor,
    texts,
    auditRecords,
    mailQueueStore,
    jobRuns,
    backupLog,
    backups,
    ticketedEvents,
    door,
    ticketing,
    eventStore: ticketedEvents,
    duesReminders,
    reminderDeps,
    mailPreferences,
    mailQueue,
    directory: directoryService.store,
  };
}

export type UiWorld = ReturnType<typeof uiWorld>;

/** Renders a page inside the providers the app gives it, at a route. */
export function renderWith(ui: ReactElement, world: UiWorld = uiWorld(), route = '/') {
  return {
    world,
    ...render(
      <ServicesProvider services={world.services}>
        <SiteTextsProvider initial={world.texts}>
          <NoticesProvider>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </NoticesProvider>
        </SiteTextsProvider>
      </ServicesProvider>,
    ),
  };
}
