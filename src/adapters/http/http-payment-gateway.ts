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
  /** JSON over fetch with retries (429/5xx, at most 3 attempts); a client over `app.request` in tests. */
  readonly client?: JsonClient;
  /** A fresh idempotency key for each checkout; `crypto.randomUUID` unless a test gives one. */
  readonly newKey?: () => string;
  /** The provider's confirmation; without one, a provider element answers ProviderUnavailable. */
  readonly confirmWithProvider?: ConfirmWithProvider;
}

const NO_PROVIDER: PaymentError = { type: 'ProviderUnavailable', message: 'Card payments are not available on this site right now.' };

/**
 * The browser's payment port over the self-hosted server: `startPayment` posts the order to
 * `POST /payment` (the server prices it; no amount is sent) with a new Idempotency-Key per
 * checkout, which every retry of that request reuses, so a lost answer never opens a second
 * order. A card from the simulator's form goes to `POST /payment/confirm`; a provider's element
 * is confirmed by `confirmWithProvider` in the browser, then the server settles the order at once
 * (`POST /payment/:orderId/sync`). Error bodies become the port's errors; network failures, Network.
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
    // Safe to repeat: the server answers a repeated key with the order and intent it made the first time.
    return this.#client({ method: 'POST', path: '/payment', body, answer: sessionAnswer, safeToRetry: true }).mapErr(paymentErrorOf);
  }

  confirmCard(session: PaymentSession, card: CardEntry, billing: BillingDetails): ResultAsync<PaymentReceipt, PaymentError> {
    if (card.kind === 'card-details') {
      const body = { orderId: session.orderId, clientSecret: session.clientSecret, card: card.card, billing };
      // Safe to repeat: a paid order confirmed again answers its receipt and charges nothing.
      return this.#client({ method: 'POST', path: '/payment/confirm', body, answer: receiptAnswer, safeToRetry: true }).mapErr(
        paymentErrorOf,
      );
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
      safeToRetry: true,
    }).mapErr(paymentErrorOf);
  }
}
