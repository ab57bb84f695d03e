import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_RATE_LIMIT, DEVELOPMENT_ADMIN_EMAIL, prepareDataDir, readConfig } from '../../src/server/config';

const problem = (env: Record<string, string>) => readConfig(env)._unsafeUnwrapErr();

describe('readConfig', () => {
  it('needs nothing for local use', () => {
    const config = readConfig({})._unsafeUnwrap();
    expect(config).toMatchObject({
      port: 8787,
      dataDir: './data',
      databaseUrl: null,
      stripe: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:8787',
      production: false,
      paymentRateLimit: DEFAULT_PAYMENT_RATE_LIMIT,
      trustProxy: { kind: 'none' },
      devOutbox: 'loopback',
    });
    expect([...config.admins]).toEqual([DEVELOPMENT_ADMIN_EMAIL]);
    expect(DEVELOPMENT_ADMIN_EMAIL).toBe('admin@example.org');
    expect(config.seedDemo).toBe(true);
  });

  it('treats blank settings as unset', () => {
    expect(readConfig({ PORT: ' ', DATABASE_URL: '' })._unsafeUnwrap().port).toBe(8787);
  });

  it('reads every setting', () => {
    const config = readConfig({
      PORT: '9000',
      DATA_DIR: '/var/chapter',
      DATABASE_URL: 'postgres://u:p@localhost/chapter',
      ADMIN_EMAILS: 'A@Chapter.org, b@chapter.org',
      SEED_ADMIN_PASSWORD: 'a long seed password',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'Chapter <hello@chapter.org>',
      PUBLIC_URL: 'https://chapter.org/',
      NODE_ENV: 'production',
      PAYMENT_RATE_LIMIT: '500',
      TRUST_PROXY: '1',
    })._unsafeUnwrap();
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/chapter',
      databaseUrl: 'postgres://u:p@localhost/chapter',
      seedAdminPassword: 'a long seed password',
      stripe: { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_123' },
      smtpUrl: 'smtp://mail.example.org:587',
      publicUrl: 'https://chapter.org',
      production: true,
      paymentRateLimit: 500,
      trustProxy: { kind: 'hops', hops: 1 },
      devOutbox: 'off',
      seedDemo: false,
    });
    expect([...config.admins]).toEqual(['a@chapter.org', 'b@chapter.org']);
    expect(config.contactEmail).toBe('a@chapter.org');
  });

  it('mails the contact form to CONTACT_EMAIL, else to the first administrator (the development one when none is set)', () => {
    expect(readConfig({ CONTACT_EMAIL: ' board@chapter.org ', ADMIN_EMAILS: 'a@chapter.org' })._unsafeUnwrap().contactEmail).toBe(
      'board@chapter.org',
    );
    expect(readConfig({})._unsafeUnwrap().contactEmail).toBe(DEVELOPMENT_ADMIN_EMAIL);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ PORT: '1e3' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL'],
    [{ ADMIN_EMAILS: 'admin, b@c.org' }, 'ADMIN_EMAILS'],
    [{ ADMIN_EMAILS: ' , ' }, 'ADMIN_EMAILS'],
    [{ SEED_ADMIN_PASSWORD: 'short' }, 'SEED_ADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_PUBLISHABLE_KEY: 'sk_test_1', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Alumni Chapter' }, 'MAIL_FROM'],
    [{ CONTACT_EMAIL: 'the board' }, 'CONTACT_EMAIL'],
    [{ PUBLIC_URL: 'chapter.org' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PAYMENT_RATE_LIMIT: '0' }, 'PAYMENT_RATE_LIMIT'],
    [{ PAYMENT_RATE_LIMIT: 'many' }, 'PAYMENT_RATE_LIMIT'],
    [{ PAYMENT_RATE_LIMIT: '1000001' }, 'PAYMENT_RATE_LIMIT'],
    [{ PAYMENT_RATE_LIMIT: '10000000' }, 'PAYMENT_RATE_LIMIT'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
  ])('refuses %o, naming %s', (env, setting) => {
    const error = problem(env);
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
  });
});

