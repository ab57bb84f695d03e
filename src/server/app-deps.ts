import type { GetConnInfo } from 'hono/conninfo';
import type { Backups } from './backups';
import type { ResultAsync } from 'neverthrow';
import type { IdentityService } from '../identity/service/identity-service';
import type { MailChapter } from '../adapters/mail/mail-chapter';
import type { AccountSessions } from '../application/ports/account-sessions.port';
import type { Clock } from '../application/ports/clock.port';
import type { DocumentStore, DocumentStoreError } from '../application/ports/document-store.port';
import type { EventRepository } from '../application/ports/event-repository.port';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { MailAttachment, Mailer } from '../application/ports/mailer.port';
import type { JobRuns } from '../application/ports/job-runs.port';
import type { MailQueue } from '../application/ports/mail-queue.port';
import type { MailQueueStore } from '../application/ports/mail-queue-store.port';
import type { MemberRepository } from '../application/ports/member-repository.port';
import type { MemberRoster } from '../application/ports/member-roster.port';
import type { CampaignStore } from '../application/ports/campaign-store.port';
import type { MailPreferenceStore } from '../application/ports/mail-preferences.port';
import type { OfficerSummaryView } from '../application/ports/officer-summary.port';
import type { OfficerRepository } from '../application/ports/officer-repository.port';
import type { NewsRepository } from '../application/ports/news-repository.port';
import type { CommitteeRepository } from '../application/ports/committee-repository.port';
import type { MarkdownRenderer } from '../application/ports/markdown-renderer.port';
import type { LedgerView } from '../application/ports/ledger-view.port';
import type { OrderLedger } from '../application/ports/order-ledger.port';
import type { OrderRefunds } from '../application/ports/order-refunds.port';
import type { TreasuryLedger } from '../application/ports/treasury-figures.port';
import type { GivingLedger } from '../application/ports/giving-ledger.port';
import type { GivingStatementRuns } from '../application/ports/giving-statement-runs.port';
import type { CardSimulator, PaymentProcessor } from '../application/ports/payment-processor.port';
import type { RateLimiter } from '../application/ports/rate-limiter.port';
import type { AuditLog } from '../application/ports/audit-log.port';
import type { DiskSpace } from '../application/ports/disk-space.port';
import type { RoleGrants } from '../application/ports/role-grants.port';
import type { SiteTextRepository } from '../application/ports/site-text-repository.port';
import type { QrCodeRenderer } from '../application/ports/qr-code-renderer.port';
import type { PdfRenderer } from '../application/ports/pdf-renderer.port';
import type { Ticketing } from '../application/ports/ticketing.port';
import type { TokenCallers } from './app-env';
import type { AuthLimiters } from './auth-limits';
import type { ServerConfig } from './config';
import type { ContentChanges } from './graphql/public-answers';
import type { LogSink } from './request-log';
import type { DuesReminderStore } from '../application/ports/dues-reminders.port';
import type { OwnDataStore } from '../application/ports/own-data.port';
import type { MemberDirectory } from '../application/ports/member-directory.port';
import type { ChapterSettingsStore } from '../application/ports/chapter-settings.port';
import type { PaymentHistory } from '../application/ports/payment-history.port';

/** What the outbox page shows: every e-mail the outbox mailer kept, oldest first. */
export interface OutboxReader {
  sent(): readonly {
    readonly to: string;
    readonly subject: string;
    readonly text: string;
    readonly html?: string;
    readonly attachments?: readonly MailAttachment[];
    readonly replyTo?: string;
    readonly sentAt: string;
  }[];
}

/** What the officers' outgoing-mail page reads and changes: the queue's deliveries, 'Try again', and the scheduled jobs' runs. */
interface OutgoingMail {
  readonly store: Pick<MailQueueStore, 'deliveries' | 'retry'>;
  readonly jobRuns: Pick<JobRuns, 'latest'>;
}

/** A stored file as `GET /files/*` serves it. */
export interface ServedFile {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** Officer photos: served to anyone, inline. Minutes and reports: signed links only, as attachments. */
  readonly isPublic: boolean;
}

