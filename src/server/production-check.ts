import { isLoopbackHost } from './ip-address';
import { DEFAULT_MAIL_FROM, DEVELOPMENT_ADMIN_EMAIL, type ServerConfig } from './config';

type Checked = Pick<ServerConfig, 'production' | 'publicUrl' | 'port' | 'stripe' | 'smtpUrl' | 'mailFrom' | 'admins' | 'trustProxy'>;

/** Whether these settings are a site people reach: NODE_ENV=production, or a PUBLIC_URL that is not this machine. */
function servesOthers(config: Checked): boolean {
  return config.production || !isLoopbackHost(new URL(config.publicUrl).hostname);
}

/**
 * What a site others reach still lacks, one line each, printed at start (docs/self-hosting.md has
 * the checklist). Settings that would be unsafe stop the start instead (config.ts); these let it
 * run but leave something undone. None for a developer's own machine.
 */
export function productionWarnings(config: Checked): string[] {
  if (!servesOthers(config)) return [];
  const warnings: string[] = [];
  const publicUrl = new URL(config.publicUrl);
  if (isLoopbackHost(publicUrl.hostname))
    warnings.push(`PUBLIC_URL is ${config.publicUrl}: set the https address people use, or links in e-mails point nowhere.`);
  else if (publicUrl.protocol !== 'https:')
    warnings.push(`PUBLIC_URL is ${config.publicUrl}, not https: put the site behind a proxy with TLS (Caddy) and give its https address.`);
  if (config.stripe === null) warnings.push('No Stripe keys: payments go to the card simulator and no real payment is taken.');
  else if (/^(sk|rk)_test_/.test(config.stripe.secretKey))
    warnings.push('STRIPE_SECRET_KEY is a test key: no real payment is taken; set the live keys and webhook secret to take them.');
  if (config.smtpUrl === null)
    warnings.push('SMTP_URL is not set: no e-mail is delivered (sign-up codes, receipts, reminders); set smtp://user:password@host:587.');
  else if (config.mailFrom === DEFAULT_MAIL_FROM)
    warnings.push(`MAIL_FROM is the default (${DEFAULT_MAIL_FROM}): set an address of the chapter's own mail domain.`);
  if (config.admins.has(DEVELOPMENT_ADMIN_EMAIL))
    warnings.push(`ADMIN_EMAILS is not set: the only administrator is ${DEVELOPMENT_ADMIN_EMAIL}, whose mail goes nowhere.`);
  // The server never speaks TLS itself: an https address means a proxy in front of it.
  if (publicUrl.protocol === 'https:' && config.trustProxy.kind === 'none')
    warnings.push(
      'TRUST_PROXY is not set behind the https proxy: every client counts as the proxy in the rate limits; set TRUST_PROXY=1 for one proxy.',
    );
  return warnings;
}
