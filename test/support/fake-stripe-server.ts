import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { testCardOutcome } from '../../src/adapters/card-simulator/test-cards';
import {
  alnum,
  cardPaymentMethod,
  eventAbout,
  INTENT_CREATE_PARAMETERS,
  invalidIntent,
  MAX_IDEMPOTENCY_KEY,
  newIntent,
  newRefund,
  readForm,
  REFUND_CREATE_PARAMETERS,
  stripeError,
  unknownParameter,
  type Answer,
  type FakeIntent,
  type FakeRefund,
} from './fake-stripe-shapes';

/** The account's API keys (Stripe's test-mode shapes). */
export interface FakeStripeKeys {
  readonly secretKey?: string;
  readonly publishableKey?: string;
}

/** One request the fake received, for assertions (`Idempotency-Key`, how many creates reached it). */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly body: string;
}

/** How `signedByStripe` signs: when, and with which secret. */
export interface StripeSignOptions {
  /** Back-dates the signature by this many seconds. */
  readonly ageSeconds?: number;
  /** Signs with this secret instead of the endpoint's. */
  readonly secret?: string;
  /** The time to sign at, in milliseconds (default: now). */
  readonly now?: number;
}

/** A webhook request as Stripe sends it: the body and a `Stripe-Signature` made with the SDK's own test helper. */
export function signedByStripe(rawBody: string, secret: string, options: StripeSignOptions = {}) {
  const timestamp = Math.floor((options.now ?? Date.now()) / 1000) - (options.ageSeconds ?? 0);
  const signatureHeader = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: options.secret ?? secret, timestamp });
  return { rawBody, signatureHeader };
}

/**
 * A small Stripe-compatible server on 127.0.0.1 (random port) for the endpoints our adapter uses:
 * `POST /v1/payment_intents` (with Stripe's idempotency: the same key and body replay the first
 * answer, another body is an `idempotency_error`), `GET /v1/payment_intents/:id`, the browser's
 * `POST /v1/payment_intents/:id/confirm` (publishable key and client secret), Stripe's error
 * format. Tests settle intents with Stripe's test cards (`confirm`), build events about them
 * (`event`), and can make the next requests fail (`failNext`) or answer late (`delayNext`): a
 * late answer is decided when the request arrives, as Stripe's own would be.
 *
 * As strict as Stripe where it answers: only its own secret key (and, from the browser, its own
 * publishable key) is taken; an unknown parameter (`parameter_unknown`, against the create
 * parameters of the API version the `stripe` package pins), a malformed receipt e-mail, metadata
 * beyond 50 keys of 40 characters with values of 500, and an idempotency key over 255 characters
 * are refused with Stripe's codes.
 *
 * What it cannot show compared with Stripe:
 * - intents change only when a test says so (`confirm`, `update`), and events are built on demand:
 *   Stripe's own state machine (requires_action and 3-D Secure, processing, automatic
 *   cancellation), its event delivery and retries over days, and its webhook endpoints' settings;
 * - idempotency keys never expire here (Stripe keeps them 24 hours) and two concurrent requests
 *   with one key do not collide (Stripe answers the second 409 while the first runs);
 * - the browser confirmation takes a raw card number (Stripe.js sends a tokenized card from its
 *   Elements iframe); fraud checks (Radar), currencies' minimum amounts other than USD's, rate
 *   limits (429), API version headers and the exact wording of Stripe's messages;
 * - refunds succeed at once (Stripe's card refunds may stay pending, and a few fail later);
 * - every endpoint the adapter does not use (customers, listing, retrieving refunds) answers 404.
 *
 * `POST /v1/refunds` is as strict as Stripe's: only a succeeded intent, never more than was
 * captured less what was refunded before (`amount_too_large`; nothing left: `charge_already_refunded`),
 * an intent never paid is `payment_intent_unexpected_state`, Stripe's reasons only, and its
 * idempotency keys replay the first answer (another body is an `idempotency_error`).
 */
