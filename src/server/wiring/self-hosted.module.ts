import { ContainerModule } from 'inversify';
import path from 'node:path';
import type Stripe from 'stripe';
import { CachedNamedRepository, ContentVersion, LISTING_CACHE_SIZE } from '../../adapters/caching/cached-listings';
import { nodeHmacSha256 } from '../../adapters/card-simulator/node-hmac';
import { SqlCardSimulator } from '../../adapters/card-simulator/sql-card-simulator';
import { Argon2PasswordHasher } from '../../adapters/crypto/argon2-password-hasher';
import { CryptoIds } from '../../adapters/crypto/crypto-ids';
import { loadOrCreateDigestKey } from '../../adapters/crypto/digest-key';
import { HmacSecretDigest } from '../../adapters/crypto/hmac-secret-digest';
import { openDatabase, type Database, type DatabaseConfig } from '../../adapters/database/database';
import { checkDatabase } from '../../adapters/database/database-health';
import { StatfsDiskSpace } from '../../adapters/system/statfs-disk-space';
import { SqlAccountStore } from '../../adapters/database/sql-account-store';
import { SqlDocumentIndex } from '../../adapters/database/sql-document-index';
import { SqlMemberRepository } from '../../adapters/database/sql-member-repository';
import {
  sqlCommitteeRepository,
  sqlEventRepository,
  sqlNewsPostRepository,
  sqlOfficerRepository,
} from '../../adapters/database/sql-named-repository';
import { SqlMemberRoster } from '../../adapters/database/sql-member-roster';
import { SqlOfficerSummary } from '../../adapters/database/sql-officer-summary';
import { SqlOrderLedger } from '../../adapters/database/sql-order-ledger';
import { SqlGivingStatementRuns } from '../../adapters/database/sql-giving-statement-runs';
import { SqlAuditLog } from '../../adapters/database/sql-audit-log';
import { SqlRoleGrants } from '../../adapters/database/sql-role-grants';
import { SqlCampaignStore } from '../../adapters/database/sql-campaign-store';
import { SqlMemberDirectory } from '../../adapters/database/sql-member-directory';
import { directoryOf } from './directory-service';
import { SqlMailPreferences } from '../../adapters/database/sql-mail-preferences';
import { SqlChapterSettings } from '../../adapters/database/sql-chapter-settings';
import { SqlPaymentHistory } from '../../adapters/database/sql-payment-history';
import { defaultChapterSettings } from '../chapter-settings-defaults';
import { isoNow } from '../../application/ports/clock.port';
import { loadOrCreateSigningKey } from '../../adapters/database/sql-signing-keys';
import { SqlTicketBook } from '../../adapters/database/sql-ticket-book';
import { SqlTicketedEventStore } from '../../adapters/database/sql-ticketed-event-store';
import { SqlWaitingList } from '../../adapters/database/sql-waiting-list';
import { SqlJobRuns } from '../../adapters/database/sql-job-runs';
import { SqlBackupLog } from '../../adapters/database/sql-backup-log';
import { serverBackups } from '../backups';
import { SqlMailQueueStore } from '../../adapters/database/sql-mail-queue-store';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { MailPreferences } from '../../application/ports/mail-preferences.port';
import type { Mailer } from '../../application/ports/mailer.port';
import { DurableMailQueue } from '../../application/server/mail/durable-mail-queue';
import { MailWorker } from '../../application/server/mail/mail-worker';
import { nodeSleep } from '../background-work';
import { HmacSignedTokens } from '../../adapters/crypto/hmac-signed-tokens';
import { SqlSiteTextRepository } from '../../adapters/database/sql-site-text-repository';
import { DiskDocumentStore } from '../../adapters/files/disk-document-store';
import { InMemoryRateLimiter } from '../../adapters/in-memory/in-memory-rate-limiter';
import { ConsoleOutboxMailer } from '../../adapters/mail/console-outbox-mailer';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer';
import { TemplatedMailer } from '../../adapters/mail/templated-mailer';
import { SqlDuesReminders } from '../../adapters/database/sql-dues-reminders';
import { SqlOwnData } from '../../adapters/database/sql-own-data';
import { mailChapterOf } from '../mail-templates/mail-chapter';
import { markdownItRenderer } from '../../adapters/markdown/markdown-it-renderer';
import { renderedCommittees, renderedNews } from '../../adapters/markdown/rendered-named-repository';
import { StripePaymentProcessor } from '../../adapters/stripe/stripe-payment-processor';
import { ShiftableClock } from '../../adapters/system/shiftable-clock';
import { systemClock } from '../../adapters/system/system-clock';
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_SECONDS } from '../../application/server/contact/send-contact-message.use-case';
import { CARD_DECLINE_LIMIT, ORDER_DECLINE_LIMIT } from '../../application/server/payments/card-testing';
import { createIdentityService } from '../../identity/service/identity-service';
import type { AppDeps } from '../app-deps';
import { AUTH_WINDOW_SECONDS, authLimitsOf, type AuthLimiters } from '../auth-limits';
import type { ServerConfig } from '../config';
import { loggedMailer } from '../logged-mailer';
import { PAYMENT_WINDOW_SECONDS } from '../payment-limits';
import { provideAppDeps, type AppRuntime } from './app-deps.binding';
import { provide, provideValue } from './container';
import { TOKENS as T, type MailDelivery, type Payments } from './tokens';