/**
 * What `GET /files/<key>?expires=&holder=&signature=` reads through: the store that signed the link
 * checks the key, the signature and the expiry (Unauthorized when re-pointed or expired), asks
 * `admit` whether the link's holder may still open it (null: a link made for nobody), then gives the file.
 */
export interface FileServer {
  openLink<E>(
    request: { readonly key: string; readonly expires: string | null; readonly holder: string | null; readonly signature: string | null },
    admit: (holder: string | null) => ResultAsync<void, E>,
  ): ResultAsync<ServedFile, DocumentStoreError | E>;
}

export type { Ticketing } from '../application/ports/ticketing.port';

/** Whether the store behind the app answers now (GET /healthz's `database` check): the database, for the server. */
export type HealthCheck = () => ResultAsync<void, { readonly message: string }>;

/**
 * Everything the app needs, built by the composition root (src/server/main.ts) or by a test.
 * Route modules take what they use from here; nothing else reaches for a global.
 */
export interface AppDeps {
  readonly config: Pick<
    ServerConfig,
    | 'production'
    | 'publicUrl'
    | 'stripe'
    | 'admins'
    | 'trustProxy'
    | 'devOutbox'
    | 'duesCutoff'
    | 'contactEmail'
    | 'timeZone'
    | 'testClock'
    | 'health'
  >;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly identity: IdentityService;
  /**
   * Ends a person's sessions when their member record is deleted. Default: the identity service
   * above; null where this server does not hold the sessions it would end (the AWS wiring, whose
   * callers are Cognito's): there the deleted record alone ends access to members' documents.
   */
  readonly accountSessions?: AccountSessions | null;
  /** Who a request's token belongs to; default: the identity service's sessions (authenticate.ts). */
  readonly callers?: TokenCallers;
  readonly members: MemberRepository;
  /** The officers' roster (issue 18) over the server's database; null where members live elsewhere (the aws wiring's AppSync). */
  readonly roster?: MemberRoster | null;
  /** The console home's monthly figures (issue 18) over the server's database; null (or absent) where members live elsewhere. */
  readonly officerSummary?: OfficerSummaryView | null;
  readonly events: EventRepository;
  readonly officers: OfficerRepository;
  /** News posts, each with its text's safe HTML (rendered by `markdown`). */
  readonly news: NewsRepository;
  /** Committees, each with the safe HTML of its purpose and how to join. */
  readonly committees: CommitteeRepository;
  /** Officers' Markdown (page texts, news, committees) to safe HTML, on the server only; also the Admin Panel's previews. */
  readonly markdown: MarkdownRenderer;
  /**
   * Counts the writes of events, officers, news posts and committees (ContentVersion, bumped by the cached repositories)
   * so GraphQL can remember the answers of public reads until the next one; without it nothing is remembered.
   */
  readonly contentChanges?: ContentChanges;
  readonly documents: DocumentStore;
  /** The page texts administrators changed (domain/site-texts.ts has the others' words). */
  readonly siteTexts: SiteTextRepository;
  /** Serves the files behind the store's links (the disk store); without it `/files/*` answers 404. */
  readonly files?: FileServer;
  /** Orders and payments, and the officers' view of them (the ledger, issue 18). */
  readonly ledger: OrderLedger & LedgerView & OrderRefunds & TreasuryLedger & GivingLedger;
  /** The officers' roles bound to terms: read for every signed-in request (authenticate.ts), granted and revoked under /officers/roles. */
  readonly roleGrants: RoleGrants;
  /** The audit log's reading side (/officers/audit); entries are appended by the writes they record. */
  readonly auditLog: AuditLog;
  readonly ticketing: Ticketing;
  /** Draws the QR codes of the ticket e-mail (ticket-mail.ts): the same library in every wiring. */
  readonly qrCodes: QrCodeRenderer;
  /** Draws the treasury report's PDF (and, later, receipts): the same library in every wiring. */
  readonly pdf: PdfRenderer;
  readonly processor: PaymentProcessor;
  /** The card simulator when no Stripe keys are set; null with Stripe. */
  readonly simulator: CardSimulator | null;
  /** Declined payments and guessed client secrets per client (5 in 10 minutes, SECURITY.md), from the simulator and from Stripe's webhooks. */
  readonly rateLimiter: RateLimiter;
  /** Declined payments per card fingerprint (5 in 10 minutes), whichever order or client tried the card. */
  readonly cardDeclines: RateLimiter;
  /** Declined payments per order (5 in 24 hours): then the order cannot be confirmed again. */
  readonly orderDeclines: RateLimiter;
  /**
   * Payments started (`PAYMENT_RATE_LIMIT` in 10 minutes) per client (its address: every POST /payment
   * counts), per signed-in account (`account:<id>`) and per e-mail the order names (`email:<address>`).
   */
  readonly paymentStarts: RateLimiter;
  /** Contact-form messages sent, per client and per sender's address (5 an hour each; send-contact-message.use-case.ts). */
  readonly contactMessages: RateLimiter;
  /** The per-client limits of /auth (auth-limits.ts); the per-account ones are the identity service's. */
  readonly authLimits: AuthLimiters;
  readonly mailer: Mailer;
  /** Who signs the chapter's mails (TemplatedMailer), for the officers' preview; absent: mailChapterOf(config). */
  readonly mailChapter?: MailChapter;
  /** The durable mail queue (issue 19): campaigns and reminder runs queue through it; `mailer` above is the same queue. */
  readonly mailQueue?: MailQueue | null;
  /** The officers' view of outgoing mail and of the schedule (/officers/mail/outgoing, /officers/schedule); null (or absent) without a queue. */
  readonly outgoingMail?: OutgoingMail | null;
  /** The lists each address has left and their signed links (issue 19): the preferences page and one-click unsubscribe; null or absent: refused with 503. */
  readonly mailPreferences?: MailPreferenceStore | null;
  /** The officers' member e-mail (issue 19); null or absent where the server keeps no database of its own. */
  readonly campaigns?: CampaignStore | null;
  /** The chapter's legal name, address, tax ID and fiscal year for receipts and giving statements (issue 20); `/officers/settings` changes them. */
  readonly chapterSettings: ChapterSettingsStore;
  /** Each person's paid orders, for the Member Area's payments and their receipts. */
  readonly paymentHistory: PaymentHistory;
  /** The development outbox when it is served (config.devOutbox, never in production); null otherwise. */
  readonly outbox: OutboxReader | null;
  /** The built React app to serve, or null (API only). */
  readonly clientDir: string | null;
  readonly log: LogSink;
  readonly health: HealthCheck;
  /** The data folder whose disk `/healthz` watches (DATA_DIR), and how it reads free space; null or absent: not checked. */
  readonly diskSpace?: { readonly folder: string; readonly space: DiskSpace } | null;
  /** The server's backups and their log (issue 21): the schedule, /officers/backups; null where the host backs up (aws, tests). */
  readonly backups?: Backups | null;
  /**
   * Dues reminders (issue 19): their records, the mail queue they go through, and how many days a
   * pay link works (DUES_LINK_DAYS); null (or absent) where this wiring keeps none (the routes answer 503).
   */
  readonly duesReminders?: {
    readonly store: DuesReminderStore;
    readonly queue: Pick<MailQueue, 'enqueue'>;
    readonly linkDays: number;
  } | null;
  /**
   * A member's own data (issue 20): 'Download my data' and 'Delete my account' over the server's
   * database; null (or absent) where accounts and members live elsewhere (the aws wiring): refused with 503.
   */
  readonly ownData?: OwnDataStore | null;
  /**
   * Year-end giving statements (issue 20): the record of the treasurer's 'Send all' runs; null (or
   * absent) where this wiring keeps none (the routes answer 503).
   */
  readonly givingStatements?: { readonly runs: GivingStatementRuns } | null;
  /**
   * The member directory (issue 20): its store and the searches counted per account and per client
   * (member-directory.use-case.ts); null (or absent) where members are not in this server's database
   * (the aws wiring's AppSync): the routes answer 503.
   */
  readonly directory?: {
    readonly store: MemberDirectory;
    readonly searchesPerAccount: RateLimiter;
    readonly searchesPerClient: RateLimiter;
  } | null;
  /** Where the client's address comes from (default: the Node socket; on Lambda, the API Gateway event). */
  readonly connInfo?: GetConnInfo;
}
