import type { Clock } from '../../application/ports/clock.port';
import type { Backups } from '../backups';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { EventRepository } from '../../application/ports/event-repository.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { DuesReminderStore } from '../../application/ports/dues-reminders.port';
import type { OwnDataStore } from '../../application/ports/own-data.port';
import type { Mailer } from '../../application/ports/mailer.port';
import type { JobRuns } from '../../application/ports/job-runs.port';
import type { MailPreferenceStore } from '../../application/ports/mail-preferences.port';
import type { MailQueueStore } from '../../application/ports/mail-queue-store.port';
import type { DurableMailQueue } from '../../application/server/mail/durable-mail-queue';
import type { MailWorker } from '../../application/server/mail/mail-worker';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import type { NewsRepository } from '../../application/ports/news-repository.port';
import type { CommitteeRepository } from '../../application/ports/committee-repository.port';
import type { MarkdownRenderer } from '../../application/ports/markdown-renderer.port';
import type { MemberRoster } from '../../application/ports/member-roster.port';
import type { OfficerSummaryView } from '../../application/ports/officer-summary.port';
import type { LedgerView } from '../../application/ports/ledger-view.port';
import type { OrderRefunds } from '../../application/ports/order-refunds.port';
import type { TreasuryLedger } from '../../application/ports/treasury-figures.port';
import type { GivingLedger } from '../../application/ports/giving-ledger.port';
import type { GivingStatementRuns } from '../../application/ports/giving-statement-runs.port';
import type { OrderLedger } from '../../application/ports/order-ledger.port';
import type { CardSimulator, PaymentProcessor } from '../../application/ports/payment-processor.port';
import type { SiteTextRepository } from '../../application/ports/site-text-repository.port';
import type { AuditLog } from '../../application/ports/audit-log.port';
import type { RoleGrants } from '../../application/ports/role-grants.port';
import type { AccountSessions } from '../../application/ports/account-sessions.port';
import type { ContentVersion } from '../../adapters/caching/cached-listings';
import type { Database } from '../../adapters/database/database';
import type { IdentityService } from '../../identity/service/identity-service';
import type { AppDeps, FileServer, HealthCheck, OutboxReader, Ticketing } from '../app-deps';
import type { TokenCallers } from '../app-env';
import type { ServerConfig } from '../config';

/**
 * A typed service identifier: the container's key for one kind of thing, carrying its type, so
 * `provide` (container.ts) checks at compile time that a factory's parameters are the things its
 * dependency list names, in that order.
 */
export interface Token<T> {
  readonly id: symbol;
  /** Never set: only carries T for the compiler (a function type keeps Token<A> and Token<B> apart). */
  readonly type?: (value: T) => T;
}

function token<T>(name: string): Token<T> {
  return { id: Symbol(name) };
}

/** How payments are taken: the processor, and the card simulator when it is the processor. */
export interface Payments {
  readonly processor: PaymentProcessor;
  readonly simulator: CardSimulator | null;
}

/** The officers' role grants and the audit log they (and every officer write) append to. */
export interface OfficerAccess {
  readonly roleGrants: RoleGrants;
  readonly auditLog: AuditLog;
}

/** The durable mail queue (its store, the queue as the app's Mailer, its worker) and the scheduled jobs' record. */
export interface MailDelivery {
  readonly store: MailQueueStore;
  readonly queue: DurableMailQueue;
  readonly worker: MailWorker;
  readonly jobRuns: JobRuns;
}

/** Mail preferences and the officers' campaigns (issue 19); the campaigns go through the mail queue above. */
export type MemberEmail = Pick<AppDeps, 'mailPreferences' | 'campaigns'>;

/** The chapter's settings and each person's payments: what receipts (issue 20) are made from, besides the ledger. */
export type Receipts = Pick<AppDeps, 'chapterSettings' | 'paymentHistory'>;

/** Every service the server's container holds, one token each. */
export const TOKENS = {
  config: token<ServerConfig>('config'),
  dataDir: token<string>('dataDir'),
  database: token<Database>('database'),
  clock: token<Clock>('clock'),
  ids: token<IdGenerator>('ids'),
  mailer: token<Mailer>('mailer'),
  outbox: token<OutboxReader | null>('outbox'),
  identity: token<IdentityService>('identity'),
  callers: token<TokenCallers | undefined>('callers'),
  accountSessions: token<AccountSessions | null>('accountSessions'),
  members: token<MemberRepository>('members'),
  events: token<EventRepository>('events'),
  officers: token<OfficerRepository>('officers'),
  news: token<NewsRepository>('news'),
  committees: token<CommitteeRepository>('committees'),
  markdown: token<MarkdownRenderer>('markdown'),
  contentChanges: token<ContentVersion>('contentChanges'),
  documents: token<DocumentStore>('documents'),
  files: token<FileServer | undefined>('files'),
  roster: token<MemberRoster | null>('roster'),
  ledger: token<OrderLedger & LedgerView & OrderRefunds & TreasuryLedger & GivingLedger>('ledger'),
  officerSummary: token<OfficerSummaryView | null>('officerSummary'),
  ticketing: token<Ticketing>('ticketing'),
  payments: token<Payments>('payments'),
  limits:
    token<Pick<AppDeps, 'rateLimiter' | 'cardDeclines' | 'orderDeclines' | 'paymentStarts' | 'authLimits' | 'contactMessages'>>('limits'),
  health: token<HealthCheck>('health'),
  /** The data folder's disk, for /healthz; null where there is none worth watching (the tests' in-memory wiring). */
  diskSpace: token<AppDeps['diskSpace']>('diskSpace'),
  siteTexts: token<SiteTextRepository>('siteTexts'),
  officerAccess: token<OfficerAccess>('officerAccess'),
  /** The mail transport: SMTP or the console outbox, every failure logged. The queue's worker sends through it. */
  transport: token<Mailer>('transport'),
  /** Which lists each address has left, and their signed links: asked by the queue, changed by the preferences page. */
  mailPreferences: token<MailPreferenceStore>('mailPreferences'),
  mailDelivery: token<MailDelivery>('mailDelivery'),
  /** The dues reminders' schedule and records (issue 19); null where members are not in the database (aws). */
  duesReminderStore: token<DuesReminderStore | null>('duesReminderStore'),
  memberEmail: token<MemberEmail>('memberEmail'),
  /** A member's own data (issue 20): the export and the deletion; null where accounts and members are not in the database (aws). */
  ownData: token<OwnDataStore | null>('ownData'),
  givingStatementRuns: token<GivingStatementRuns | null>('givingStatementRuns'),
  /** The member directory (issue 20) and its search limits; null where members are not in the database (aws). */
  directory: token<AppDeps['directory']>('directory'),
  receipts: token<Receipts>('receipts'),
  /** The server's backups and their log (issue 21); null where the host backs the data up (aws, the tests). */
  backups: token<Backups | null>('backups'),
  appDeps: token<AppDeps>('appDeps'),
} as const;
