import { err, ok, type Result } from 'neverthrow';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseAdminList, type AdminList } from '../domain/access';
import { DEFAULT_TIME_ZONE } from '../domain/local-date-time';
import { parseDuesCutoff, type DuesCutoff } from '../domain/membership';
import { DEFAULT_PAY_LINK_DAYS } from '../domain/dues-reminders';
import { isLoopbackHost } from './ip-address';
import type { DevOutbox } from './outbox-access';
import { parseProxyTrust, type ProxyTrust } from './proxy-trust';

/** The server's settings, read once at start from the environment (and `.env`). */
export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly admins: AdminList;
  readonly seedAdminPassword: string | null;
  /** Stripe's keys, or null for the card simulator (no keys outside production, or PAYMENTS=simulator). */
  readonly stripe: { readonly secretKey: string; readonly publishableKey: string; readonly webhookSecret: string } | null;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Where the Contact page's messages are mailed (CONTACT_EMAIL; default: the first of ADMIN_EMAILS). */
  readonly contactEmail: string;
  readonly publicUrl: string;
  readonly production: boolean;
  /** Whether a fresh install gets the demo events, officers and documents (outside production, or SEED_DEMO=1). */
  readonly seedDemo: boolean;
  /** How many payments (POST /payment) one client may start in ten minutes. */
  readonly paymentRateLimit: number;
  /** How many requests to /auth one client may make in ten minutes (AUTH_RATE_LIMIT). */
  readonly authRateLimit: number;
  /** Administrators must turn on two-step sign-in before using their rights (ADMIN_TWO_STEP; default on in production). */
  readonly adminTwoStepRequired: boolean;
  /** Which proxies may say who the client is (TRUST_PROXY); by default none: the socket's address. */
  readonly trustProxy: ProxyTrust;
  /** Who may read the development outbox at /dev/outbox (DEV_OUTBOX; outbox-access.ts). */
  readonly devOutbox: DevOutbox;
  /** From this day of the year on, a new annual membership covers next year's dues too (DUES_CUTOFF, MM-DD); null: no cut-off. */
  readonly duesCutoff: DuesCutoff | null;
  /** The chapter's time zone (TIME_ZONE, an IANA name; default America/New_York): events' times and the dues year are read in it. */
  readonly timeZone: string;
  /**
   * Whether the journeys may move the server's clock (TEST_CLOCK=1, refused unless NODE_ENV=test):
   * POST /dev/clock. Off (absent) everywhere else.
   */
  readonly testClock?: boolean;
  /** How many days a dues reminder's pay link works (DUES_LINK_DAYS; default 45). */
  readonly duesLinkDays: number;
  /** At most this many queued mails a minute from the mail worker (MAIL_PER_MINUTE); a mail sent within a request is not held back. */
  readonly mailPerMinute: number;
  /** How long a worker holds a mail it is sending before another process may take it as abandoned (MAIL_LEASE_SECONDS). */
  readonly mailLeaseSeconds: number;
  /**
   * What `/healthz` warns about: less free space than `diskMinFreeMb` on DATA_DIR's disk
   * (HEALTH_DISK_MIN_FREE_MB, default 1024), no backup for `backupMaxAgeHours` (HEALTH_BACKUP_MAX_HOURS,
   * default 36; 0: backups are not checked).
   */
  readonly health: { readonly diskMinFreeMb: number; readonly backupMaxAgeHours: number };
  /** How often the server backs itself up (BACKUP_EVERY: day, hour or off; default day); null: never. */
  readonly backupEvery: 'hour' | 'day' | null;
  /** Where the backups go (BACKUP_DIR; default <DATA_DIR>/backups, never itself archived). */
  readonly backupDir: string;
}

/** MAIL_FROM's default: fine for trying the site; a chapter sends from its own domain. */
export const DEFAULT_MAIL_FROM = 'Alumni Chapter <no-reply@alumni-chapter.org>';

/** PAYMENT_RATE_LIMIT's default: payments one client may start in ten minutes. */
export const DEFAULT_PAYMENT_RATE_LIMIT = 20;

/** MAIL_PER_MINUTE's default: queued mails sent a minute (a campaign of 500 takes about four minutes). */
const DEFAULT_MAIL_PER_MINUTE = 120;

/** MAIL_LEASE_SECONDS's default: well beyond the longest send (the SMTP transport gives up after 10 s a stage). */
const DEFAULT_MAIL_LEASE_SECONDS = 120;

/** HEALTH_DISK_MIN_FREE_MB's default: /healthz warns when DATA_DIR's disk has less free. */
const DEFAULT_DISK_MIN_FREE_MB = 1024;

