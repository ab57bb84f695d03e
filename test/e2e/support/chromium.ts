import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with nothing that reaches for the network on its own. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The path the global setup found, or null when the journeys are skipped (no Chromium outside CI). */
export const chromiumPath = inject('chromiumPath');

export function launchChromium(): Promise<Browser> {
  if (chromiumPath === null) throw new Error('No Chromium: the journeys should have been skipped.');
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/** Desktop and the small phone of the journeys. */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 740 } } as const;

/**
 * A fresh context (its own cookies and storage) on `baseURL`. Errors the page throws are
 * collected so a journey can assert that none happened.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}
