import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build-if-stale.mjs';
import { TEST_MODE_TEXT } from '../../src/server/test-mode-banner';
import { axeViolations } from '../e2e/support/axe';
import { chromiumPath, launchChromium, openPage } from '../e2e/support/chromium';
import { ADMIN, codeIn, SERVER_HEAP_FLAGS, startSiteServer, type SiteServer } from '../e2e/support/site-server';

// SECURITY.md and issue 14: "Same-origin by the request's own origin" and "Safe defaults". The
// production build (dist/server/main.js) runs as its own process; requests go through node:http so
// that the Host header and the address a request comes from are exactly what each case says.

interface Answer {
  readonly status: number;
  readonly text: string;
}

/** One request to the server at `address`:`port` with exactly these headers (Host included). */
function call(
  address: string,
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address,
        port,
        method,
        path: pathname,
        setHost: false,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An address of this machine that is not loopback, of `family`, private or not, if it has one. */
function ownAddress(family: 'IPv4' | 'IPv6', isPrivate: boolean): string | null {
  const privateText = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|f[cd])/i;
  const found = Object.values(networkInterfaces())
    .flat()
    .find(
      (info) =>
        info &&
        !info.internal &&
        info.family === family &&
        !info.address.startsWith('fe80') &&
        privateText.test(info.address) === isPrivate,
    );
  return found?.address ?? null;
}

