import { serve, type ServerType } from '@hono/node-server';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build-if-stale.mjs';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { StripePaymentProcessor } from '../../src/adapters/stripe/stripe-payment-processor';
import { appWorld, type AppWorld } from '../support/app-world';
import { FakeStripeServer } from '../support/fake-stripe-server';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { CARDS, fillCard, SAY, shows } from './support/checkout';
import { startSiteServer, type SiteServer } from './support/site-server';

const CLIENT_DIR = path.join(ROOT, 'dist/client');
const FAKE_STRIPE_JS = readFileSync(path.join(ROOT, 'test/e2e/support/fake-stripe.js'), 'utf8');
const STRIPE_ADAPTER = 'src/adapters/stripe-js/stripe-js-card.ts';
/** What only the `@stripe/stripe-js` loader holds: the address it loads Stripe.js from. */
const STRIPE_MARKER = 'js.stripe.com';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Vite's manifest of the client build: chunks by key, with their static and dynamic imports. */
function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The keys a chunk loads with it (itself and its static imports, transitively): what arrives before any dynamic import runs. */
function staticClosure(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunks[key]?.imports ?? []) staticClosure(chunks, next, seen);
  return seen;
}

/** The Stripe-compatible fake answers the browser's confirmation; the page sees it as https://api.stripe.com (CORS as Stripe sends it). */
async function toFakeStripe(route: Route, fake: FakeStripeServer): Promise<void> {
  const url = new URL(route.request().url());
  const answer = await fetch(`http://127.0.0.1:${fake.port}${url.pathname}`, {
    method: route.request().method(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: route.request().postData() ?? '',
  });
  await route.fulfill({
    status: answer.status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: await answer.text(),
  });
}

/** The app with the Stripe processor on the fake, serving the production client build, on a free port of loopback. */
async function stripeSite(fake: FakeStripeServer): Promise<{ url: string; world: AppWorld; server: ServerType }> {
  const plain = appWorld();
  // The address is known once listening, and the app needs it (PUBLIC_URL): it answers from then on.
  let app: AppWorld['app'] | null = null;
  const server = serve({
    fetch: (request) => (app ? app.fetch(request) : new Response(null, { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const processor = new StripePaymentProcessor({ stripe: fake.client(), webhookSecret: 'whsec_e2e', clock: new ManualClock(Date.now()) });
  const stripe = { secretKey: 'sk_test_e2e', publishableKey: 'pk_test_e2e', webhookSecret: 'whsec_e2e' };
  const world = appWorld({ processor, simulator: null, clientDir: CLIENT_DIR, config: { ...plain.deps.config, publicUrl: url, stripe } });
  app = world.app;
  return { url, world, server };
}

/** To the Cookout 2022 checkout with one ticket and the buyer filled in. */
async function toCookoutCheckout(page: Page, email: string): Promise<void> {
  await page.goto('/Cookout-2022');
  await page.getByRole('button', { name: 'Add a Ticket', exact: true }).click();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Jackson');
  await page.getByLabel('Email').fill(email);
}

describe('Stripe.js in the build', () => {
  it.skipIf(!existsSync(path.join(CLIENT_DIR, '.vite/manifest.json')))(
    'is only in a lazy chunk, which only the Stripe adapter brings',
    () => {
      const chunks = manifest();
      const holding = Object.entries(chunks).filter(
        ([, chunk]) => chunk.file.endsWith('.js') && readFileSync(path.join(CLIENT_DIR, chunk.file), 'utf8').includes(STRIPE_MARKER),
      );
      expect(holding.length).toBeGreaterThan(0);
      const adapter = staticClosure(chunks, STRIPE_ADAPTER);
      for (const [key] of holding) expect(adapter.has(key), key).toBe(true);
      for (const [key, chunk] of Object.entries(chunks)) {
        if (adapter.has(key)) continue;
        // No other chunk pulls the adapter in with it: it is reached by its dynamic import only.
        expect(staticClosure(chunks, key).has(STRIPE_ADAPTER), key).toBe(false);
        if (chunk.isEntry)
          expect(
            holding.some(([held]) => staticClosure(chunks, key).has(held)),
            key,
          ).toBe(false);
      }
      expect(Object.values(chunks).some((chunk) => chunk.dynamicImports?.includes(STRIPE_ADAPTER))).toBe(true);
    },
  );
});

describe.skipIf(chromiumPath === null)('card payments in Chromium, by the server’s mode', () => {
  let browser: Browser;
  let fake: FakeStripeServer;
  let simulatorSite: SiteServer;
  let site: Awaited<ReturnType<typeof stripeSite>>;

  beforeAll(async () => {
    fake = await FakeStripeServer.start({ publishableKey: 'pk_test_e2e' });
    [browser, simulatorSite, site] = await Promise.all([launchChromium(), startSiteServer(), stripeSite(fake)]);
  });
  afterAll(async () => {
    await browser?.close();
    await simulatorSite?.stop();
    site?.server.close();
    await fake?.close();
  });

  it('simulator mode: the simulator’s card form, and Stripe.js is never asked for', async () => {
    const { context, page, pageErrors } = await openPage(browser, simulatorSite.url);
    const stripeRequests: string[] = [];
    await context.route(/stripe\.com/, (route) => {
      stripeRequests.push(route.request().url());
      return route.abort();
    });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await toCookoutCheckout(page, 'sim@example.org');
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await shows(page.getByText(SAY.paid, { exact: true }));
    expect(stripeRequests).toEqual([]);
    const adapterFile = manifest()[STRIPE_ADAPTER]?.file ?? 'missing';
    expect(scripts.some((script) => script.endsWith(adapterFile))).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('Stripe mode: Stripe Elements takes the card, a decline is said, and a good card buys the ticket end to end', async () => {
    const { context, page, pageErrors } = await openPage(browser, site.url);
    const scriptLoads: string[] = [];
    await context.route('https://js.stripe.com/**', (route) => {
      scriptLoads.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
    });
    await context.route('https://api.stripe.com/**', (route) => toFakeStripe(route, fake));
    await page.goto('/');
    expect(scriptLoads).toEqual([]);

    await toCookoutCheckout(page, 'mary@example.org');
    const cardBox = page.getByRole('group', { name: 'Card details' });
    await shows(cardBox);
    const number = cardBox.getByLabel('Card number');
    await shows(number);
    expect(scriptLoads).toHaveLength(1);
    expect(await page.getByLabel('Expiry date').count()).toBe(0);

    // An unfinished card is refused on the page: no order is opened.
    await number.fill('4242');
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await shows(page.getByText('Your card number is incomplete.'));
    expect(fake.intents.size).toBe(0);

    // Stripe's decline codes (decline_code, else code) are said beside the card as the simulator's are.
    for (const [card, reason] of [
      [CARDS.declined, 'Your card was declined. Please use another card, or ask your bank why.'],
      ['4000 0000 0000 9995', 'Your card was declined: insufficient funds. Please use another card.'],
      ['4000 0000 0000 0069', 'Your card has expired. Please check the expiry date or use another card.'],
    ] as const) {
      await page.getByRole('group', { name: 'Card details' }).getByLabel('Card number').fill(card);
      await page.getByRole('button', { name: 'Complete purchase' }).click();
      await shows(page.getByText(reason, { exact: true }), reason);
      await shows(page.getByRole('button', { name: 'Complete purchase' }));
      expect(await page.getByLabel('Last name').inputValue()).toBe('Jackson');
    }
    await shows(page.getByText(SAY.refused, { exact: true }));

    await page.getByRole('group', { name: 'Card details' }).getByLabel('Card number').fill(CARDS.succeeds);
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await shows(page.getByText(SAY.paid, { exact: true }));

    const paid = [...fake.intents.values()].filter((intent) => intent.status === 'succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 2_000, description: 'Cookout 2022 Tickets: 1' });
    expect(fake.browserConfirmations.map((c) => c.billingName)).toEqual(Array<string>(4).fill('Mary Jackson'));
    const receipts = site.world.mailer.sent().filter((mail) => mail.to === 'mary@example.org' && mail.subject.startsWith('Your receipt'));
    expect(receipts).toHaveLength(1);
    expect(scriptLoads).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
