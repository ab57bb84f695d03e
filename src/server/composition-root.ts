import 'reflect-metadata';
import { Container, type ServiceIdentifier } from 'inversify';
import path from 'node:path';
import type Stripe from 'stripe';
import { CachedNamedRepository, ContentVersion, LISTING_CACHE_SIZE } from '../adapters/caching/cached-listings';
import { nodeHmacSha256 } from '../adapters/card-simulator/node-hmac';
import { SqlCardSimulator } from '../adapters/card-simulator/sql-card-simulator';
import { Argon2PasswordHasher } from '../adapters/crypto/argon2-password-hasher';
import { CryptoIds } from '../adapters/crypto/crypto-ids';
import { loadOrCreateDigestKey } from '../adapters/crypto/digest-key';
import { HmacSecretDigest } from '../adapters/crypto/hmac-secret-digest';
import { openDatabase, type Database, type DatabaseConfig } from '../adapters/database/database';
import { checkDatabase } from '../adapters/database/database-health';
import { SqlAccountStore } from '../adapters/database/sql-account-store';
import { SqlDocumentIndex } from '../adapters/database/sql-document-index';
import { SqlMemberRepository } from '../adapters/database/sql-member-repository';
import { sqlEventRepository, sqlOfficerRepository } from '../adapters/database/sql-named-repository';
import { SqlOrderLedger } from '../adapters/database/sql-order-ledger';
import { DiskDocumentStore } from '../adapters/files/disk-document-store';
import { InMemoryRateLimiter } from '../adapters/in-memory/in-memory-rate-limiter';
import { ConsoleOutboxMailer } from '../adapters/mail/console-outbox-mailer';
import { SmtpMailer } from '../adapters/mail/smtp-mailer';
import { StripePaymentProcessor } from '../adapters/stripe/stripe-payment-processor';
import { systemClock } from '../adapters/system/system-clock';
import { CARD_DECLINE_LIMIT, ORDER_DECLINE_LIMIT } from '../application/server/payments/card-testing';
import { createIdentityService, type IdentityService } from '../identity/service/identity-service';
import type { Clock } from '../application/ports/clock.port';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { Mailer } from '../application/ports/mailer.port';
import type { CardSimulator, PaymentProcessor } from '../application/ports/payment-processor.port';
import type { AppDeps, OutboxReader } from './app-deps';
import type { ServerConfig } from './config';
import { AUTH_WINDOW_SECONDS, authLimitsOf, type AuthLimiters } from './auth-limits';
import { loggedMailer } from './logged-mailer';
import { PAYMENT_WINDOW_SECONDS } from './payment-limits';
import type { LogSink } from './request-log';

/**
 * The server's composition root: the only place (with main.ts) that knows the concrete adapters
 * and the container. The container holds the pieces the configuration chooses between (SQLite or
 * PostgreSQL, Stripe or the card simulator, SMTP or the outbox) and those with start-up work
 * (keys, folders), each a singleton; the plain SQL repositories are built over the database.
 */
const T = {
  config: Symbol('config'),
  dataDir: Symbol('dataDir'),
  database: Symbol('database'),
  clock: Symbol('clock'),
  ids: Symbol('ids'),
  mailer: Symbol('mailer'),
  outbox: Symbol('outbox'),
  identity: Symbol('identity'),
  documents: Symbol('documents'),
  payments: Symbol('payments'),
  stripe: Symbol('stripe'),
} as const;

interface Payments {
  readonly processor: PaymentProcessor;
  readonly simulator: CardSimulator | null;
}

/** The database the server uses: PostgreSQL with DATABASE_URL, else the embedded file under DATA_DIR. */
export function databaseConfigOf(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): DatabaseConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: path.join(path.resolve(config.dataDir), 'chapter.sqlite') };
}

/** How the Stripe client is made from the secret key (tests point it at a local fake). */
export type StripeFactory = (secretKey: string) => Stripe | Promise<Stripe>;

/** The real client; the SDK is loaded only when Stripe is configured, so a simulator start never pays for it. */
const loadStripe: StripeFactory = async (secretKey) => new (await import('stripe')).default(secretKey);

/** Said once at start in production without SMTP_URL (the console outbox then logs no mail's text). */
const NO_MAIL_IN_PRODUCTION =
  "Warning: SMTP_URL is not set, so e-mail is not being delivered: sign-up codes, password resets and receipts reach nobody. " +
  "Only each mail's recipient and subject are logged. Set SMTP_URL.";

function bindInfrastructure(container: Container, config: ServerConfig, stripe: StripeFactory): void {
  const dataDir = path.resolve(config.dataDir);
  container.bind<StripeFactory>(T.stripe).toConstantValue(stripe);
  container.bind(T.config).toConstantValue(config);
  container.bind(T.dataDir).toConstantValue(dataDir);
  container.bind<Clock>(T.clock).toConstantValue(systemClock);
  container.bind<IdGenerator>(T.ids).toConstantValue(new CryptoIds());
  container
    .bind<Database>(T.database)
    .toConstantValue(openDatabase(databaseConfigOf(config)));
  const served = config.devOutbox !== 'off';
  if (config.production && !config.smtpUrl) console.warn(NO_MAIL_IN_PRODUCTION);
  const mailer = config.smtpUrl ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : new ConsoleOutboxMailer(systemClock, { keep: served, logText: !config.production });
  container.bind<Mailer>(T.mailer).toConstantValue(loggedMailer(mailer, (line) => console.error(line)));
  container.bind<OutboxReader | null>(T.outbox).toConstantValue(mailer instanceof ConsoleOutboxMailer && served ? mailer : null);
}

