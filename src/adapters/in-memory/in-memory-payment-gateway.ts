import { errAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { Mailer } from '../../application/ports/mailer.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.port';
import type { Ticketing } from '../../application/ports/ticketing.port';
import type { DuesCutoff } from '../../domain/membership';
import type { OrderLedger } from '../../application/ports/order-ledger.port';
import { PAYMENT_LOST, PAYMENTS_UNAVAILABLE } from '../../application/ports/payment-gateway.port';
import type {
  BillingDetails,
  CardEntry,
  CheckoutRequest,
  PaymentError,
  PaymentGateway,
  PaymentReceipt,
  PaymentSession,
} from '../../application/ports/payment-gateway.port';
import type { CardSimulator, PaymentProcessor } from '../../application/ports/payment-processor.port';
import type { RateLimiter } from '../../application/ports/rate-limiter.port';
import { CARD_DECLINE_LIMIT, ORDER_DECLINE_LIMIT, type DeclineLimiters } from '../../application/server/payments/card-testing';
import { confirmSimulatedPayment } from '../../application/server/payments/confirm-simulated-payment.use-case';
import { createPayment } from '../../application/server/payments/create-payment.use-case';
import type { PaymentsError } from '../../application/server/payments/payments.errors';
import type { PayingActor } from '../../application/server/payments/resolve-checkout';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';

export interface InMemoryPaymentGatewayDeps {
  readonly processor: PaymentProcessor & CardSimulator;
  readonly ledger: OrderLedger;
  readonly members: MemberRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The events tickets are sold for (the spec's four in every install), their seats and tickets. */
  readonly ticketing: Pick<Ticketing, 'events' | 'tickets' | 'tokens' | 'waitingList'>;
  /** The chapter's time zone, the dues cut-off (null: none), the site's address (for the ticket e-mail's links). */
  readonly config: { readonly timeZone: string; readonly duesCutoff: DuesCutoff | null; readonly publicUrl: string };
  /** Draws the ticket e-mail's QR codes. */
  readonly qrCodes: QrCodeRenderer;
  /** Declines per client; per card and per order too when given (otherwise counted by this gateway alone). */
  readonly rateLimiter: RateLimiter;
  readonly cardDeclines?: RateLimiter;
  readonly orderDeclines?: RateLimiter;
  /** Who is signed in in this browser; a visitor unless a test signs someone in. */
  readonly actor?: () => PayingActor;
  /** The rate limiter's key for this browser (the server uses the client's address). */
  readonly clientKey?: string;
}

const VISITOR: PayingActor = { role: 'visitor', email: null, memberId: null };

/** The server's answer as the browser's port words it. */
export function toPaymentError(error: PaymentsError): PaymentError {
  switch (error.type) {
    case 'InvalidOrder':
    case 'CardDeclined':
    case 'RateLimited':
    case 'Unauthorized':
      return error;
    case 'DuplicateMember':
      return { type: 'DuplicateMember', message: error.message };
    case 'OrderNotFound':
    case 'NotPaid':
    case 'InvalidSignature':
    case 'InvalidEvent':
      return PAYMENT_LOST;
    case 'Unavailable':
      return PAYMENTS_UNAVAILABLE;
  }
}

/**
 * The browser's payment port, wired straight to the server's use cases over in-memory stores: the
 * order is priced, checked and recorded by the "server" (the page's amount is never used), and a
 * card from the simulator's form is charged with the test cards and fulfilled exactly once.
 * Each `startPayment` is a new checkout (a new idempotency key), as each submit of a form is.
 */
export class InMemoryPaymentGateway implements PaymentGateway {
  readonly #deps: InMemoryPaymentGatewayDeps;
  readonly #declines: DeclineLimiters;

  constructor(deps: InMemoryPaymentGatewayDeps) {
    this.#deps = deps;
    this.#declines = {
      rateLimiter: deps.rateLimiter,
      cardDeclines: deps.cardDeclines ?? new InMemoryRateLimiter(deps.clock, CARD_DECLINE_LIMIT),
      orderDeclines: deps.orderDeclines ?? new InMemoryRateLimiter(deps.clock, ORDER_DECLINE_LIMIT),
    };
  }

  startPayment(request: CheckoutRequest): ResultAsync<PaymentSession, PaymentError> {
    const actor = this.#deps.actor?.() ?? VISITOR;
    const input = { ...request, idempotencyKey: this.#deps.ids.newId(), actor };
    return createPayment(this.#deps, input).mapErr(toPaymentError);
  }

  confirmCard(session: PaymentSession, card: CardEntry, billing: BillingDetails): ResultAsync<PaymentReceipt, PaymentError> {
    if (card.kind !== 'card-details') {
      return errAsync({ type: 'InvalidOrder', message: 'The card simulator needs the card details from its own form.' });
    }
    const deps = { ...this.#deps, ...this.#declines, simulator: this.#deps.processor };
    const input = { orderId: session.orderId, clientSecret: session.clientSecret, card: card.card, billing };
    return confirmSimulatedPayment(deps, { ...input, clientKey: this.#deps.clientKey ?? 'in-memory-browser' }).mapErr(toPaymentError);
  }
}
