import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { okAsync } from 'neverthrow';
import { CachedNamedRepository, ContentVersion, LISTING_CACHE_SIZE } from '../../src/adapters/caching/cached-listings';
import { InMemoryAccountStore } from '../../src/adapters/in-memory/in-memory-account-store';
import { InMemoryAuditLog } from '../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryRoleGrants } from '../../src/adapters/in-memory/in-memory-role-grants';
import { InMemoryDocumentStore } from '../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryMemberRepository } from '../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryNamedRepository } from '../../src/adapters/in-memory/in-memory-named-repository';
import { InMemoryOrderLedger } from '../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryMemberRoster } from '../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryCampaignStore } from '../../src/adapters/in-memory/in-memory-campaign-store';
import { InMemoryMailPreferences } from '../../src/adapters/in-memory/in-memory-mail-preferences';
import { InMemoryMemberDirectory } from '../../src/adapters/in-memory/in-memory-member-directory';
import { directoryOf } from '../../src/server/wiring/directory-service';
import { InMemoryOfficerSummary } from '../../src/adapters/in-memory/in-memory-officer-summary';
import { InMemoryTicketBook } from '../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { InMemoryWaitingList } from '../../src/adapters/in-memory/in-memory-waiting-list';
import { InMemoryJobRuns } from '../../src/adapters/in-memory/in-memory-job-runs';
import { InMemoryDuesReminders } from '../../src/adapters/in-memory/in-memory-dues-reminders';
import { InMemoryGivingStatementRuns } from '../../src/adapters/in-memory/in-memory-giving-statement-runs';
import { InMemoryChapterSettings } from '../../src/adapters/in-memory/in-memory-chapter-settings';
import { InMemoryPaymentHistory } from '../../src/adapters/in-memory/in-memory-payment-history';
import { defaultChapterSettings } from '../../src/server/chapter-settings-defaults';
import { InMemoryMailQueueStore } from '../../src/adapters/in-memory/in-memory-mail-queue-store';
import { DurableMailQueue } from '../../src/application/server/mail/durable-mail-queue';
import { MailWorker } from '../../src/application/server/mail/mail-worker';
import { HmacSignedTokens } from '../../src/adapters/crypto/hmac-signed-tokens';
import { SPEC_EVENTS } from '../../src/domain/spec-events';
import type { InMemoryPaymentProcessor } from '../../src/adapters/in-memory/in-memory-payment-processor';
import { InMemoryRateLimiter } from '../../src/adapters/in-memory/in-memory-rate-limiter';
import { InMemorySiteTextRepository } from '../../src/adapters/in-memory/in-memory-site-text-repository';
import { markdownItRenderer } from '../../src/adapters/markdown/markdown-it-renderer';
import type { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import type { OutboxMailer } from '../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import { renderedCommittees, renderedNews } from '../../src/adapters/markdown/rendered-named-repository';
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_SECONDS } from '../../src/application/server/contact/send-contact-message.use-case';
import { CARD_DECLINE_LIMIT, ORDER_DECLINE_LIMIT } from '../../src/application/server/payments/card-testing';
import { COMMITTEES, EVENTS, NEWS_POSTS, OFFICERS } from '../../src/domain/named-records';
import { createIdentityService } from '../../src/identity/service/identity-service';
import type { MailDelivery } from '../../src/server/wiring/tokens';
import type { AppDeps } from '../../src/server/app-deps';
import { AUTH_WINDOW_SECONDS, authLimitsOf, type AuthLimiters } from '../../src/server/auth-limits';
import type { Clock } from '../../src/application/ports/clock.port';
import { DEFAULT_AUTH_RATE_LIMIT, readConfig } from '../../src/server/config';
import { PAYMENT_WINDOW_SECONDS } from '../../src/server/payment-limits';
import type { LogSink } from '../../src/server/request-log';
import { provideAppDeps } from '../../src/server/wiring/app-deps.binding';
import { provide, provideValue } from '../../src/server/wiring/container';
import { TOKENS as T } from '../../src/server/wiring/tokens';

/** The first administrator of every test app (ADMIN_EMAILS). */
export const TEST_ADMIN = 'chair@example.org';