/** How the Stripe client is made from the secret key (tests point it at a local fake). */
export type StripeFactory = (secretKey: string) => Stripe | Promise<Stripe>;

/** The real client; the SDK is loaded only when Stripe is configured, so a simulator start never pays for it. */
const loadStripe: StripeFactory = async (secretKey) => new (await import('stripe')).default(secretKey);

/** What the process running the server gives it besides the settings (and, for tests, a Stripe client on a fake). */
export interface RuntimeOptions extends AppRuntime {
  readonly stripe?: StripeFactory;
}

/** The database the server uses: PostgreSQL with DATABASE_URL, else the embedded file under DATA_DIR. */
export function databaseConfigOf(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): DatabaseConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: path.join(path.resolve(config.dataDir), 'chapter.sqlite') };
}

/** Said once at start in production without SMTP_URL (the console outbox then logs no mail's text). */
const NO_MAIL_IN_PRODUCTION =
  'Warning: SMTP_URL is not set, so e-mail is not being delivered: sign-up codes, password resets and receipts reach nobody. ' +
  "Only each mail's recipient and subject are logged. Set SMTP_URL.";

/** The per-client limits of /auth, in this process's memory (the per-account ones are in the database). */
function authLimiters(clock: AppDeps['clock'], requestsPerWindow: number): AuthLimiters {
  const limits = authLimitsOf(requestsPerWindow);
  const limiter = (failures: number) => new InMemoryRateLimiter(clock, { failures, windowSeconds: AUTH_WINDOW_SECONDS });
  return { requests: limiter(limits.requests), mail: limiter(limits.mail), failures: limiter(limits.failures) };
}

/** The name e-mails sign with and authenticator apps show: MAIL_FROM's display name. */
function issuerOf(mailFrom: string): string {
  return /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1] ?? 'Alumni Chapter';
}

/** The transport the queue's worker sends through: SMTP with SMTP_URL, else the console outbox. */
function transportOf(config: ServerConfig) {
  const served = config.devOutbox !== 'off';
  if (config.production && !config.smtpUrl) console.warn(NO_MAIL_IN_PRODUCTION);
  const sent = config.smtpUrl
    ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : new ConsoleOutboxMailer(systemClock, { keep: served, logText: !config.production });
  // Every mail is laid out in the chapter's template on its way out (queue -> template -> transport).
  const chapter = mailChapterOf(config, issuerOf(config.mailFrom));
  return {
    transport: loggedMailer(new TemplatedMailer(sent, chapter), (line) => console.error(line)),
    outbox: sent instanceof ConsoleOutboxMailer && served ? sent : null,
  };
}

/**
 * The durable mail queue over the database: every mail the app sends is stored in `mail_queue`,
 * tried at once, and retried by the worker (started by main.ts, or drained by the Lambda's schedule).
 */
function mailDeliveryOf(
  database: Database,
  transport: Mailer,
  preferences: MailPreferences,
  clock: Clock,
  ids: IdGenerator,
  config: ServerConfig,
): MailDelivery {
  const store = new SqlMailQueueStore(database.db);
  const worker = new MailWorker({
    store,
    transport,
    clock,
    ids,
    sleep: nodeSleep,
    perMinute: config.mailPerMinute,
    leaseMs: config.mailLeaseSeconds * 1000,
    log: (line) => console.error(line),
  });
  const queue = new DurableMailQueue({ store, preferences, worker, clock, ids });
  return { store, queue, worker, jobRuns: new SqlJobRuns(database.db) };
}

/**
 * The self-hosted wiring (`npm start`, and the Lambda's base): the database (SQLite under DATA_DIR,
 * or PostgreSQL), the identity service over it with argon2id and a keyed digest, SQL repositories
 * (events and officers answered from memory until the next write), files on disk, SMTP or the
 * outbox, Stripe or the card simulator, the in-memory rate limits, and the page texts in the
 * database, rendered from Markdown by markdown-it and sanitize-html.
 */
