// `npm run screenshots`: pictures of the main pages at desktop and phone width, written to
// docs/screenshots/ and shown in the README. Starts the production build on a temporary DATA_DIR
// (seeded demo content, the card simulator) and drives Debian's Chromium (CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { ADMIN, startSiteServer } from '../test/e2e/support/site-server';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 375, height: 760 } } as const;

/** The pages shown, each with what to do before the picture. */
const SHOTS: readonly { readonly name: string; readonly path: string; readonly prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'executive-board', path: '/Executive-Board' },
  { name: 'become-a-member', path: '/Become-A-Member' },
  {
    name: 'donate-checkout',
    path: '/Donate',
    prepare: async (page) => {
      await page.getByRole('button', { name: '$50' }).click();
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await page.getByLabel('Card number').waitFor();
    },
  },
  { name: 'attend-cookout', path: '/Attend-Cookout' },
  { name: 'login', path: '/Login' },
  { name: 'contact', path: '/Contact' },
  {
    name: 'member-area-admin',
    path: '/Login',
    prepare: async (page) => {
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/Member-Area');
      await page.getByRole('button', { name: /^Admin Panel/ }).waitFor();
    },
  },
];

async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .page-loading').length === 0);
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  buildIfStale();
  mkdirSync(OUT, { recursive: true });
  const server = await startSiteServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      for (const shot of SHOTS) {
        const context = await browser.newContext({ baseURL: server.url, viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(shot.path);
        await settle(page);
        await shot.prepare?.(page);
        await settle(page);
        const file = path.join(OUT, `${shot.name}-${width}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${path.relative(ROOT, file)}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
