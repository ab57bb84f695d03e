import type { ResultAsync } from 'neverthrow';
import { fullName } from '../../../domain/members';
import { COUNTRY } from '../../../domain/money';
import type { Order } from '../../../domain/pricing';
import { MESSAGES, providerMessage, TOAST_SHORT_MS, withDetail, type Notice } from '../messages';
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

/** A failed payment: the port's error, the step it failed at, and what the page shows. */
export type PaymentFailure = PaymentError & { readonly stage: PaymentStage; readonly notice: Notice };

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
    (error: PaymentError): PaymentFailure => ({ ...error, stage, notice: paymentFailureNotice(input.wording, error, stage) });
  const request: CheckoutRequest = {
    order: input.order,
    contact: input.contact,
    ...(input.application ? { application: input.application } : {}),
  };
  return deps.payments
    .startPayment(request)
    .mapErr(failed('start'))
    .andThen((session) => deps.payments.confirmCard(session, input.card, input.billing).mapErr(failed('confirm')));
}