export function selfHostedModule(config: ServerConfig, runtime: RuntimeOptions): ContainerModule {
  return new ContainerModule((binder) => {
    const { transport, outbox } = transportOf(config);
    provideValue(binder, T.config, config);
    provideValue(binder, T.dataDir, path.resolve(config.dataDir));
    // The journeys' movable clock only where the configuration allows it (TEST_CLOCK=1 with NODE_ENV=test).
    provideValue(binder, T.clock, config.testClock === true ? new ShiftableClock(systemClock) : systemClock);
    provideValue(binder, T.ids, new CryptoIds());
    provideValue(binder, T.transport, transport);
    // Which lists each address has left, in the database; the links signed with the tickets' key.
    provide(
      binder,
      T.mailPreferences,
      [T.database, T.ticketing],
      (database, ticketing) => new SqlMailPreferences(database.db, ticketing.tokens, config.publicUrl),
    );
    provide(
      binder,
      T.mailDelivery,
      [T.database, T.transport, T.mailPreferences, T.clock, T.ids],
      (database, sender, preferences, clock, ids) => mailDeliveryOf(database, sender, preferences, clock, ids, config),
    );
    provide(binder, T.mailer, [T.mailDelivery], (delivery) => delivery.queue);
    provide(binder, T.duesReminderStore, [T.database], (database) => new SqlDuesReminders(database.db));
    // 'Download my data' and 'Delete my account' read and clear every table of this database (own-data-tables.ts).
    provide(binder, T.ownData, [T.database], (database) => new SqlOwnData(database.db));
    provide(binder, T.givingStatementRuns, [T.database], (database) => new SqlGivingStatementRuns(database.db));
    provideValue(binder, T.outbox, outbox);
    provideValue(binder, T.callers, undefined);
    provideValue(binder, T.contentChanges, new ContentVersion());
    provideValue(binder, T.markdown, markdownItRenderer());
    provide(binder, T.database, [], () => openDatabase(databaseConfigOf(config)));
    provide(binder, T.health, [T.database], (database) => () => checkDatabase(database.db));
    provide(binder, T.diskSpace, [T.dataDir], (dataDir) => ({ folder: dataDir, space: new StatfsDiskSpace() }));
    provide(binder, T.identity, [T.dataDir, T.database, T.mailer, T.clock, T.ids], (dataDir, database, identityMailer, clock, ids) =>
      createIdentityService({
        store: new SqlAccountStore(database.db),
        passwords: new Argon2PasswordHasher(),
        digest: new HmacSecretDigest(loadOrCreateDigestKey(path.join(dataDir, 'digest.key'))._unsafeUnwrap()),
        mailer: identityMailer,
        clock,
        ids,
        config: { admins: config.admins, issuer: issuerOf(config.mailFrom), adminTwoStepRequired: config.adminTwoStepRequired },
      }),
    );
    provide(binder, T.accountSessions, [T.identity], (identity) => identity);
    provide(binder, T.members, [T.database, T.clock], (database, clock) => new SqlMemberRepository(database.db, clock));
    // The public listings, and GraphQL's answers of public reads, are answered from memory and
    // forgotten on every write (this server is the only writer of its database); see docs/performance.md.
    provide(
      binder,
      T.events,
      [T.database, T.clock, T.ids, T.contentChanges],
      (database, clock, ids, changes) =>
        new CachedNamedRepository(sqlEventRepository(database.db, clock, ids), LISTING_CACHE_SIZE, changes),
    );
    provide(
      binder,
      T.officers,
      [T.database, T.clock, T.ids, T.contentChanges],
      (database, clock, ids, changes) =>
        new CachedNamedRepository(sqlOfficerRepository(database.db, clock, ids), LISTING_CACHE_SIZE, changes),
    );
    // News and committees are rendered to safe HTML under the cache: a listed page is rendered once per write.
    provide(
      binder,
      T.news,
      [T.database, T.clock, T.ids, T.contentChanges, T.markdown],
      (database, clock, ids, changes, markdown) =>
        new CachedNamedRepository(renderedNews(sqlNewsPostRepository(database.db, clock, ids), markdown), LISTING_CACHE_SIZE, changes),
    );
    provide(
      binder,
      T.committees,
      [T.database, T.clock, T.ids, T.contentChanges, T.markdown],
      (database, clock, ids, changes, markdown) =>
        new CachedNamedRepository(
          renderedCommittees(sqlCommitteeRepository(database.db, clock, ids), markdown),
          LISTING_CACHE_SIZE,
          changes,
        ),
    );
    provide(binder, T.documents, [T.dataDir, T.database, T.clock, T.ids], (dataDir, database, clock, ids) =>
      DiskDocumentStore.open({
        root: path.join(dataDir, 'files'),
        publicUrl: config.publicUrl,
        clock,
        ids,
        index: new SqlDocumentIndex(database.db),
      }),
    );
    // The disk store also serves the files behind the links it signs.
    provide(binder, T.files, [T.documents], (documents) => documents as DiskDocumentStore);
    provide(binder, T.ledger, [T.database, T.clock], (database, clock) => new SqlOrderLedger(database.db, clock));
    provide(binder, T.roster, [T.database, T.clock], (database, clock) => new SqlMemberRoster(database.db, clock));
    provide(binder, T.officerSummary, [T.database], (database) => new SqlOfficerSummary(database.db));
    // Events, seats, tickets and the waiting list in the database (migration 0006 stores the spec's
    // four events); the signing key too, not in DATA_DIR: every process (and Lambda instance) signs alike.
    provide(binder, T.ticketing, [T.database, T.clock], async (database, clock) => ({
      events: new SqlTicketedEventStore(database.db),
      tickets: new SqlTicketBook(database.db),
      waitingList: new SqlWaitingList(database.db),
      tokens: new HmacSignedTokens(await loadOrCreateSigningKey(database.db, 'tokens', () => isoNow(clock))),
    }));
    provide(binder, T.siteTexts, [T.database], (database) => new SqlSiteTextRepository(database.db));
    // The scheduled backups (BACKUP_EVERY into BACKUP_DIR) and their log in the database.
    provide(binder, T.backups, [T.database, T.clock, T.ids], (database, clock, ids) => {
      const where = databaseConfigOf(config);
      return serverBackups({
        config,
        database,
        sqliteFile: where.kind === 'sqlite' ? where.file : null,
        log: new SqlBackupLog(database.db, ids),
        clock,
      });
    });
    // The officers' grants and the audit log stay in this database in the aws wiring too.
    provide(binder, T.officerAccess, [T.database], (database) => ({
      roleGrants: new SqlRoleGrants(database.db),
      auditLog: new SqlAuditLog(database.db),
    }));
    // The officers' campaigns in the database; their mails go through the durable queue (T.mailDelivery).
    provide(binder, T.memberEmail, [T.database, T.mailPreferences], (database, mailPreferences) => ({
      mailPreferences,
      campaigns: new SqlCampaignStore(database.db),
    }));
    // The chapter's settings and each person's payments, in this database in the aws wiring too (the orders are here).
    provide(binder, T.receipts, [T.database], (database) => ({
      chapterSettings: new SqlChapterSettings(database.db, defaultChapterSettings(config)),
      paymentHistory: new SqlPaymentHistory(database.db),
    }));
    provide(binder, T.payments, [T.database, T.clock, T.ids], async (database, clock, ids): Promise<Payments> => {
      if (config.stripe) {
        const stripe = await (runtime.stripe ?? loadStripe)(config.stripe.secretKey);
        return { processor: new StripePaymentProcessor({ stripe, webhookSecret: config.stripe.webhookSecret, clock }), simulator: null };
      }
      const simulator = new SqlCardSimulator({ db: database.db, clock, ids, webhookSecret: ids.secret(), hmac: nodeHmacSha256 });
      return { processor: simulator, simulator };
    });
    provide(binder, T.limits, [T.clock], (clock) => ({
      rateLimiter: new InMemoryRateLimiter(clock),
      cardDeclines: new InMemoryRateLimiter(clock, CARD_DECLINE_LIMIT),
      orderDeclines: new InMemoryRateLimiter(clock, ORDER_DECLINE_LIMIT),
      paymentStarts: new InMemoryRateLimiter(clock, { failures: config.paymentRateLimit, windowSeconds: PAYMENT_WINDOW_SECONDS }),
      authLimits: authLimiters(clock, config.authRateLimit),
      contactMessages: new InMemoryRateLimiter(clock, { failures: CONTACT_MESSAGES_PER_WINDOW, windowSeconds: CONTACT_WINDOW_SECONDS }),
    }));
    // The member directory over the members' database; its searches counted in memory, as every other limit.
    provide(binder, T.directory, [T.database, T.clock], (database, clock) => directoryOf(new SqlMemberDirectory(database.db), clock));
    provideAppDeps(binder, runtime);
  });
}