describe('DUES_CUTOFF: the day from which a new annual membership covers next year too', () => {
  it('is none by default (a membership covers the year it is bought in), and reads MM-DD', () => {
    expect(readConfig({})._unsafeUnwrap().duesCutoff).toBeNull();
    expect(readConfig({ DUES_CUTOFF: ' ' })._unsafeUnwrap().duesCutoff).toBeNull();
    expect(readConfig({ DUES_CUTOFF: '10-01' })._unsafeUnwrap().duesCutoff).toEqual({ month: 10, day: 1 });
  });

  it.each(['October 1', '10/01', '13-01', '02-29'])('stops the start on %j, saying how to write it', (value) => {
    expect(problem({ DUES_CUTOFF: value })).toEqual({
      type: 'InvalidSetting',
      setting: 'DUES_CUTOFF',
      message: `DUES_CUTOFF must be a month and day as MM-DD, like 10-01 for October 1, or empty for no cut-off (got '${value}')`,
    });
  });
});

describe("TIME_ZONE: the chapter's time zone", () => {
  it('is America/New_York by default, and takes any IANA zone', () => {
    expect(readConfig({})._unsafeUnwrap().timeZone).toBe('America/New_York');
    expect(readConfig({ TIME_ZONE: ' America/Chicago ' })._unsafeUnwrap().timeZone).toBe('America/Chicago');
  });

  it('stops the start on a zone the runtime does not know, saying what it wants', () => {
    expect(problem({ TIME_ZONE: 'Eastern' })).toEqual({
      type: 'InvalidSetting',
      setting: 'TIME_ZONE',
      message: 'TIME_ZONE must be an IANA time zone such as America/New_York',
    });
  });
});

it('takes PAYMENT_RATE_LIMIT up to its documented maximum, 1000000 (what the benchmark and the load use)', () => {
  expect(readConfig({ PAYMENT_RATE_LIMIT: '1000000' })._unsafeUnwrap().paymentRateLimit).toBe(1_000_000);
});

describe('HEALTH_DISK_MIN_FREE_MB and HEALTH_BACKUP_MAX_HOURS: what /healthz warns about', () => {
  it('wants 1024 MB free and a backup within 36 hours by default; 0 hours stops checking backups', () => {
    expect(readConfig({})._unsafeUnwrap().health).toEqual({ diskMinFreeMb: 1024, backupMaxAgeHours: 36 });
    expect(readConfig({ HEALTH_DISK_MIN_FREE_MB: '5000', HEALTH_BACKUP_MAX_HOURS: '0' })._unsafeUnwrap().health).toEqual({
      diskMinFreeMb: 5000,
      backupMaxAgeHours: 0,
    });
  });

  it('stops the start on a value that is not a whole number of hours, naming the setting', () => {
    expect(problem({ HEALTH_BACKUP_MAX_HOURS: '1.5' })).toMatchObject({ setting: 'HEALTH_BACKUP_MAX_HOURS' });
    expect(problem({ HEALTH_BACKUP_MAX_HOURS: '9000' }).message).toBe('HEALTH_BACKUP_MAX_HOURS must be at most 8760');
  });
});

