import { okAsync } from 'neverthrow';
import { CachedNamedRepository, ContentVersion, LISTING_CACHE_SIZE } from '../../src/adapters/caching/cached-listings';
import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { InMemoryAccountStore } from '../../src/adapters/in-memory/in-memory-account-store';
import { InMemoryDocumentStore } from '../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryMemberRepository } from '../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryNamedRepository } from '../../src/adapters/in-memory/in-memory-named-repository';
import { InMemoryOrderLedger } from '../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryPaymentProcessor } from '../../src/adapters/in-memory/in-memory-payment-processor';
import { InMemoryRateLimiter } from '../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import { CARD_DECLINE_LIMIT, ORDER_DECLINE_LIMIT } from '../../src/application/server/payments/card-testing';
import { createIdentityService } from '../../src/identity/service/identity-service';
import { parseAdminList } from '../../src/domain/access';
import { EVENTS, OFFICERS } from '../../src/domain/named-records';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import { AUTH_WINDOW_SECONDS, authLimitsOf, type AuthLimiters } from '../../src/server/auth-limits';
import { DEFAULT_AUTH_RATE_LIMIT, DEFAULT_PAYMENT_RATE_LIMIT } from '../../src/server/config';
import type { Clock } from '../../src/application/ports/clock.port';
import { PAYMENT_WINDOW_SECONDS } from '../../src/server/payment-limits';
import { TRUST_NO_PROXY } from '../../src/server/proxy-trust';
import type { LogLine } from '../../src/server/request-log';

export const TEST_ADMIN = 'chair@example.org';

/** The server's per-client /auth limits at their defaults (composition-root.ts builds the same). */
export function testAuthLimiters(clock: Clock, requests = DEFAULT_AUTH_RATE_LIMIT): AuthLimiters {
  const limits = authLimitsOf(requests);
  const limiter = (failures: number) => new InMemoryRateLimiter(clock, { failures, windowSeconds: AUTH_WINDOW_SECONDS });
  return { requests: limiter(limits.requests), mail: limiter(limits.mail), failures: limiter(limits.failures) };
}
export const TEST_WEBHOOK_SECRET = 'whsec_test_app_world';

/**
 * The whole server app over in-memory adapters, for `app.request()` tests: the same routes and
 * use cases as production, with a clock that stands still (at the real time, so authenticator
 * codes agree) and an outbox instead of mail. Pass overrides to swap any dependency.
 */
export function appWorld(overrides: Partial<AppDeps> = {}) {
  const clock = new ManualClock(Date.now());
  const ids = new SequentialIds();
  const mailer = new OutboxMailer(clock);
  const admins = parseAdminList(TEST_ADMIN)._unsafeUnwrap();
  const processor = new InMemoryPaymentProcessor({ clock, ids, webhookSecret: TEST_WEBHOOK_SECRET, hmac: nodeHmacSha256 });
  const logs: LogLine[] = [];
  const contentChanges = new ContentVersion();
  // GraphQL remembers public answers only while every write bumps this: not over a swapped-in repository.
  const remembering = overrides.events === undefined && overrides.officers === undefined ? { contentChanges } : {};
  const deps: AppDeps = {
    config: { production: false, publicUrl: 'http://localhost:8787', stripe: null, admins, trustProxy: TRUST_NO_PROXY, devOutbox: 'loopback' },
    clock,
    ids,
    identity: createIdentityService({
      store: new InMemoryAccountStore(),
      passwords: new PlainPasswordHasher(),
      digest: new PlainSecretDigest(),
      mailer,
      clock,
      ids,
      config: { admins, issuer: 'Alumni Chapter', adminTwoStepRequired: false },
    }),
    members: new InMemoryMemberRepository(clock),
    // Cached like the server's (composition-root.ts), so every app test reads through both caches.
    events: new CachedNamedRepository(new InMemoryNamedRepository(EVENTS, clock, ids), LISTING_CACHE_SIZE, contentChanges),
    officers: new CachedNamedRepository(new InMemoryNamedRepository(OFFICERS, clock, ids), LISTING_CACHE_SIZE, contentChanges),
    ...remembering,
    documents: new InMemoryDocumentStore(clock, ids),
    ledger: new InMemoryOrderLedger(),
    processor,
    simulator: processor,
    rateLimiter: new InMemoryRateLimiter(clock),
    cardDeclines: new InMemoryRateLimiter(clock, CARD_DECLINE_LIMIT),
    orderDeclines: new InMemoryRateLimiter(clock, ORDER_DECLINE_LIMIT),
    paymentStarts: new InMemoryRateLimiter(clock, { failures: DEFAULT_PAYMENT_RATE_LIMIT, windowSeconds: PAYMENT_WINDOW_SECONDS }),
    authLimits: testAuthLimiters(clock),
    mailer,
    outbox: mailer,
    clientDir: null,
    log: (line) => logs.push(line),
    // The in-memory stores have no connection to lose; a test swaps this to play an outage.
    health: () => okAsync(undefined),
    ...overrides,
  };
  return { app: createApp(deps), deps, clock, mailer, processor, logs };
}

export type AppWorld = ReturnType<typeof appWorld>;
