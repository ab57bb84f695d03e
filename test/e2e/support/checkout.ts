import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Stripe's test cards the card simulator honours (SECURITY.md). */
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The spec's words on the payment pages (section 8). */
export const SAY = {
  paid: 'Payment was successful!',
  refused: 'There was an error processing your payment.',
  processing: 'Processing your payment...',
} as const;

/** An expiry date (MM/YY) three years ahead, so it never passes while the journeys are kept. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** Types a card into the simulator's card form of `scope`. */
export async function fillCard(scope: Page | Locator, number: string): Promise<void> {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry date').fill(futureExpiry());
  await scope.getByLabel('CVC').fill('123');
}

/** Waits (polling, up to 10 s) until `locator` is visible. */
export async function shows(locator: Locator, message?: string): Promise<void> {
  await expect.poll(() => locator.isVisible(), { timeout: 10_000, message }).toBe(true);
}

/** A toast (or any text) showing exactly `text`. */
export function text(page: Page, words: string): Locator {
  return page.getByText(words, { exact: true });
}

/**
 * Holds the card confirmation (POST /payment/confirm) in the browser until `release()`, so what
 * the page shows while a payment is under way can be seen however fast the simulator answers.
 * `release()` lets the held request go on and only then stops intercepting: stopping first would
 * race the request's own continuation.
 */
export async function holdCardConfirmation(page: Page): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let arrived: (going: Promise<void>) => void = () => undefined;
  const continued = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const pattern = '**/payment/confirm';
  await page.route(pattern, (route) => {
    const going = gate.then(() => route.continue());
    arrived(going);
    // A failure is reported by release(), to the test, not as an unhandled rejection.
    return going.catch(() => undefined);
  });
  return {
    release: async () => {
      open();
      // The confirmation may still be on its way (the spinner shows before it is sent).
      await continued;
      await page.unroute(pattern);
    },
  };
}
