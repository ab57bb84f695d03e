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
    card: {
      brand: 'visa',
      country: 'US',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      fingerprint,
      funding: 'credit',
      last4: cardNumber.slice(-4),
    },
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
const now = () => Math.floor(Date.now() / 1000);
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

/**
 * The parameters `POST /v1/payment_intents` takes: PaymentIntentCreateParams of the API version
 * the `stripe` package pins (a test checks this list against the package's types).
 */
export const INTENT_CREATE_PARAMETERS = [
  'amount',
  'currency',
  'allowed_payment_method_types',
  'amount_details',
  'application_fee_amount',
  'automatic_payment_methods',
  'capture_method',
  'confirm',
  'confirmation_method',
  'confirmation_token',
  'customer',
  'customer_account',
  'description',
  'error_on_requires_action',
  'excluded_payment_method_types',
  'expand',
  'hooks',
  'mandate',
  'mandate_data',
  'metadata',
  'off_session',
  'on_behalf_of',
  'payment_details',
  'payment_method',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'radar_options',
  'receipt_email',
  'return_url',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'transfer_data',
  'transfer_group',
  'use_stripe_sdk',
] as const;

/** The parameters `POST /v1/refunds` takes in the API version the `stripe` package pins (a test compares them with its types). */
export const REFUND_CREATE_PARAMETERS = [
  'amount',
  'charge',
  'currency',
  'customer',
  'expand',
  'instructions_email',
  'metadata',
  'origin',
  'payment_intent',
  'reason',
  'refund_application_fee',
  'reverse_transfer',
] as const;

/** A Refund as Stripe's API answers it. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** The charge Stripe made behind an intent (one per succeeded intent here). */
const chargeOf = (intent: FakeIntent) => `ch_${intent.id.replace(/^pi_/, '')}`;

/**
 * A refund of `refunded` cents already given back on `intent`, as Stripe answers `POST /v1/refunds`:
 * the refund, or Stripe's error (intent not paid, already refunded in full, an amount above what is
 * left, a reason Stripe does not know, metadata beyond its limits).
 */
export function newRefund(intent: FakeIntent, refunded: number, form: Form): FakeRefund | Answer {
  const reason = typeof form['reason'] === 'string' ? form['reason'] : null;
  if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    return stripeError(400, 'invalid_request_error', 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', {
      param: 'reason',
    });
  }
  const metadata = typeof form['metadata'] === 'object' ? form['metadata'] : {};
  const badMetadata = invalidMetadata(metadata);
  if (badMetadata) return badMetadata;
  if (intent.status !== 'succeeded') {
    return stripeError(400, 'invalid_request_error', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'payment_intent_unexpected_state',
    });
  }
  const left = intent.amount_received - refunded;
  if (left <= 0) {
    return stripeError(400, 'invalid_request_error', `Charge ${chargeOf(intent)} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const asked = form['amount'] === undefined ? left : Number(form['amount']);
  if (!Number.isSafeInteger(asked) || asked < 1)
    return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
  if (asked > left) {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    return stripeError(
      400,
      'invalid_request_error',
      `Refund amount (${dollars(asked)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  return {
    id: `re_${alnum(12)}`,
    object: 'refund',
    amount: asked,
    currency: intent.currency,
    payment_intent: intent.id,
    charge: chargeOf(intent),
    status: 'succeeded',
    reason,
    metadata,
    created: now(),
  };
}

/** Stripe's limits on metadata: 50 keys, names up to 40 characters, values up to 500. */
const METADATA = { keys: 50, name: 40, value: 500 } as const;
/** Stripe takes idempotency keys of up to 255 characters. */
export const MAX_IDEMPOTENCY_KEY = 255;

/** A parameter of a form body Stripe does not know, as `parameter_unknown` names it (`foo`, or `metadata` for nested ones). */
export function unknownParameter(body: string, known: readonly string[]): Answer | null {
  const unknown = [...new URLSearchParams(body).keys()].map((key) => key.split('[')[0] ?? key).find((name) => !known.includes(name));
  return unknown === undefined
    ? null
    : stripeError(400, 'invalid_request_error', `Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown });
}

function invalidMetadata(metadata: Record<string, string>): Answer | null {
  const entries = Object.entries(metadata);
  if (entries.length > METADATA.keys)
    return stripeError(400, 'invalid_request_error', `You can only specify up to ${METADATA.keys} metadata keys.`, { param: 'metadata' });
  for (const [name, value] of entries) {
    const param = `metadata[${name}]`;
    if (name.length > METADATA.name)
      return stripeError(
        400,
        'invalid_request_error',
        `Metadata keys can have up to ${METADATA.name} characters, but you passed in a key that is ${name.length} characters.`,
        { param },
      );
    if (value.length > METADATA.value)
      return stripeError(
        400,
        'invalid_request_error',
        `Metadata values can have up to ${METADATA.value} characters, but you passed in a value that is ${value.length} characters.`,
        { param },
      );
  }
  return null;
}

/**
 * What Stripe refuses when an intent is opened: an amount outside $0.50 to $999,999.99, a
 * malformed currency, a malformed receipt e-mail, metadata beyond Stripe's limits.
 */
export function invalidIntent(form: Form): Answer | null {
  const amount = Number(form['amount']);
  if (!Number.isSafeInteger(amount) || amount < 50) {
    return stripeError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  }
  if (amount > 99_999_999)
    return stripeError(400, 'invalid_request_error', 'Amount must be no more than $999,999.99', {
      code: 'amount_too_large',
      param: 'amount',
    });
  if (!/^[a-z]{3}$/.test(String(form['currency'] ?? ''))) {
    return stripeError(400, 'invalid_request_error', `Invalid currency: ${String(form['currency'] ?? '')}.`, { param: 'currency' });
  }
  const email = form['receipt_email'];
  if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
    return stripeError(400, 'invalid_request_error', `Invalid email address: ${String(email)}`, {
      code: 'email_invalid',
      param: 'receipt_email',
    });
  }
  return typeof form['metadata'] === 'object' ? invalidMetadata(form['metadata']) : null;
}

/** A new intent from a create request's form, awaiting a payment method. */
export function newIntent(form: Form): FakeIntent {
  const id = `pi_${alnum(12)}`;
  const text = (key: string) => (typeof form[key] === 'string' ? form[key] : null);
  const record = (key: string) => (typeof form[key] === 'object' ? { ...form[key] } : {});
  return {
    id,
    object: 'payment_intent',
    amount: Number(form['amount']),
    amount_received: 0,
    currency: String(form['currency']),
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${alnum(12)}`,
    description: text('description'),
    metadata: record('metadata'),
    receipt_email: text('receipt_email'),
    payment_method: null,
    payment_method_types: Object.values(
      typeof form['allowed_payment_method_types'] === 'object' ? form['allowed_payment_method_types'] : { 0: 'card' },
    ),
    last_payment_error: null,
    capture_method: 'automatic',
    created: now(),
    livemode: false,
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
