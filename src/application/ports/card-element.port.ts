import { okAsync, type ResultAsync } from 'neverthrow';
import type { PaymentError } from './payment-gateway.port';

/** What the card form and a provider's element say while the card is not completely entered. */
export const CARD_DETAILS_MISSING = 'Please enter your card details.';

/** What a provider's card input says as it is typed in: complete, or the problem to show. */
export interface CardElementState {
  readonly complete: boolean;
  /** The element's own message about what was typed (e.g. 'Your card number is invalid.'), or null. */
  readonly error: string | null;
}

/** A provider's card input, mounted on the page. */
export interface MountedCardElement {
  /** The vendor's element, handed to the payment gateway in a `provider-element` CardEntry. */
  readonly element: unknown;
  focus(): void;
  /** Takes it off the page; the provider's frame and listeners go with it. */
  destroy(): void;
}

/**
 * A payment provider's own card input (Stripe Elements): loaded on first use, mounted into a
 * container the page gives it. A failed load answers ProviderUnavailable with words a payer can read.
 */
export interface CardElementProvider {
  mount(container: HTMLElement, onChange: (state: CardElementState) => void): ResultAsync<MountedCardElement, PaymentError>;
}

/** How the checkout forms take a card: the simulator's own form, or the provider's element. */
export type CardEntryMode = { readonly kind: 'simulator' } | { readonly kind: 'provider'; readonly provider: CardElementProvider };

/**
 * Which card entry this site uses. A wiring that fixes it knows it at once; the self-hosted site
 * asks its server on first need (GET /payment/config) and knows it from then on.
 */
export interface CardEntrySource {
  /** The mode when already known, without waiting; null before the first `resolve` has answered. */
  known(): CardEntryMode | null;
  /** Finds the mode (once: every later call answers the same). */
  resolve(): ResultAsync<CardEntryMode, PaymentError>;
}

/** A card entry fixed by the wiring (tests, or a build that knows its provider). */
export function fixedCardEntry(mode: CardEntryMode): CardEntrySource {
  return { known: () => mode, resolve: () => okAsync(mode) };
}

/** The simulator's own card form. */
export const SIMULATOR_CARD_ENTRY: CardEntrySource = fixedCardEntry({ kind: 'simulator' });