export class FakeStripeServer {
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds: FakeRefund[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Cards confirmed from the browser (Stripe.js), with the billing name they carried. */
  readonly browserConfirmations: { readonly id: string; readonly billingName: string | null }[] = [];
  readonly #keys = new Map<string, { readonly path: string; readonly body: string; readonly answer: Answer }>();
  readonly #server = createServer((request, response) => void this.#handle(request, response));
  readonly #secretKey: string;
  readonly #publishableKey: string;
  #failures = 0;
  #delays: number[] = [];
  #port = 0;

  private constructor(keys: FakeStripeKeys) {
    this.#secretKey = keys.secretKey ?? 'sk_test_fake';
    this.#publishableKey = keys.publishableKey ?? 'pk_test_fake';
  }

  /** A fresh account on 127.0.0.1 (a free port) taking only its own keys (`sk_test_fake` and `pk_test_fake` unless told). */
  static async start(keys: FakeStripeKeys = {}): Promise<FakeStripeServer> {
    const fake = new FakeStripeServer(keys);
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    fake.#port = (fake.#server.address() as AddressInfo).port;
    return fake;
  }

  get port(): number {
    return this.#port;
  }

  /** The account's secret key. */
  get secretKey(): string {
    return this.#secretKey;
  }

  /** The account's publishable key, the one Stripe.js must send. */
  get publishableKey(): string {
    return this.#publishableKey;
  }

  /** A real `stripe` client with the account's secret key, pointed at this fake (no retries, so a test sees every failure at once). */
  client(config: Stripe.StripeConfig = {}): Stripe {
    return new Stripe(this.#secretKey, {
      host: '127.0.0.1',
      port: this.#port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
      ...config,
    });
  }