/** HEALTH_BACKUP_MAX_HOURS's default: a daily backup, with half a day's grace. */
const DEFAULT_BACKUP_MAX_HOURS = 36;

/** AUTH_RATE_LIMIT's default: requests to /auth one client may make in ten minutes. */
export const DEFAULT_AUTH_RATE_LIMIT = 300;

export type ConfigError = { readonly type: 'InvalidSetting'; readonly setting: string; readonly message: string };

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().optional());

/** An on/off setting: 1, true, on or yes; 0, false, off or no; unset is undefined (the default applies). */
const onOff = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'], { error: 'must be on or off (1 or 0)' }))
    .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
    .optional(),
);

/** A whole number written in digits only ('1e3', '80.5' and '0x50' are refused). */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,${String(max).length}}$`), `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .default(fallback),
  );

/** A PostgreSQL connection URL with a host: `postgres://user:password@host:5432/database`. */
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
  .refine(
    (value) => URL.canParse(value) && new URL(value).hostname !== '',
    'must be a URL like postgres://user:password@host:5432/database',
  );

const schema = z.object({
  PORT: wholeNumber(1, 65_535, 8787),
  DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(blankAsUndefined, postgresUrl.optional()),
  ADMIN_EMAILS: optionalText,
  SEED_ADMIN_PASSWORD: z.preprocess(blankAsUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_ or rk_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .refine(
        (value) => URL.canParse(value) && new URL(value).hostname !== '',
        'must name a mail server, like smtp://user:password@mail.example.org:587',
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(
        /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
        'must be an e-mail address, like Alumni Chapter <no-reply@example.org>',
      )
      .default(DEFAULT_MAIL_FROM),
  ),
  CONTACT_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address, like board@your-chapter.org' }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  NODE_ENV: z.preprocess(
    blankAsUndefined,
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  ),
  PAYMENT_RATE_LIMIT: wholeNumber(1, 1_000_000, DEFAULT_PAYMENT_RATE_LIMIT),
  DUES_LINK_DAYS: wholeNumber(1, 366, DEFAULT_PAY_LINK_DAYS),
  AUTH_RATE_LIMIT: wholeNumber(1, 1_000_000, DEFAULT_AUTH_RATE_LIMIT),
  MAIL_PER_MINUTE: wholeNumber(1, 100_000, DEFAULT_MAIL_PER_MINUTE),
  MAIL_LEASE_SECONDS: wholeNumber(5, 3600, DEFAULT_MAIL_LEASE_SECONDS),
  HEALTH_DISK_MIN_FREE_MB: wholeNumber(0, 10_000_000, DEFAULT_DISK_MIN_FREE_MB),
  HEALTH_BACKUP_MAX_HOURS: wholeNumber(0, 8760, DEFAULT_BACKUP_MAX_HOURS),
  BACKUP_EVERY: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['day', 'hour', 'off'], { error: 'must be day, hour or off' }))
      .default('day'),
  ),
  BACKUP_DIR: optionalText,
  ADMIN_TWO_STEP: onOff,
  TRUST_PROXY: optionalText,
  DEV_OUTBOX: z.preprocess(blankAsUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  PAYMENTS: z.preprocess(blankAsUndefined, z.enum(['stripe', 'simulator'], { error: 'must be stripe or simulator' }).optional()),
  SEED_DEMO: z.preprocess(blankAsUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  TEST_CLOCK: z.preprocess(blankAsUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  DUES_CUTOFF: optionalText,
  TIME_ZONE: z.preprocess(
    blankAsUndefined,
    z.string().trim().refine(isTimeZone, { error: 'must be an IANA time zone such as America/New_York' }).default(DEFAULT_TIME_ZONE),
  ),
});

/** Whether the runtime knows `name` as a time zone. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

type Env = z.infer<typeof schema>;
type Stripe = ServerConfig['stripe'];
const invalid = (setting: string, message: string): ConfigError => ({ type: 'InvalidSetting', setting, message });

/** ADMIN_EMAILS outside production when unset: an address on a reserved example domain, whose mail goes nowhere. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@example.org';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

function firstProblem(error: z.ZodError): ConfigError {
  const issue = error.issues[0];
  const setting = String(issue?.path[0] ?? 'configuration');
  return { type: 'InvalidSetting', setting, message: `${setting} ${issue?.message ?? 'is not valid'}` };
}

function stripeKeys(env: Env): Result<Stripe, ConfigError> {
  const keys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (keys.every((key) => key === undefined)) return ok(null);
  const missing = STRIPE_KEYS.find((name) => env[name] === undefined);
  if (missing) return err({ type: 'InvalidSetting', setting: missing, message: `${missing} is required when any Stripe key is set` });
  const secretMode = /_(test|live)_/.exec(env.STRIPE_SECRET_KEY ?? '')?.[1];
  const publishableMode = /_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? '')?.[1];
  if (secretMode !== publishableMode) {
    const message = `STRIPE_PUBLISHABLE_KEY is a ${publishableMode ?? 'unknown'} key but STRIPE_SECRET_KEY is a ${secretMode ?? 'unknown'} key: use both test keys or both live keys`;
    return err({ type: 'InvalidSetting', setting: 'STRIPE_PUBLISHABLE_KEY', message });
  }
  return ok({
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
  });
}

/**
 * Stripe or the card simulator (null). PAYMENTS unset: Stripe when its keys are set, else the
 * simulator, but never silently in production, where the simulator would hand out memberships for
 * any Luhn-valid number: there it must be chosen with PAYMENTS=simulator.
 */
function paymentSettings(env: Env): Result<Stripe, ConfigError> {
  const keysNamed = STRIPE_KEYS.join(', ').replace(/, (?=[^,]+$)/, ' and ');
  return stripeKeys(env).andThen((stripe) => {
    if (env.PAYMENTS === 'simulator') return ok(null);
    if (stripe !== null) return ok(stripe);
    if (env.PAYMENTS === 'stripe') return err(invalid('PAYMENTS', `PAYMENTS=stripe needs ${keysNamed}`));
    if (env.NODE_ENV !== 'production') return ok(null);
    const message = `NODE_ENV=production takes real payments: set ${keysNamed}, or PAYMENTS=simulator to run the card simulator on purpose (no real payments; every page says so)`;
    return err(invalid('PAYMENTS', message));
  });
}

/** ADMIN_EMAILS: required in production (unless `required` says the administrators come from elsewhere). */
function adminSettings(env: Env, required: boolean): Result<AdminList, ConfigError> {
  if (env.ADMIN_EMAILS === undefined && required) {
    return err(
      invalid('ADMIN_EMAILS', "ADMIN_EMAILS is required when NODE_ENV=production: the administrators' e-mail addresses, comma-separated"),
    );
  }
  const admins = parseAdminList(env.ADMIN_EMAILS ?? DEVELOPMENT_ADMIN_EMAIL);
  if (admins.isErr()) return err(invalid('ADMIN_EMAILS', `ADMIN_EMAILS: ${admins.error.message}`));
  if (admins.value.size === 0) return err(invalid('ADMIN_EMAILS', 'ADMIN_EMAILS must name at least one e-mail address'));
  return ok(admins.value);
}

/** An https PUBLIC_URL is a public site: it must run in production (no outbox, no introspection, no demo). */
function publicSiteCheck(env: Env, publicUrl: string): Result<void, ConfigError> {
  if (!publicUrl.startsWith('https://') || env.NODE_ENV === 'production') return ok(undefined);
  const message = `NODE_ENV is ${env.NODE_ENV} but PUBLIC_URL is https (${publicUrl}), a public site: set NODE_ENV=production, or use an http PUBLIC_URL on this machine`;
  return err(invalid('NODE_ENV', message));
}

/**
 * The outbox is for the developer: by default served only while PUBLIC_URL is loopback (and then
 * only to this machine); DEV_OUTBOX=1 opens it to the LAN, never for a public (https) site, in
 * production, or without the outbox (SMTP_URL set).
 */
function devOutboxSetting(env: Env, publicUrl: string): Result<DevOutbox, ConfigError> {
  const production = env.NODE_ENV === 'production';
  if (env.DEV_OUTBOX === '1') {
    const refuse = (why: string) => err(invalid('DEV_OUTBOX', `DEV_OUTBOX=1 ${why}: the outbox shows every code and temporary password`));
    if (production) return refuse('cannot be used with NODE_ENV=production');
    if (publicUrl.startsWith('https://')) return refuse(`cannot be used with an https PUBLIC_URL (${publicUrl}), a public site`);
    if (env.SMTP_URL !== undefined) return refuse('has no outbox to show while SMTP_URL sends the mail');
    return ok('lan');
  }
  const loopback = env.DEV_OUTBOX === undefined && !production && env.SMTP_URL === undefined && isLoopbackHost(new URL(publicUrl).hostname);
  return ok(loopback ? 'loopback' : 'off');
}

/** How readConfig is asked: on Lambda in the AWS wiring, administrators come from Cognito's `admins` group. */
export interface ReadConfigOptions {
  /** Whether ADMIN_EMAILS must be set in production (default true). */
  readonly adminEmailsRequired?: boolean;
}

/**
 * Reads and checks every setting. A bad one stops start-up with a message naming it, e.g.
 * `PORT must be at most 65535` or `ADMIN_EMAILS: 'x' is not an e-mail address.` Settings that
 * would be unsafe together stop it too: an https PUBLIC_URL outside production, production without
 * Stripe keys or PAYMENTS=simulator, production without ADMIN_EMAILS, DEV_OUTBOX=1 on a public site.
 */
export function readConfig(
  environment: Readonly<Record<string, string | undefined>>,
  options: ReadConfigOptions = {},
): Result<ServerConfig, ConfigError> {
  const parsed = schema.safeParse(environment);
  if (!parsed.success) return err(firstProblem(parsed.error));
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return devOutboxSetting(env, publicUrl)
    .andThen((devOutbox) => publicSiteCheck(env, publicUrl).map(() => ({ devOutbox })))
    .andThen((parts) => adminSettings(env, production && options.adminEmailsRequired !== false).map((admins) => ({ ...parts, admins })))
    .andThen((parts) =>
      parseProxyTrust(env.TRUST_PROXY)
        .mapErr((why) => invalid('TRUST_PROXY', `TRUST_PROXY: ${why}`))
        .map((trustProxy) => ({ ...parts, trustProxy })),
    )
    .andThen((parts) => paymentSettings(env).map((stripe) => ({ ...parts, stripe })))
    .andThen((parts) =>
      parseDuesCutoff(env.DUES_CUTOFF ?? '')
        .mapErr((why) => invalid('DUES_CUTOFF', `DUES_CUTOFF ${why}`))
        .map((duesCutoff) => ({ ...parts, duesCutoff })),
    )
    .andThen((parts) => testClockSetting(env).map((testClock) => ({ ...parts, testClock })))
    .map(({ admins, trustProxy, devOutbox, stripe, duesCutoff, testClock }) => ({
      port: env.PORT,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL ?? null,
      admins,
      seedAdminPassword: env.SEED_ADMIN_PASSWORD ?? null,
      stripe,
      smtpUrl: env.SMTP_URL ?? null,
      mailFrom: env.MAIL_FROM,
      contactEmail: env.CONTACT_EMAIL ?? [...admins][0] ?? DEVELOPMENT_ADMIN_EMAIL,
      publicUrl,
      production,
      seedDemo: env.SEED_DEMO === undefined ? !production : env.SEED_DEMO === '1',
      paymentRateLimit: env.PAYMENT_RATE_LIMIT,
      duesLinkDays: env.DUES_LINK_DAYS,
      authRateLimit: env.AUTH_RATE_LIMIT,
      adminTwoStepRequired: env.ADMIN_TWO_STEP ?? production,
      trustProxy,
      devOutbox,
      duesCutoff,
      timeZone: env.TIME_ZONE,
      ...(testClock ? { testClock } : {}),
      mailPerMinute: env.MAIL_PER_MINUTE,
      mailLeaseSeconds: env.MAIL_LEASE_SECONDS,
      health: { diskMinFreeMb: env.HEALTH_DISK_MIN_FREE_MB, backupMaxAgeHours: env.HEALTH_BACKUP_MAX_HOURS },
      backupEvery: env.BACKUP_EVERY === 'off' ? null : env.BACKUP_EVERY,
      backupDir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    }));
}

/** TEST_CLOCK=1 lets anyone move the server's time: only a server started for the tests (NODE_ENV=test) may have it. */
function testClockSetting(env: Env): Result<boolean, ConfigError> {
  if (env.TEST_CLOCK !== '1') return ok(false);
  if (env.NODE_ENV === 'test') return ok(true);
  return err(
    invalid('TEST_CLOCK', `TEST_CLOCK=1 lets any caller move the server's clock: it needs NODE_ENV=test (NODE_ENV is ${env.NODE_ENV})`),
  );
}

/**
 * Makes sure DATA_DIR is a folder the server can write (creating it when missing), before anything
 * opens a database or a file in it. A file in its place, or a folder without write access, stops
 * start-up with a message naming DATA_DIR.
 */
export function prepareDataDir(dataDir: string): Result<string, ConfigError> {
  const folder = path.resolve(dataDir);
  const refused = (why: string): Result<string, ConfigError> =>
    err({ type: 'InvalidSetting', setting: 'DATA_DIR', message: `DATA_DIR ${why}: ${folder}` });
  try {
    mkdirSync(folder, { recursive: true });
  } catch {
    return refused('cannot be created');
  }
  if (!statSync(folder).isDirectory()) return refused('is not a folder');
  try {
    accessSync(folder, constants.W_OK | constants.R_OK | constants.X_OK);
  } catch {
    return refused('is not writable by the server');
  }
  return ok(folder);
}
