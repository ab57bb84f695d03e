import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentIntent, Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  CARD_DETAILS_MISSING,
  type CardElementProvider,
  type CardElementState,
  type MountedCardElement,
} from '../../application/ports/card-element.port';
import type { BillingDetails, PaymentError, PaymentSession } from '../../application/ports/payment-gateway.port';
import { PROCESSOR_MESSAGES } from '../../application/ports/payment-processor.port';

/** Loads Stripe.js for a publishable key; null where there is no window. `loadStripe` of `@stripe/stripe-js/pure` by default. */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/** What a payer reads when Stripe.js (the card form) could not be loaded: blocked, offline, or refused. */
export const CARD_FORM_LOAD_FAILED =
  'We could not load the card form from our payment provider. Please check your connection, allow js.stripe.com if something blocks it, and reload the page.';
/** What a payer reads when Stripe could not be reached while confirming the card. */
export const STRIPE_NETWORK_MESSAGE = 'Your card could not be sent to our payment provider. Please check your connection and try again.';
/** What a payer reads when Stripe itself answered with an error (an outage, a payment it cannot take now). */
const STRIPE_UNAVAILABLE_MESSAGE = 'Our payment provider could not take the payment right now. Please try again shortly.';
/** What a payer reads when their bank's extra check (3-D Secure) was not completed. */
export const AUTHENTICATION_MESSAGE =
  'Your bank asked to confirm this payment and it was not confirmed. Please try again or use another card.';

/** How long a payer may be asked to wait before a rate-limited confirmation may be sent again. */
const RATE_LIMIT_RETRY_SECONDS = 30;

/** Stripe refuses empty strings for billing fields ("cannot be unset"): only what the form collected is sent. */
function present(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The spec's billing details (section 7) as Stripe.js takes them: country US, line1, city, postal code, state, e-mail, name, phone. */
export function stripeBillingDetails(billing: BillingDetails) {
  const address = {
    country: billing.address.country,
    line1: present(billing.address.line1),
    city: present(billing.address.city),
    postal_code: present(billing.address.postalCode),
    state: present(billing.address.state),
  };
  const details = { address, email: present(billing.email), name: present(billing.name), phone: present(billing.phone) };
  return JSON.parse(JSON.stringify(details)) as typeof details;
}

/** A Stripe.js error as the port's error: declines keep Stripe's words and code; the rest say what the payer can do. */
function paymentErrorOfStripe(error: StripeError): PaymentError {
  switch (error.type) {
    case 'card_error':
    case 'validation_error':
      return {
        type: 'CardDeclined',
        code: error.decline_code ?? error.code ?? 'card_declined',
        message: error.message ?? CARD_DETAILS_MISSING,
      };
    case 'api_connection_error':
      return { type: 'Network', message: STRIPE_NETWORK_MESSAGE };
    case 'rate_limit_error':
      return { type: 'RateLimited', message: STRIPE_UNAVAILABLE_MESSAGE, retryAfterSeconds: RATE_LIMIT_RETRY_SECONDS };
    case 'invalid_request_error':
      if (error.code === 'payment_intent_authentication_failure')
        return { type: 'CardDeclined', code: error.code, message: AUTHENTICATION_MESSAGE };
      return { type: 'ProviderUnavailable', message: STRIPE_UNAVAILABLE_MESSAGE };
    default:
      return { type: 'ProviderUnavailable', message: STRIPE_UNAVAILABLE_MESSAGE };
  }
}

/** Charged (or being charged): the server's sync settles it. Anything else is a card that did not go through. */
function outcomeOf(intent: PaymentIntent): ResultAsync<void, PaymentError> {
  if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'requires_capture') return okAsync(undefined);
  if (intent.status === 'requires_action')
    return errAsync({ type: 'CardDeclined', code: 'authentication_required', message: AUTHENTICATION_MESSAGE });
  const last = intent.last_payment_error;
  return errAsync({
    type: 'CardDeclined',
    code: last?.decline_code ?? last?.code ?? 'card_declined',
    message: last?.message ?? PROCESSOR_MESSAGES.cardDeclined,
  });
}

/** An element handed back by the page is ours only if it is a Stripe card element this adapter made. */
function isCardElement(element: unknown, made: WeakSet<object>): element is StripeCardElement {
  return typeof element === 'object' && element !== null && made.has(element);
}

/**
 * The browser's card entry with Stripe.js: Stripe Elements' card input mounted into the card
 * entry's container, and `confirmCardPayment` with the session's client secret and the spec's
 * billing details. Stripe.js is loaded on the first mount or confirmation only (never by a page
 * that takes no card); a failed load answers ProviderUnavailable with CARD_FORM_LOAD_FAILED and
 * the next mount tries again. `confirm` is the HttpPaymentGateway's `confirmWithProvider`: after
 * it the server settles the order (POST /payment/:orderId/sync).
 */
export class StripeJsCard implements CardElementProvider {
  readonly #publishableKey: string;
  readonly #load: LoadStripe;
  readonly #made = new WeakSet<object>();
  #stripe: Promise<Stripe> | null = null;

  constructor(publishableKey: string, load: LoadStripe = loadStripe) {
    this.#publishableKey = publishableKey;
    this.#load = load;
  }

  mount(container: HTMLElement, onChange: (state: CardElementState) => void): ResultAsync<MountedCardElement, PaymentError> {
    return this.#loaded().map((stripe) => {
      const card = stripe.elements().create('card', { hidePostalCode: false, style: { base: { fontSize: '16px' } } });
      this.#made.add(card);
      card.on('change', (event) => onChange({ complete: event.complete, error: event.error?.message ?? null }));
      card.mount(container);
      return { element: card, focus: () => card.focus(), destroy: () => card.destroy() };
    });
  }

  /** Confirms the card of a mounted element for a session: ok once Stripe has the payment; the port's error otherwise. */
  readonly confirm = (session: PaymentSession, element: unknown, billing: BillingDetails): ResultAsync<void, PaymentError> => {
    if (!isCardElement(element, this.#made)) return errAsync({ type: 'CardDeclined', code: 'incomplete', message: CARD_DETAILS_MISSING });
    return this.#loaded().andThen((stripe) =>
      ResultAsync.fromPromise(
        stripe.confirmCardPayment(session.clientSecret, {
          payment_method: { card: element, billing_details: stripeBillingDetails(billing) },
        }),
        (): PaymentError => ({ type: 'Network', message: STRIPE_NETWORK_MESSAGE }),
      ).andThen((result) => {
        if (result.error) {
          // A confirmation repeated after a lost answer: the intent is already paid, which is what was asked.
          const paid = result.error.code === 'payment_intent_unexpected_state' && result.error.payment_intent?.status === 'succeeded';
          return paid ? okAsync(undefined) : errAsync(paymentErrorOfStripe(result.error));
        }
        return outcomeOf(result.paymentIntent);
      }),
    );
  };

  #loaded(): ResultAsync<Stripe, PaymentError> {
    this.#stripe ??= this.#load(this.#publishableKey).then((stripe) => {
      if (stripe === null) throw new Error('Stripe.js needs a browser window.');
      return stripe;
    });
    const loading = this.#stripe;
    return ResultAsync.fromPromise(loading, (): PaymentError => {
      if (this.#stripe === loading) this.#stripe = null;
      return { type: 'ProviderUnavailable', message: CARD_FORM_LOAD_FAILED };
    });
  }
}
