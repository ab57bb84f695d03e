import type { ResultAsync } from 'neverthrow';
import type { CardInput } from '../../../domain/card';
import { fullName } from '../../../domain/members';
import type { FieldErrors } from '../../../domain/validation/fields';
import { COUNTRY } from '../../../domain/money';
import type { Order } from '../../../domain/pricing';
import { CARD_REFUSALS, MESSAGES, providerMessage, TOAST_SHORT_MS, withDetail, type Notice } from '../messages';
import type {
  BillingDetails,
  CardEntry,
  CheckoutRequest,
  MemberApplication,
  PaymentError,
  PaymentGateway,
  PaymentReceipt,
} from '../../ports/payment-gateway.port';

/**
 * How a page words a failed payment (spec section 8):
 * - `provider-message`: Become a Member shows the provider's own words for 5 s;
 * - `generic`: Donate and Spring Banquet show 'There was an error processing your payment.' for 3 s;
 * - `request-detail`: the cookout pages show 'There was an error processing your payment: <error>'
 *   for 3 s when the payment request fails, and the generic words for a refused card;
 * - `member-area`: dues and upgrade show 'Payment processing failed.'.
 */
export type PaymentWording = 'provider-message' | 'generic' | 'request-detail' | 'member-area';

/** Which step failed: opening the payment on the server, or confirming the card. */
export type PaymentStage = 'start' | 'confirm';

/**
 * A failed payment: the port's error, the step it failed at, what the page shows as a notice, and
 * what it shows beside the card fields (a refused card's reason, a limit's wait; none otherwise).
 */
export type PaymentFailure = PaymentError & {
  readonly stage: PaymentStage;
  readonly notice: Notice;
  readonly cardErrors: FieldErrors<keyof CardInput>;
};

/** The port paying needs. */
export interface PayForOrderDeps {
  readonly payments: PaymentGateway;
}

/** An order, who pays for it, the card and how the page words a failure. */
export interface PayForOrderInput {
  readonly order: Order;
  /** Who pays; the receipt goes to this e-mail. */
  readonly contact: CheckoutRequest['contact'];
  /** Only with a membership order. */
  readonly application?: MemberApplication;
  /** Only with an event's tickets bought from a waiting-list offer. */
  readonly offerToken?: string;
  readonly billing: BillingDetails;
  readonly card: CardEntry;
  readonly wording: PaymentWording;
}

/** The words a page shows for a failed payment, by its wording and the step that failed. */
export function paymentFailureNotice(wording: PaymentWording, error: PaymentError, stage: PaymentStage): Notice {
  switch (wording) {
    case 'provider-message':
      return providerMessage(error.message);
    case 'generic':
      return MESSAGES.paymentFailed;
    case 'request-detail':
      return stage === 'start'
        ? withDetail(MESSAGES.paymentRequestFailedPrefix, error.message, 'error', TOAST_SHORT_MS)
        : MESSAGES.paymentFailed;
    case 'member-area':
      return MESSAGES.paymentProcessingFailed;
  }
}

/**
 * Why the processor refused a card, by Stripe's decline code (or its error code when it gave no
 * decline code), on the card field it concerns: the expiry for an expired card, the CVC for a
 * wrong security code, the number for everything else. The provider's own words stay for what
 * has no words of ours (a card needing authentication, an unfinished card element).
 */
export function cardRefusal(code: string, providerWords: string): FieldErrors<keyof CardInput> {
  switch (code) {
    case 'expired_card':
      return { expiry: CARD_REFUSALS.expiredCard };
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return { cvc: CARD_REFUSALS.incorrectCvc };
    case 'insufficient_funds':
      return { number: CARD_REFUSALS.insufficientFunds };
    case 'processing_error':
      return { number: CARD_REFUSALS.processingError };
    case 'incorrect_number':
    case 'invalid_number':
      return { number: CARD_REFUSALS.incorrectNumber };
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
    case 'incomplete':
      return { number: providerWords };
    default:
      return { number: CARD_REFUSALS.declined };
  }
}

/** What shows beside the card for a failed payment: a refused card's reason, or a limit's message with its wait. */
export function cardErrorsOfFailure(error: PaymentError): FieldErrors<keyof CardInput> {
  switch (error.type) {
    case 'CardDeclined':
      return cardRefusal(error.code, error.message);
    case 'RateLimited':
      return { number: error.message };
    default:
      return {};
  }
}

/** What a page collected about the payer; whatever a page does not ask for is sent empty. */
export interface BillingParts {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone?: string;
  readonly line1?: string;
  readonly city?: string;
  readonly state?: string;
  readonly postalCode?: string;
}

/** The billing details sent with the card (spec section 7): first and last name joined, country US. */
export function billingDetails(parts: BillingParts): BillingDetails {
  return {
    name: fullName(parts),
    email: parts.email.trim(),
    phone: (parts.phone ?? '').trim(),
    address: {
      line1: (parts.line1 ?? '').trim(),
      city: (parts.city ?? '').trim(),
      state: (parts.state ?? '').trim(),
      postalCode: (parts.postalCode ?? '').trim(),
      country: COUNTRY,
    },
  };
}

/**
 * Pays for an order from the browser: the server prices and records it and opens a payment, then
 * the card is confirmed with the billing details. Every failure carries the page's words.
 *
 * @example payForOrder({ payments }, { order: { item: 'upgrade' }, contact, billing, card, wording: 'member-area' })
 */
export function payForOrder(deps: PayForOrderDeps, input: PayForOrderInput): ResultAsync<PaymentReceipt, PaymentFailure> {
  const failed =
    (stage: PaymentStage) =>
    (error: PaymentError): PaymentFailure => ({
      ...error,
      stage,
      notice: paymentFailureNotice(input.wording, error, stage),
      cardErrors: cardErrorsOfFailure(error),
    });
  const request: CheckoutRequest = {
    order: input.order,
    contact: input.contact,
    ...(input.application ? { application: input.application } : {}),
    ...(input.offerToken ? { offerToken: input.offerToken } : {}),
  };
  return deps.payments
    .startPayment(request)
    .mapErr(failed('start'))
    .andThen((session) => deps.payments.confirmCard(session, input.card, input.billing).mapErr(failed('confirm')));
}