/** The server's per-client /auth limits (the self-hosted module builds the same), `requests` per ten minutes. */
export function testAuthLimiters(clock: Clock, requests = DEFAULT_AUTH_RATE_LIMIT): AuthLimiters {
  const limits = authLimitsOf(requests);
  const limiter = (failures: number) => new InMemoryRateLimiter(clock, { failures, windowSeconds: AUTH_WINDOW_SECONDS });
  return { requests: limiter(limits.requests), mail: limiter(limits.mail), failures: limiter(limits.failures) };
}

/** What a test keeps its hands on: the clock it moves, the ids, the outbox, the processor and the request log. */
export interface TestParts {
  readonly clock: ManualClock;
  readonly ids: SequentialIds;
  readonly mailer: OutboxMailer;
  readonly processor: InMemoryPaymentProcessor;
  readonly log: LogSink;
}

/**
 * The tests' wiring: the same tokens as the self-hosted module (src/server/wiring), bound to the
 * in-memory adapters, with the settings `npm start` reads for a development server at
 * http://localhost:8787 whose administrator is TEST_ADMIN. Events and officers are cached like
 * the server's, so every app test reads through both caches.
 */
function testModule(parts: TestParts): ContainerModule {
  const { clock, ids, mailer, processor, log } = parts;
  const config = readConfig({ ADMIN_EMAILS: TEST_ADMIN, PUBLIC_URL: 'http://localhost:8787' })._unsafeUnwrap();
  // The wiring's one audit log, appended by every in-memory adapter that records an officer's write.
  const audit = new InMemoryAuditRecords();
  return new ContainerModule((binder) => {
    provideValue(binder, T.config, config);
    provideValue(binder, T.clock, clock);
    provideValue(binder, T.ids, ids);
    // Every mail goes through the durable queue (in memory), tried at once into the outbox, as the server's does.
    provideValue(binder, T.transport, mailer);
    provide(binder, T.mailPreferences, [T.ticketing], (ticketing) => new InMemoryMailPreferences(ticketing.tokens, config.publicUrl));
    // The queue draws its ids (mails, leases) from its own sequence, so the records' predictable ids stay as they were.
    provide(binder, T.mailDelivery, [T.mailPreferences], (preferences) => {
      const store = new InMemoryMailQueueStore(audit);
      const queueIds = new SequentialIds();
      const worker = new MailWorker({
        store,
        transport: mailer,
        clock,
        ids: queueIds,
        sleep: async (ms) => clock.advance(ms),
        perMinute: 600,
        leaseMs: 120_000,
      });
      const queue = new DurableMailQueue({ store, preferences, worker, clock, ids: queueIds });
      return { store, queue, worker, jobRuns: new InMemoryJobRuns() };
    });
    provide(binder, T.mailer, [T.mailDelivery], (delivery) => delivery.queue);
    provide(binder, T.duesReminderStore, [T.members], (members) => new InMemoryDuesReminders(members, audit));
    provide(binder, T.givingStatementRuns, [], () => new InMemoryGivingStatementRuns(audit));
    provideValue(binder, T.outbox, mailer);
    provideValue(binder, T.callers, undefined);
    provideValue(binder, T.contentChanges, new ContentVersion());
    provideValue(binder, T.markdown, markdownItRenderer());
    provideValue(binder, T.files, undefined);
    provideValue(binder, T.payments, { processor, simulator: processor });
    // The in-memory stores have no connection to lose; a test swaps this to play an outage.
    provideValue(binder, T.health, () => okAsync(undefined));
    // No disk to watch: a test passes its own `diskSpace` to check /healthz's disk check.
    provideValue(binder, T.diskSpace, null);
    provide(binder, T.identity, [T.mailer], (identityMailer) =>
      createIdentityService({
        store: new InMemoryAccountStore(audit),
        passwords: new PlainPasswordHasher(),
        digest: new PlainSecretDigest(),
        mailer: identityMailer,
        clock,
        ids,
        config: { admins: config.admins, issuer: 'Alumni Chapter', adminTwoStepRequired: false },
      }),
    );
    provide(binder, T.accountSessions, [T.identity], (identity) => identity);
    provide(binder, T.officerAccess, [], () => ({ roleGrants: new InMemoryRoleGrants(audit), auditLog: new InMemoryAuditLog(audit) }));
    provide(binder, T.members, [], () => new InMemoryMemberRepository(clock, audit));
    provide(
      binder,
      T.events,
      [T.contentChanges],
      (changes) => new CachedNamedRepository(new InMemoryNamedRepository(EVENTS, clock, ids, audit), LISTING_CACHE_SIZE, changes),
    );
    provide(
      binder,
      T.officers,
      [T.contentChanges],
      (changes) => new CachedNamedRepository(new InMemoryNamedRepository(OFFICERS, clock, ids, audit), LISTING_CACHE_SIZE, changes),
    );
    provide(
      binder,
      T.news,
      [T.contentChanges, T.markdown],
      (changes, markdown) =>
        new CachedNamedRepository(
          renderedNews(new InMemoryNamedRepository(NEWS_POSTS, clock, ids, audit), markdown),
          LISTING_CACHE_SIZE,
          changes,
        ),
    );
    provide(
      binder,
      T.committees,
      [T.contentChanges, T.markdown],
      (changes, markdown) =>
        new CachedNamedRepository(
          renderedCommittees(new InMemoryNamedRepository(COMMITTEES, clock, ids, audit), markdown),
          LISTING_CACHE_SIZE,
          changes,
        ),
    );
    provide(binder, T.documents, [], () => new InMemoryDocumentStore(clock, ids, audit));
    provide(binder, T.ledger, [T.members], (members) => new InMemoryOrderLedger(audit, members as InMemoryMemberRepository));
    provide(
      binder,
      T.roster,
      [T.members, T.ledger],
      (members, ledger) => new InMemoryMemberRoster(members as InMemoryMemberRepository, ledger as InMemoryOrderLedger, audit),
    );
    provide(
      binder,
      T.officerSummary,
      [T.members, T.ledger],
      (members, ledger) => new InMemoryOfficerSummary(members as InMemoryMemberRepository, ledger as InMemoryOrderLedger),
    );
    // The spec's four ticket pages are events in every install (the database's migration stores them).
    provide(binder, T.ticketing, [], () => ({
      events: new InMemoryTicketedEventStore(SPEC_EVENTS, undefined, audit),
      tickets: new InMemoryTicketBook(),
      waitingList: new InMemoryWaitingList(audit),
      tokens: new HmacSignedTokens(Buffer.alloc(32, 7)),
    }));
    provide(binder, T.siteTexts, [], () => new InMemorySiteTextRepository(audit));
    provideValue(binder, T.backups, null);
    provide(binder, T.memberEmail, [T.mailPreferences], (mailPreferences) => ({
      mailPreferences,
      campaigns: new InMemoryCampaignStore(audit),
    }));
    provide(binder, T.receipts, [T.ledger], (ledger) => ({
      chapterSettings: new InMemoryChapterSettings(defaultChapterSettings(config), audit),
      paymentHistory: new InMemoryPaymentHistory(ledger),
    }));
    provide(binder, T.limits, [], () => ({
      rateLimiter: new InMemoryRateLimiter(clock),
      cardDeclines: new InMemoryRateLimiter(clock, CARD_DECLINE_LIMIT),
      orderDeclines: new InMemoryRateLimiter(clock, ORDER_DECLINE_LIMIT),
      paymentStarts: new InMemoryRateLimiter(clock, { failures: config.paymentRateLimit, windowSeconds: PAYMENT_WINDOW_SECONDS }),
      authLimits: testAuthLimiters(clock),
      contactMessages: new InMemoryRateLimiter(clock, { failures: CONTACT_MESSAGES_PER_WINDOW, windowSeconds: CONTACT_WINDOW_SECONDS }),
    }));
    // A member's own data is read and cleared in SQL only (sql-own-data.ts): its tests run the server over SQLite.
    provideValue(binder, T.ownData, null);
    provide(binder, T.directory, [T.members], (members) =>
      directoryOf(new InMemoryMemberDirectory(members as InMemoryMemberRepository), clock),
    );
    provideAppDeps(binder, { clientDir: null, log });
  });
}

/** The app's dependencies from the tests' wiring (every binding is synchronous, so no await). */
/** The tests' wiring's app dependencies and its mail queue's worker, which a test runs to send what was queued (no loop runs here). */
export function testWiring(parts: TestParts): { readonly deps: AppDeps; readonly mail: MailDelivery } {
  const container = new Container();
  container.load(testModule(parts));
  return { deps: container.get<AppDeps>(T.appDeps.id), mail: container.get<MailDelivery>(T.mailDelivery.id) };
}