/** The per-client limits of /auth, in this process's memory (the per-account ones are in the database). */
export function authLimiters(clock: Clock, requestsPerWindow: number): AuthLimiters {
  const limits = authLimitsOf(requestsPerWindow);
  const limiter = (failures: number) => new InMemoryRateLimiter(clock, { failures, windowSeconds: AUTH_WINDOW_SECONDS });
  return { requests: limiter(limits.requests), mail: limiter(limits.mail), failures: limiter(limits.failures) };
}

/** The name e-mails sign with and authenticator apps show: MAIL_FROM's display name. */
function issuerOf(mailFrom: string): string {
  return /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1] ?? 'Alumni Chapter';
}

function bindServices(container: Container): void {
  container
    .bind<IdentityService>(T.identity)
    .toResolvedValue(
      (config: ServerConfig, dataDir: string, database: Database, mailer: Mailer, clock: Clock, ids: IdGenerator) =>
        createIdentityService({
          store: new SqlAccountStore(database.db),
          passwords: new Argon2PasswordHasher(),
          digest: new HmacSecretDigest(loadOrCreateDigestKey(path.join(dataDir, 'digest.key'))._unsafeUnwrap()),
          mailer,
          clock,
          ids,
          config: { admins: config.admins, issuer: issuerOf(config.mailFrom), adminTwoStepRequired: config.adminTwoStepRequired },
        }),
      [T.config, T.dataDir, T.database, T.mailer, T.clock, T.ids],
    )
    .inSingletonScope();
  container
    .bind<DiskDocumentStore>(T.documents)
    .toResolvedValue(
      (config: ServerConfig, dataDir: string, database: Database, clock: Clock, ids: IdGenerator) =>
        DiskDocumentStore.open({ root: path.join(dataDir, 'files'), publicUrl: config.publicUrl, clock, ids, index: new SqlDocumentIndex(database.db) }),
      [T.config, T.dataDir, T.database, T.clock, T.ids],
    )
    .inSingletonScope();
  container
    .bind<Payments>(T.payments)
    .toResolvedValue(
      async (config: ServerConfig, database: Database, clock: Clock, ids: IdGenerator, makeStripe: StripeFactory): Promise<Payments> => {
        if (config.stripe) {
          const stripe = await makeStripe(config.stripe.secretKey);
          return { processor: new StripePaymentProcessor({ stripe, webhookSecret: config.stripe.webhookSecret, clock }), simulator: null };
        }
        const simulator = new SqlCardSimulator({ db: database.db, clock, ids, webhookSecret: ids.secret(), hmac: nodeHmacSha256 });
        return { processor: simulator, simulator };
      },
      [T.config, T.database, T.clock, T.ids, T.stripe],
    )
    .inSingletonScope();
}

async function get<V>(container: Container, token: ServiceIdentifier<V>): Promise<V> {
  return container.getAsync<V>(token);
}

/**
 * Builds everything the app needs from the configuration. The caller migrates the database
 * (returned so it can also close it) before serving.
 */
export async function composeServer(
  config: ServerConfig,
  options: { readonly clientDir: string | null; readonly log: LogSink; readonly stripe?: StripeFactory },
): Promise<{ readonly deps: AppDeps; readonly database: Database; readonly dataDir: string }> {
  const container = new Container();
  bindInfrastructure(container, config, options.stripe ?? loadStripe);
  bindServices(container);
  const database = await get<Database>(container, T.database);
  const [clock, ids, mailer, outbox, identity, documents, payments] = await Promise.all([
    get<Clock>(container, T.clock),
    get<IdGenerator>(container, T.ids),
    get<Mailer>(container, T.mailer),
    get<OutboxReader | null>(container, T.outbox),
    get<IdentityService>(container, T.identity),
    get<DiskDocumentStore>(container, T.documents),
    get<Payments>(container, T.payments),
  ]);
  const contentChanges = new ContentVersion();
  const deps: AppDeps = {
    config,
    clock,
    ids,
    identity,
    members: new SqlMemberRepository(database.db, clock),
    // The public listings, and GraphQL's answers of public reads, are answered from memory and
    // forgotten on every write (this server is the only writer of its database); see docs/performance.md.
    events: new CachedNamedRepository(sqlEventRepository(database.db, clock, ids), LISTING_CACHE_SIZE, contentChanges),
    officers: new CachedNamedRepository(sqlOfficerRepository(database.db, clock, ids), LISTING_CACHE_SIZE, contentChanges),
    contentChanges,
    documents,
    files: documents,
    ledger: new SqlOrderLedger(database.db, clock),
    processor: payments.processor,
    simulator: payments.simulator,
    rateLimiter: new InMemoryRateLimiter(clock),
    cardDeclines: new InMemoryRateLimiter(clock, CARD_DECLINE_LIMIT),
    orderDeclines: new InMemoryRateLimiter(clock, ORDER_DECLINE_LIMIT),
    paymentStarts: new InMemoryRateLimiter(clock, { failures: config.paymentRateLimit, windowSeconds: PAYMENT_WINDOW_SECONDS }),
    authLimits: authLimiters(clock, config.authRateLimit),
    mailer,
    outbox,
    clientDir: options.clientDir,
    log: options.log,
    health: () => checkDatabase(database.db),
  };
  return { deps, database, dataDir: await get<string>(container, T.dataDir) };
}