/** `host:port` as a browser writes it in Host (an IPv6 address in brackets). */
const hostOf = (address: string, port: number) => (address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`);

/** Starts the built server with `env` on a fresh DATA_DIR and expects it to stop at once: its exit code, what it said, how long it took. */
function startExpectingRefusal(env: Record<string, string>): { status: number | null; said: string; ms: number } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-refusal-'));
  const started = performance.now();
  try {
    const run = spawnSync(process.execPath, [...SERVER_HEAP_FLAGS, path.join(ROOT, 'dist/server/main.js')], {
      cwd: dataDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '1', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status: run.status, said: `${run.stdout}${run.stderr}`, ms: Math.round(performance.now() - started) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const BILLING = {
  name: 'Pat Payer',
  email: 'payer@example.org',
  phone: '',
  address: { line1: '', city: '', state: '', postalCode: '', country: 'US' as const },
};
const DONATION = {
  order: { item: 'donation', amount: 1500, donationType: 'Chapter Donation' },
  contact: { firstName: 'Pat', lastName: 'Payer', email: 'payer@example.org' },
};
/** A one-time code as the mails write it. */
const SIX_DIGITS = /\b\d{6}\b/;
const NOTHING_HERE = JSON.stringify({ error: { message: 'There is nothing here.' } });

describe('safe defaults and the same-origin check, on the built server', () => {
  /** The server as `npm start` runs it with no settings: development, default PUBLIC_URL http://localhost:PORT. */
  let dev: SiteServer;
  let port: number;
  beforeAll(async () => {
    dev = await startSiteServer({ env: { PUBLIC_URL: undefined } });
    port = Number(new URL(dev.url).port);
  });
  afterAll(async () => dev?.stop());

  it("Same-origin by the request's own origin: a browser at 127.0.0.1, localhost or a LAN address signs in, starts and pays a donation; another site's Origin, Origin null, Sec-Fetch-Site cross-site and same-site without our Origin are refused (403)", async () => {
    const lan = ownAddress('IPv6', true) ?? ownAddress('IPv4', true);
    const browsers = [
      { via: '127.0.0.1', host: `127.0.0.1:${port}` },
      { via: '127.0.0.1', host: `localhost:${port}` },
      ...(lan === null ? [{ via: '127.0.0.1', host: `192.168.1.20:${port}` }] : [{ via: lan, host: hostOf(lan, port) }]),
    ];
    for (const [i, { via, host }] of browsers.entries()) {
      const page = { Host: host, Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' };
      const signIn = await call(via, port, 'POST', '/auth/sign-in', page, { email: ADMIN.email, password: ADMIN.password });
      expect(signIn.status, `sign-in at ${host}: ${signIn.text}`).toBe(200);
      const opened = await call(via, port, 'POST', '/payment', page, { ...DONATION, idempotencyKey: `own-origin-${i}` });
      expect(opened.status, `payment at ${host}: ${opened.text}`).toBe(200);
      const { orderId, clientSecret } = JSON.parse(opened.text) as { orderId: string; clientSecret: string };
      const paid = await call(via, port, 'POST', '/payment/confirm', page, { orderId, clientSecret, card: CARD, billing: BILLING });
      expect(paid.status, `confirm at ${host}: ${paid.text}`).toBe(200);
    }
    const own = `http://127.0.0.1:${port}`;
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: `http://127.0.0.1:${port + 1}` },
      { Origin: own, 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of forged) {
      for (const [pathname, body] of [
        ['/auth/sign-in', { email: ADMIN.email, password: ADMIN.password }],
        ['/payment', { ...DONATION, idempotencyKey: 'forged' }],
      ] as const) {
        const answer = await call('127.0.0.1', port, 'POST', pathname, { Host: `127.0.0.1:${port}`, ...headers }, body);
        expect([answer.status, answer.text], `${pathname} ${JSON.stringify(headers)}`).toEqual([
          403,
          expect.stringContaining('CrossSiteRequest'),
        ]);
      }
    }
  }, 60_000);

  describe('Safe defaults', () => {
    let production: SiteServer;
    let browser: Browser | null = null;
    beforeAll(async () => {
      [production, browser] = await Promise.all([
        startSiteServer({ env: { NODE_ENV: 'production', PAYMENTS: 'simulator' } }),
        chromiumPath === null ? Promise.resolve(null) : launchChromium(),
      ]);
    });
    afterAll(async () => {
      await browser?.close();
      await production?.stop();
    });

    it('Safe defaults: unsafe settings stop the start naming them (production without Stripe keys or ADMIN_EMAILS, an https PUBLIC_URL outside production, DEV_OUTBOX=1 on a public site)', () => {
      const refusals = [
        [
          { NODE_ENV: 'production', ADMIN_EMAILS: ADMIN.email },
          ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS'],
        ],
        [{ PUBLIC_URL: 'https://chapter.example.org' }, ['NODE_ENV', 'PUBLIC_URL']],
        [{ NODE_ENV: 'production', PAYMENTS: 'simulator' }, ['ADMIN_EMAILS']],
        [{ DEV_OUTBOX: '1', PUBLIC_URL: 'https://chapter.example.org' }, ['DEV_OUTBOX', 'https PUBLIC_URL']],
      ] as const;
      for (const [env, named] of refusals) {
        const run = startExpectingRefusal(env);
        expect(run.status, run.said).toBe(1);
        expect(run.said).toMatch(/^Configuration error: /);
        for (const name of named) expect(run.said, JSON.stringify(env)).toContain(name);
      }
    }, 120_000);

    it('Safe defaults: the outbox answers 404 to a client not on this machine (X-Forwarded-For notwithstanding), to a private-network client without DEV_OUTBOX=1, and to a Host that is not this machine', async () => {
      const loopback = { Host: `127.0.0.1:${port}` };
      expect((await call('127.0.0.1', port, 'GET', '/dev/outbox.json', loopback)).status).toBe(200);
      const refused = [
        { via: '127.0.0.1', headers: { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` } },
        ...[ownAddress('IPv4', false), ownAddress('IPv6', false)]
          .filter((address) => address !== null)
          .flatMap((address) => [
            { via: address, headers: { Host: hostOf(address, port) } },
            { via: address, headers: { Host: `127.0.0.1:${port}`, 'X-Forwarded-For': '127.0.0.1' } },
          ]),
        ...[ownAddress('IPv4', true), ownAddress('IPv6', true)]
          .filter((address) => address !== null)
          .map((address) => ({ via: address, headers: { Host: hostOf(address, port) } })),
      ];
      for (const { via, headers } of refused) {
        for (const pathname of ['/dev/outbox', '/dev/outbox.json']) {
          const answer = await call(via, port, 'GET', pathname, headers);
          expect([answer.status, answer.text], `${pathname} from ${via} ${JSON.stringify(headers)}`).toEqual([404, NOTHING_HERE]);
        }
      }
    });

    it('Safe defaults: in production without SMTP no code reaches the log after a password reset, the outbox is gone, no demo content is seeded but the first administrator is, and a warning says mail is not delivered', async () => {
      const prodPort = Number(new URL(production.url).port);
      const host = { Host: `127.0.0.1:${prodPort}`, Origin: production.url };
      expect(production.output()).toContain('Warning: SMTP_URL is not set, so e-mail is not being delivered');
      expect(
        (await call('127.0.0.1', prodPort, 'POST', '/auth/sign-in', host, { email: ADMIN.email, password: ADMIN.password })).status,
      ).toBe(200);
      expect(production.query<{ n: number }>('select count(*) as n from events')).toEqual([{ n: 0 }]);
      expect((await call('127.0.0.1', prodPort, 'POST', '/auth/forgot-password', host, { email: ADMIN.email })).status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!production.output().includes(`[outbox] to="${ADMIN.email}"`) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const log = production.output();
      expect(log).toMatch(new RegExp(`\\[outbox\\] to="${ADMIN.email}" subject="[^"]+" \\(text not logged\\)`));
      expect(log).not.toMatch(SIX_DIGITS);
      expect((await call('127.0.0.1', prodPort, 'GET', '/dev/outbox.json', host)).text).toBe(NOTHING_HERE);
      // The same reset on the development server does print its code: the search above would have found one.
      expect(
        (await call('127.0.0.1', port, 'POST', '/auth/forgot-password', { Host: `127.0.0.1:${port}` }, { email: ADMIN.email })).status,
      ).toBe(200);
      const code = await dev.mailTo(ADMIN.email, /reset/i);
      expect(dev.output()).toMatch(SIX_DIGITS);
      expect(dev.output()).toContain(codeIn(code));
    });

    it('Safe defaults: an administrator added to ADMIN_EMAILS after the first start gets an account made by the server (a temporary password by e-mail) on the next start, and nobody can make it by signing up first', async () => {
      const later = 'later.admin@example.org';
      const first = await startSiteServer();
      const host = (server: SiteServer) => ({ Host: new URL(server.url).host, Origin: server.url });
      const signUp = await call('127.0.0.1', Number(new URL(first.url).port), 'POST', '/auth/sign-up', host(first), {
        email: later,
        password: 'squatter passphrase 42',
      });
      expect(signUp.status).toBe(200);
      // Sign-up mails leave in the background (the answer never waits for them), through the mail queue.
      const subjects = async () => (await first.outbox()).filter((mail) => mail.to === later).map((mail) => mail.subject);
      await expect.poll(subjects, { timeout: 15_000 }).toEqual(['Alumni Chapter: Create your account by joining first']);
      await first.stop({ keepData: true });
      const again = await startSiteServer({ dataDir: first.dataDir, env: { ADMIN_EMAILS: `${ADMIN.email},${later}` } });
      try {
        const invite = await again.mailTo(later, /temporary password/i);
        expect(invite.text).toContain('Set Password');
        const port = Number(new URL(again.url).port);
        const squatter = await call('127.0.0.1', port, 'POST', '/auth/sign-in', host(again), {
          email: later,
          password: 'squatter passphrase 42',
        });
        expect(squatter.status).toBe(401);
        expect(
          (await call('127.0.0.1', port, 'POST', '/auth/sign-in', host(again), { email: ADMIN.email, password: ADMIN.password })).status,
        ).toBe(200);
      } finally {
        await again.stop();
      }
    }, 60_000);

    it("Safe defaults: with PAYMENTS=simulator in production every page says 'Test mode: no real payments are taken' first, readable and in the flow at 320 px; a development server's pages do not", async () => {
      for (const pathname of ['/', '/Donate', '/Member-Area', '/no-such-page']) {
        const page = await fetch(`${production.url}${pathname}`);
        expect(await page.text(), pathname).toMatch(new RegExp(`<body[^>]*><div role="note"[^>]*>${TEST_MODE_TEXT}</div>`));
        expect(await (await fetch(`${dev.url}${pathname}`)).text(), pathname).not.toContain(TEST_MODE_TEXT);
      }
      if (browser === null) return;
      const { page, context } = await openPage(browser, production.url, { width: 320, height: 640 });
      await page.goto('/');
      const banner = page.getByRole('note', { name: 'Test mode' });
      expect(await banner.innerText()).toBe(TEST_MODE_TEXT);
      const box = await banner.boundingBox();
      const header = await page.locator('#root header').first().boundingBox();
      expect(box && box.y === 0 && box.x === 0 && box.width <= 320).toBe(true);
      expect(box && header && header.y >= box.y + box.height).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 60_000);
  });
});
