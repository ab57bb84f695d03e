import type { ResultAsync } from 'neverthrow';
import type { Card } from '../../domain/card';
import type { Cents } from '../../domain/money';
import type { Order } from '../../domain/pricing';

/** Billing details sent with the card (spec section 7): country is always US. */
export interface BillingDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: {
    readonly line1: string;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
    readonly country: 'US';
  };
}

/** The details a new member gives with a membership order; the server writes the member record from them. */
export interface MemberApplication {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zipcode: string;
  readonly gradYear: string | null;
}

export interface CheckoutRequest {
  readonly order: Order;
  /** Who pays: the receipt goes to this e-mail. */
  readonly contact: { readonly firstName: string; readonly lastName: string; readonly email: string };
  /** Only with a membership order. */
  readonly application?: MemberApplication;
  /** A waiting-list offer being claimed (its seats are held for this buyer): only with an event's tickets. */
  readonly offerToken?: string;
}

/** A payment the server has priced and recorded; the amount is the server's, not the page's. */
export interface PaymentSession {
  readonly orderId: string;
  readonly clientSecret: string;
  readonly amount: Cents;
  readonly description: string;
}

/**
 * The card as the page collected it: the simulator's own form gives the details; a payment
 * provider's card element is handed over as it is (its type stays inside the adapter), with what
 * the element last said is missing or wrong (`problem`, null once the card is complete).
 */
export type CardEntry =
  | { readonly kind: 'card-details'; readonly card: Card }
  | { readonly kind: 'provider-element'; readonly element: unknown; readonly problem: string | null };

/**
 * After a successful charge: what was paid (the server's description and amount), the order number
 * to quote, where the receipt e-mail goes, and whether the server has already done what was paid for.
 */
export interface PaymentReceipt {
  /** The order number the payer quotes; the receipt e-mail quotes it too. */
  readonly orderId: string;
  readonly amount: Cents;
  /** What was paid for, as the payment list and the receipt word it ('Member Dues', 'Chapter Donation', ...). */
  readonly description: string;
  /**
   * Where the receipt goes: the order's e-mail, sent when the order is fulfilled (at once for
   * `fulfilled`, later for `pending`, never for `failed`); null when the payer gave no e-mail.
   */
  readonly receiptEmail: string | null;
  readonly fulfilment: 'fulfilled' | 'pending' | 'failed';
  /**
   * A paid membership whose e-mail already has an account ('existing'): the member signs in with
   * it (or resets its password) instead of signing up. Absent for every other payment.
   */
  readonly account?: 'existing';
}

export type PaymentError =
  | { readonly type: 'InvalidOrder'; readonly message: string; readonly fields?: Readonly<Record<string, string>> }
  | { readonly type: 'DuplicateMember'; readonly message: string }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'CardDeclined'; readonly message: string; readonly code: string }
  | { readonly type: 'RateLimited'; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly type: 'ProviderUnavailable'; readonly message: string }
  | { readonly type: 'Network'; readonly message: string };

/** What a payer reads, from whichever gateway, when their payment is not found or payments cannot be taken now. */
export const PAYMENT_LOST: PaymentError = { type: 'InvalidOrder', message: 'This payment could not be found. Please start again.' };
export const PAYMENTS_UNAVAILABLE: PaymentError = {
  type: 'ProviderUnavailable',
  message: 'Payments are unavailable right now. Please try again shortly.',
};

/**
 * Card payments from the browser: the server prices and records the order and opens a payment;
 * then the card is confirmed with the billing details. The server fulfils the order exactly once.
 */
export interface PaymentGateway {
  startPayment(request: CheckoutRequest): ResultAsync<PaymentSession, PaymentError>;
  confirmCard(session: PaymentSession, card: CardEntry, billing: BillingDetails): ResultAsync<PaymentReceipt, PaymentError>;
}
