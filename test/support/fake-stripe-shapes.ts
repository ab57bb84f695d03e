import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Stripe's JSON, as the fake server answers it: intents, errors, events, and its form bodies read back. */

/** A PaymentIntent as Stripe's API answers it (the fields the adapter reads, and a few more). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  payment_method_types: string[];
  /** The last payment method tried (its id: events and retrievals are not expanded). */
  payment_method: string | null;
  /** A decline, with the payment method tried in full (Stripe always expands this one). */
  last_payment_error: { type: string; code: string; decline_code?: string; message: string; payment_method?: FakePaymentMethod } | null;
  capture_method: 'automatic';
  created: number;
  livemode: false;
}

/** A card PaymentMethod as Stripe describes it (the fields of interest, and a few more). */
export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; country: string; exp_month: number; exp_year: number; fingerprint: string; funding: string; last4: string };
  billing_details: { name: string | null };
  created: number;
  customer: null;
  livemode: false;
}

/**
 * A card payment method for a number as Stripe makes one: a new `pm_` id each time, and the card's
 * fingerprint, which is the same for every use of one number (Stripe's are 16 letters and digits).
 */
export function cardPaymentMethod(cardNumber: string): FakePaymentMethod {
  const fingerprint = createHash('sha256').update(`fake-stripe:${cardNumber}`).digest('base64url').replace(/[-_]/g, '').slice(0, 16);
  return {
    id: `pm_${alnum(12)}`,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', country: 'US', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, fingerprint, funding: 'credit', last4: cardNumber.slice(-4) },
    billing_details: { name: null },
    created: now(),
    customer: null,
    livemode: false,
  };
}

/** One answer of the fake: status, JSON body, extra headers. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export const alnum = (bytes: number) => randomBytes(bytes).toString('hex');
export const now = () => Math.floor(Date.now() / 1000);
/** An error in Stripe's format: `{ error: { type, message, code?, param? } }`; a 5xx tells the SDK not to retry. */
export const stripeError = (status: number, type: string, message: string, extra: Record<string, string> = {}): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
  headers: status >= 500 ? { 'stripe-should-retry': 'false' } : {},
});

/** `metadata[orderId]=x&payment_method_types[0]=card` as Stripe reads it: nested keys one level deep. */
export function readForm(body: string): Record<string, string | Record<string, string>> {
  const form: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w*)\]$/.exec(key);
    if (!nested) form[key] = value;
    else {
      const inner = typeof form[nested[1]!] === 'object' ? (form[nested[1]!] as Record<string, string>) : {};
      inner[nested[2]!] = value;
      form[nested[1]!] = inner;
    }
  }
  return form;
}

type Form = Record<string, string | Record<string, string>>;

/** What Stripe refuses when an intent is opened: an amount outside $0.50 to $999,999.99, a malformed currency. */
export function invalidIntent(form: Form): Answer | null {
  const amount = Number(form['amount']);
  if (!Number.isSafeInteger(amount) || amount < 50) {
    return stripeError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  }
  if (amount > 99_999_999) return stripeError(400, 'invalid_request_error', 'Amount must be no more than $999,999.99', { code: 'amount_too_large', param: 'amount' });
  if (!/^[a-z]{3}$/.test(String(form['currency'] ?? ''))) {
    return stripeError(400, 'invalid_request_error', `Invalid currency: ${String(form['currency'] ?? '')}.`, { param: 'currency' });
  }
  return null;
}

/** A new intent from a create request's form, awaiting a payment method. */
export function newIntent(form: Form): FakeIntent {
  const id = `pi_${alnum(12)}`;
  const text = (key: string) => (typeof form[key] === 'string' ? form[key] : null);
  const record = (key: string) => (typeof form[key] === 'object' ? { ...form[key] } : {});
  return {
    id, object: 'payment_intent', amount: Number(form['amount']), amount_received: 0, currency: String(form['currency']),
    status: 'requires_payment_method', client_secret: `${id}_secret_${alnum(12)}`, description: text('description'),
    metadata: record('metadata'), receipt_email: text('receipt_email'), payment_method: null,
    payment_method_types: Object.values(typeof form['allowed_payment_method_types'] === 'object' ? form['allowed_payment_method_types'] : { 0: 'card' }),
    last_payment_error: null, capture_method: 'automatic', created: now(), livemode: false,
  };
}

/** The JSON body of an event about an intent as it stands, exactly as Stripe would sign and deliver it. */
export function eventAbout(intent: FakeIntent, type: string, created = now()): string {
  return JSON.stringify({
    id: `evt_${alnum(12)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object: { ...intent } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
