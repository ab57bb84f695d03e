import { errAsync, type ResultAsync } from 'neverthrow';
import type {
  BillingDetails,
  CardEntry,
  CheckoutRequest,
  PaymentError,
  PaymentGateway,
  PaymentReceipt,
  PaymentSession,
} from '../../application/ports/payment-gateway.port';
import { CURRENCY } from '../../domain/money';
import { jsonClient, type JsonClient } from './json-client';
import { paymentErrorOf, receiptAnswer, sessionAnswer } from './payment-answers';

/**
 * Confirms a card held by a payment provider's own element in the browser (Stripe.js
 * `confirmCardPayment` with the session's client secret and the billing details). Supplied by the
 * provider's adapter (a later issue); its vendor types stay there.
 */
export type ConfirmWithProvider = (session: PaymentSession, element: unknown, billing: BillingDetails) => ResultAsync<void, PaymentError>;

/** What the HTTP gateway is built from; every part has a default for the browser. */
export interface HttpPaymentGatewayOptions {
  /** JSON over fetch; a client over `app.request` in tests. Payment requests are sent once whatever the client's retry policy. */
  readonly client?: JsonClient;
  /** A fresh idempotency key for each checkout; `crypto.randomUUID` unless a test gives one. */
  readonly newKey?: () => string;
  /** The provider's confirmation; without one, a provider element answers ProviderUnavailable. */
  readonly confirmWithProvider?: ConfirmWithProvider;
}

/** Sent once: a POST without an Idempotency-Key header is never repeated by fetchWithRetry. */
const ONCE = { safeToRetry: false } as const;

const NO_PROVIDER: PaymentError = { type: 'ProviderUnavailable', message: 'Card payments are not available on this site right now.' };

/**
 * The browser's payment port over the self-hosted server: `startPayment` posts the order to
 * `POST /payment` (the server prices it; no amount is sent) with a new Idempotency-Key per
 * checkout, so a checkout the payer sends again never opens a second order. A card from the
 * simulator's form goes to `POST /payment/confirm`; a provider's element is confirmed by
 * `confirmWithProvider` in the browser, then the server settles the order at once
 * (`POST /payment/:orderId/sync`). Error bodies become the port's errors; network failures, Network.
 *
 * Every request is sent once and never retried in the background: a 429 or an outage is answered
 * at once, so a charge only ever happens while the payer watches the page that asked for it (a
 * retry after a 429's Retry-After once charged a payer minutes after they had given up).
 */
export class HttpPaymentGateway implements PaymentGateway {
  readonly #client: JsonClient;
  readonly #newKey: () => string;
  readonly #confirmWithProvider: ConfirmWithProvider | null;

  constructor(options: HttpPaymentGatewayOptions = {}) {
    this.#client = options.client ?? jsonClient();
    this.#newKey = options.newKey ?? (() => globalThis.crypto.randomUUID());
    this.#confirmWithProvider = options.confirmWithProvider ?? null;
  }

  startPayment(request: CheckoutRequest): ResultAsync<PaymentSession, PaymentError> {
    const body = { ...request, currency: CURRENCY, idempotencyKey: this.#newKey() };
    return this.#client({ method: 'POST', path: '/payment', body, answer: sessionAnswer, ...ONCE }).mapErr(paymentErrorOf);
  }

  confirmCard(session: PaymentSession, card: CardEntry, billing: BillingDetails): ResultAsync<PaymentReceipt, PaymentError> {
    if (card.kind === 'card-details') {
      const body = { orderId: session.orderId, clientSecret: session.clientSecret, card: card.card, billing };
      return this.#client({ method: 'POST', path: '/payment/confirm', body, answer: receiptAnswer, ...ONCE }).mapErr(paymentErrorOf);
    }
    if (this.#confirmWithProvider === null) return errAsync(NO_PROVIDER);
    return this.#confirmWithProvider(session, card.element, billing).andThen(() => this.#sync(session));
  }

  /** After the provider took the card: the server re-reads the payment and fulfils now. */
  #sync(session: PaymentSession): ResultAsync<PaymentReceipt, PaymentError> {
    const path = `/payment/${encodeURIComponent(session.orderId)}/sync`;
    return this.#client({
      method: 'POST',
      path,
      body: { clientSecret: session.clientSecret },
      answer: receiptAnswer,
      ...ONCE,
    }).mapErr(paymentErrorOf);
  }
}
