import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { productionWarnings } from '../../src/server/production-check';

const warningsFor = (env: Record<string, string>) => productionWarnings(readConfig(env)._unsafeUnwrap());

/** A production site with everything set: live Stripe keys, SMTP, its own sender, administrators, one proxy. */
const COMPLETE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://chapter.example.org',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  SMTP_URL: 'smtp://chapter:secret@mail.example.org:587',
  MAIL_FROM: 'Alumni Chapter <board@chapter.example.org>',
  ADMIN_EMAILS: 'chair@chapter.example.org',
  TRUST_PROXY: '1',
};

describe('productionWarnings: what a site others reach still lacks, printed at start', () => {
  it('says nothing on a developer’s own machine, nor for a production site with everything set', () => {
    expect(warningsFor({})).toEqual([]);
    expect(warningsFor(COMPLETE)).toEqual([]);
  });

  it('names each missing setting on one line of its own', () => {
    expect(warningsFor({ NODE_ENV: 'production', PAYMENTS: 'simulator', ADMIN_EMAILS: 'chair@chapter.example.org' })).toEqual([
      'PUBLIC_URL is http://localhost:8787: set the https address people use, or links in e-mails point nowhere.',
      'No Stripe keys: payments go to the card simulator and no real payment is taken.',
      'SMTP_URL is not set: no e-mail is delivered (sign-up codes, receipts, reminders); set smtp://user:password@host:587.',
    ]);
  });

  it('warns of an http PUBLIC_URL, Stripe test keys, the default sender and a missing TRUST_PROXY behind https', () => {
    expect(warningsFor({ ...COMPLETE, PUBLIC_URL: 'http://chapter.example.org' })).toEqual([
      'PUBLIC_URL is http://chapter.example.org, not https: put the site behind a proxy with TLS (Caddy) and give its https address.',
    ]);
    expect(warningsFor({ ...COMPLETE, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual([
      'STRIPE_SECRET_KEY is a test key: no real payment is taken; set the live keys and webhook secret to take them.',
    ]);
    expect(warningsFor({ ...COMPLETE, MAIL_FROM: '' })).toEqual([
      "MAIL_FROM is the default (Alumni Chapter <no-reply@alumni-chapter.org>): set an address of the chapter's own mail domain.",
    ]);
    expect(warningsFor({ ...COMPLETE, TRUST_PROXY: '' })).toEqual([
      'TRUST_PROXY is not set behind the https proxy: every client counts as the proxy in the rate limits; set TRUST_PROXY=1 for one proxy.',
    ]);
  });

  it('checks a site on the network outside production too (an http PUBLIC_URL that is not this machine)', () => {
    expect(warningsFor({ PUBLIC_URL: 'http://192.168.1.20:8787' })).toEqual([
      'PUBLIC_URL is http://192.168.1.20:8787, not https: put the site behind a proxy with TLS (Caddy) and give its https address.',
      'No Stripe keys: payments go to the card simulator and no real payment is taken.',
      'SMTP_URL is not set: no e-mail is delivered (sign-up codes, receipts, reminders); set smtp://user:password@host:587.',
      'ADMIN_EMAILS is not set: the only administrator is admin@example.org, whose mail goes nowhere.',
    ]);
  });
});
