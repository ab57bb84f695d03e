import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ResultAsync } from 'neverthrow';
import type { PaymentGateway } from '../../../src/application/ports/payment-gateway.port';
import { uiWorld, type UiWorld } from '../support/ui-world';

/** Stripe's test cards, as the simulator knows them. */
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A user typing without delays between keys. */
export const user = () => userEvent.setup({ delay: null });
export type User = ReturnType<typeof user>;

/** An expiry date a few years after the world's clock. */
export function futureExpiry(world: UiWorld): string {
  const year = new Date(world.clock.now()).getUTCFullYear() + 3;
  return `12/${String(year).slice(-2)}`;
}

/** Replaces what a field holds with `text`. */
export async function fill(u: User, label: string | RegExp, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await u.clear(field);
  if (text) await u.type(field, text);
}

/** Types a card into the simulator's card form. */
export async function fillCard(u: User, world: UiWorld, number: string): Promise<void> {
  await fill(u, 'Card number', number);
  await fill(u, 'Expiry date', futureExpiry(world));
  await fill(u, 'CVC', '123');
}

/** The texts an input's aria-describedby points at. */
export function descriptionOf(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

/** The value of a labelled input or text area. */
export function valueOf(label: string | RegExp): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

/**
 * A world whose payments wait until `release()` is called, so a test can see the spinner.
 * Each payment started after a release goes straight through.
 */
export function worldWithHeldPayments() {
  const world = uiWorld();
  const inner = world.services.payments;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const payments: PaymentGateway = {
    startPayment: (request) => new ResultAsync(gate.then(() => inner.startPayment(request))),
    confirmCard: (session, card, billing) => inner.confirmCard(session, card, billing),
  };
  return { world: { ...world, services: { ...world.services, payments } }, release: () => release() };
}

/** Orders charged so far: the processor's signed events, one per confirmation. */
export function confirmations(world: UiWorld): number {
  return world.processor.deliveries().length;
}

/** The confirmation after a payment: its heading has the focus and reads out what was paid, an order number and the receipt line. */
export function expectConfirmation(paid: string, receiptLine: string, heading = 'Thank you: your payment was received'): void {
  const title = screen.getByRole('heading', { name: heading });
  expect(document.activeElement).toBe(title);
  const summary = descriptionOf(title).join(' ');
  expect(summary).toContain(paid);
  expect(summary).toMatch(/Order number\s*\S+/);
  expect(summary).toContain(receiptLine);
}
