import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';

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
    });
    expect([...config.admins]).toEqual(['admin@alumni-chapter.org']);
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
    });
    expect([...config.admins]).toEqual(['a@chapter.org', 'b@chapter.org']);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAILS: 'admin, b@c.org' }, 'ADMIN_EMAILS'],
    [{ ADMIN_EMAILS: ' , ' }, 'ADMIN_EMAILS'],
    [{ SEED_ADMIN_PASSWORD: 'short' }, 'SEED_ADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('refuses %o, naming %s', (env, setting) => {
    const error = problem(env);
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
  });
});