  /**
   * Charges an intent with a card number, as Stripe.js `confirmCardPayment` would: Stripe's test
   * cards decide. A decline carries the payment method tried, with the card's fingerprint, as
   * Stripe's `last_payment_error.payment_method` does.
   */
  confirm(id: string, cardNumber: string): FakeIntent {
    const intent = this.#intent(id);
    const outcome = testCardOutcome(cardNumber);
    const method = cardPaymentMethod(cardNumber);
    if (outcome.kind === 'succeeds')
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: method.id, last_payment_error: null });
    else {
      const declineCode = outcome.errorCode === 'card_declined' ? { decline_code: outcome.reason } : {};
      const error = { type: 'card_error', code: outcome.errorCode, ...declineCode, message: outcome.message, payment_method: method };
      // Stripe leaves a declined intent without a payment method, waiting for another.
      Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_payment_error: error });
    }
    return intent;
  }

  /** The fingerprint Stripe gives a card number (the same for every use of it). */
  fingerprintOf(cardNumber: string): string {
    return cardPaymentMethod(cardNumber).card.fingerprint;
  }

  /** Sets any field of an intent (a test's back door: status, amount, metadata...). */
  update(id: string, change: Partial<FakeIntent>): FakeIntent {
    return Object.assign(this.#intent(id), change);
  }

  /** The JSON body of an event about an intent as it stands, exactly as Stripe would sign and deliver it. */
  event(id: string, type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | string, created?: number): string {
    return eventAbout(this.#intent(id), type, created);
  }

  /** The next `count` requests answer 500 `api_error` (Stripe's outage). */
  failNext(count = 1): void {
    this.#failures = count;
  }

  /** The next requests are each answered this many milliseconds late (a slow Stripe), one delay per request. */
  delayNext(...milliseconds: number[]): void {
    this.#delays.push(...milliseconds);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #intent(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`The fake has no intent ${id}.`);
    return intent;
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    this.requests.push({ method: request.method ?? '', path, idempotencyKey, body });
    const answer = this.#answer(request, path, body, idempotencyKey);
    const delay = this.#delays.shift() ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${alnum(7)}`, ...answer.headers });
    response.end(JSON.stringify(answer.body));
  }

  #answer(request: IncomingMessage, path: string, body: string, key: string | null): Answer {
    if (this.#failures > 0) {
      this.#failures--;
      return stripeError(500, 'api_error', 'An unknown error occurred.');
    }
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (request.method === 'POST' && confirm) return this.#confirmFromBrowser(decodeURIComponent(confirm[1]!), body);
    if ((request.headers.authorization ?? '') !== `Bearer ${this.#secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (key !== null && key.length > MAX_IDEMPOTENCY_KEY) {
      return stripeError(400, 'invalid_request_error', `Idempotency keys can be at most ${MAX_IDEMPOTENCY_KEY} characters long.`);
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') return this.#create(body, key);
    if (request.method === 'POST' && path === '/v1/refunds') return this.#idempotent(path, body, key, () => this.#refund(body));
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) return this.#retrieve(decodeURIComponent(retrieve[1]!));
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`);
  }

  #create(body: string, key: string | null): Answer {
    return this.#idempotent('/v1/payment_intents', body, key, () => this.#newIntent(body));
  }

  /**
   * Stripe's idempotency: a key used before with the same request replays its answer, with another
   * request (or on another endpoint) it is an `idempotency_error`. Only successes are kept (Stripe
   * keeps no result for a request refused before it ran).
   */
  #idempotent(path: string, body: string, key: string | null, run: () => Answer): Answer {
    const earlier = key === null ? undefined : this.#keys.get(key);
    if (earlier) {
      if (earlier.body === body && earlier.path === path) return { ...earlier.answer, headers: { 'idempotent-replayed': 'true' } };
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    const answer = run();
    if (key !== null && answer.status === 200) this.#keys.set(key, { path, body, answer });
    return answer;
  }

  #refund(body: string): Answer {
    const unknown = unknownParameter(body, REFUND_CREATE_PARAMETERS);
    if (unknown) return unknown;
    const form = readForm(body);
    const id = form['payment_intent'];
    if (typeof id !== 'string') {
      return stripeError(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const intent = this.intents.get(id);
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    const refunded = this.refunds.filter((refund) => refund.payment_intent === id).reduce((sum, refund) => sum + refund.amount, 0);
    const refund = newRefund(intent, refunded, form);
    if (!('object' in refund)) return refund;
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }

  #newIntent(body: string): Answer {
    const unknown = unknownParameter(body, INTENT_CREATE_PARAMETERS);
    if (unknown) return unknown;
    const form = readForm(body);
    const invalid = invalidIntent(form);
    if (invalid) return invalid;
    const intent = newIntent(form);
    this.intents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  /**
   * `POST /v1/payment_intents/:id/confirm` as Stripe.js sends it from the browser: the publishable
   * key and the client secret in the form, the card in `payment_method_data[card][number]`.
   * Stripe's test cards decide; a decline answers 402 `card_error` with the intent, as Stripe does.
   */
  #confirmFromBrowser(id: string, body: string): Answer {
    const form = new URLSearchParams(body);
    if (form.get('key') !== this.#publishableKey) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const intent = this.intents.get(id);
    if (!intent || form.get('client_secret') !== intent.client_secret) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing' });
    }
    if (intent.status === 'succeeded') {
      const message = 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.';
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: intent } },
      };
    }
    this.browserConfirmations.push({ id, billingName: form.get('payment_method_data[billing_details][name]') });
    const confirmed = this.confirm(id, form.get('payment_method_data[card][number]') ?? '');
    if (confirmed.status === 'succeeded') return { status: 200, body: confirmed };
    return { status: 402, body: { error: { ...confirmed.last_payment_error, payment_intent: confirmed } } };
  }

  #retrieve(id: string): Answer {
    const intent = this.intents.get(id);
    return intent
      ? { status: 200, body: intent }
      : stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
  }
}