describe('Safe defaults: settings that would be unsafe together stop the start', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const PRODUCTION = { NODE_ENV: 'production', ADMIN_EMAILS: 'chair@chapter.org' };

  it('refuses production without Stripe keys, naming the keys and PAYMENTS', () => {
    const error = problem(PRODUCTION);
    expect(error.setting).toBe('PAYMENTS');
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS', 'NODE_ENV=production'])
      expect(error.message).toContain(name);
  });

  it('runs the simulator in production only when PAYMENTS=simulator says so, even with keys', () => {
    expect(readConfig({ ...PRODUCTION, PAYMENTS: 'simulator' })._unsafeUnwrap().stripe).toBeNull();
    expect(readConfig({ ...PRODUCTION, ...STRIPE, PAYMENTS: 'simulator' })._unsafeUnwrap().stripe).toBeNull();
    expect(readConfig({ ...PRODUCTION, ...STRIPE })._unsafeUnwrap().stripe).toMatchObject({ secretKey: 'sk_live_1' });
    expect(readConfig({ ...PRODUCTION, ...STRIPE, PAYMENTS: 'stripe' })._unsafeUnwrap().stripe).toMatchObject({ secretKey: 'sk_live_1' });
  });

  it('refuses PAYMENTS=stripe without keys, and a PAYMENTS it does not know', () => {
    expect(problem({ PAYMENTS: 'stripe' })).toMatchObject({
      setting: 'PAYMENTS',
      message: expect.stringContaining('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET'),
    });
    expect(problem({ PAYMENTS: 'paypal' })).toMatchObject({ setting: 'PAYMENTS', message: 'PAYMENTS must be stripe or simulator' });
  });

  it('runs the simulator outside production without keys, as before', () => {
    expect(readConfig({})._unsafeUnwrap().stripe).toBeNull();
    expect(readConfig({ NODE_ENV: 'test' })._unsafeUnwrap().stripe).toBeNull();
  });

  it('refuses an https PUBLIC_URL outside production, naming NODE_ENV and PUBLIC_URL', () => {
    const publicSites: Record<string, string>[] = [
      { PUBLIC_URL: 'https://chapter.example.org' },
      { PUBLIC_URL: 'https://chapter.example.org', NODE_ENV: 'development' },
      { PUBLIC_URL: 'https://localhost:8443', NODE_ENV: 'test' },
    ];
    for (const env of publicSites) {
      const error = problem(env);
      expect(error.setting).toBe('NODE_ENV');
      expect(error.message).toMatch(/^NODE_ENV is \w+ but PUBLIC_URL is https/);
    }
    expect(readConfig({ ...PRODUCTION, ...STRIPE, PUBLIC_URL: 'https://chapter.example.org' }).isOk()).toBe(true);
  });

  it('requires ADMIN_EMAILS in production, and defaults to a reserved example address elsewhere', () => {
    expect(problem({ NODE_ENV: 'production', PAYMENTS: 'simulator' })).toMatchObject({
      setting: 'ADMIN_EMAILS',
      message: expect.stringMatching(/^ADMIN_EMAILS is required when NODE_ENV=production/),
    });
    expect(problem({ NODE_ENV: 'production', PAYMENTS: 'simulator', ADMIN_EMAILS: ' ' }).setting).toBe('ADMIN_EMAILS');
    expect(readConfig({ NODE_ENV: 'production', PAYMENTS: 'simulator' }, { adminEmailsRequired: false }).isOk()).toBe(true);
    expect([...readConfig({ NODE_ENV: 'test' })._unsafeUnwrap().admins]).toEqual(['admin@example.org']);
  });

  it('seeds the demo content outside production, and in production only with SEED_DEMO=1', () => {
    const production = { ...PRODUCTION, PAYMENTS: 'simulator' };
    expect(readConfig(production)._unsafeUnwrap().seedDemo).toBe(false);
    expect(readConfig({ ...production, SEED_DEMO: '1' })._unsafeUnwrap().seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: '0' })._unsafeUnwrap().seedDemo).toBe(false);
    expect(problem({ SEED_DEMO: 'yes' })).toMatchObject({ setting: 'SEED_DEMO', message: 'SEED_DEMO must be 0 or 1' });
  });

  it('refuses DEV_OUTBOX=1 in production', () => {
    expect(problem({ ...PRODUCTION, PAYMENTS: 'simulator', DEV_OUTBOX: '1' })).toMatchObject({
      setting: 'DEV_OUTBOX',
      message: expect.stringContaining('NODE_ENV=production'),
    });
  });
});

describe('DEV_OUTBOX: who may read the development outbox', () => {
  const outbox = (env: Record<string, string>) => readConfig(env)._unsafeUnwrap().devOutbox;

  it('serves the developer on this machine while PUBLIC_URL is a loopback address', () => {
    expect(outbox({})).toBe('loopback');
    for (const url of ['http://127.0.0.1:8787', 'http://127.0.0.2:8787', 'http://[::1]:8787', 'http://localhost:9000'])
      expect(outbox({ PUBLIC_URL: url })).toBe('loopback');
  });

  it('is off for any other PUBLIC_URL, with SMTP_URL, in production, or with DEV_OUTBOX=0', () => {
    expect(outbox({ PUBLIC_URL: 'http://192.168.1.20:8787' })).toBe('off');
    expect(outbox({ PUBLIC_URL: 'http://chapter.example.org' })).toBe('off');
    expect(outbox({ SMTP_URL: 'smtp://mail.example.org:587' })).toBe('off');
    expect(outbox({ DEV_OUTBOX: '0' })).toBe('off');
  });

  it('opens it to the LAN with DEV_OUTBOX=1 and an http PUBLIC_URL', () => {
    expect(outbox({ DEV_OUTBOX: '1', PUBLIC_URL: 'http://192.168.1.20:8787' })).toBe('lan');
    expect(outbox({ DEV_OUTBOX: '1' })).toBe('lan');
  });

  it.each([
    [{ DEV_OUTBOX: '1', PUBLIC_URL: 'https://chapter.example.org' }, 'https PUBLIC_URL'],
    [{ DEV_OUTBOX: '1', SMTP_URL: 'smtp://mail.example.org:587' }, 'SMTP_URL'],
    [{ DEV_OUTBOX: 'yes' }, 'must be 0 or 1'],
  ])('stops start-up for %o, naming DEV_OUTBOX', (env, words) => {
    const error = problem(env);
    expect(error.setting).toBe('DEV_OUTBOX');
    expect(error.message).toMatch(/^DEV_OUTBOX/);
    expect(error.message).toContain(words);
  });
});

describe('DATA_DIR at start', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-config-'));
  afterAll(() => {
    chmodSync(scratch, 0o700);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('creates a missing folder and accepts it', () => {
    const folder = path.join(scratch, 'new', 'data');
    expect(prepareDataDir(folder)._unsafeUnwrap()).toBe(folder);
  });

  it('refuses a file in the place of the folder, naming DATA_DIR', () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'x');
    const error = prepareDataDir(file)._unsafeUnwrapErr();
    expect(error).toMatchObject({ setting: 'DATA_DIR' });
    expect(error.message).toMatch(/^DATA_DIR .*a-file$/);
    expect(prepareDataDir(path.join(file, 'below'))._unsafeUnwrapErr().setting).toBe('DATA_DIR');
  });

  it.skipIf(process.getuid?.() === 0)('refuses a folder the server cannot write, naming DATA_DIR', () => {
    const locked = path.join(scratch, 'locked');
    prepareDataDir(locked)._unsafeUnwrap();
    chmodSync(locked, 0o500);
    expect(prepareDataDir(locked)._unsafeUnwrapErr().message).toBe(`DATA_DIR is not writable by the server: ${locked}`);
    chmodSync(locked, 0o700);
  });
});

describe('the server at start with a bad setting', () => {
  const start = (env: Record<string, string>) => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'chapter-start-'));
    try {
      return spawnSync(
        process.execPath,
        ['--import', pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href, path.resolve('src/server/main.ts')],
        {
          cwd,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: cwd, ...env },
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  };

  it('stops with exit code 1 before opening anything, naming the setting', () => {
    const run = start({ STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Configuration error: STRIPE_PUBLISHABLE_KEY is required when any Stripe key is set');
    expect(run.stdout).toBe('');
  }, 40_000);

  it('stops in production without Stripe keys, naming them and PAYMENTS', () => {
    const run = start({ NODE_ENV: 'production', ADMIN_EMAILS: 'chair@example.org' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuration error: NODE_ENV=production takes real payments: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=simulator to run the card simulator on purpose (no real payments; every page says so)',
    );
  }, 40_000);

  it('stops with exit code 1 naming DATABASE_URL when that server cannot be reached', () => {
    const run = start({ DATABASE_URL: 'postgres://chapter:secret@127.0.0.1:1/chapter' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Database error, check DATABASE_URL: .*ECONNREFUSED/);
    expect(run.stderr).not.toContain('secret');
  }, 40_000);
});
