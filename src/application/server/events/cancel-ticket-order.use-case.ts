import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { Cents } from '../../../domain/money';
import { MAX_LENGTH, required } from '../../../domain/validation/fields';
import { isoNow } from '../../ports/clock.port';
import type { OrderRecord, OrderStatus } from '../../ports/order-ledger.port';
import type { ProcessorError } from '../../ports/payment-processor.port';
import { invalidInput } from '../content/content.errors';
import type { Unavailable } from '../payments/payments.errors';
import { offerFreedSeats } from './offer-freed-seats';
import type { OrderCancellationDeps } from './ticketing-deps';
import { conflict, fromPort, notFound, type Conflict, type NotFound, type TicketingError } from './ticketing.errors';
import { cancelledMail, unseatedMail } from './waiting-list-mails';

/** The statuses of an order whose money may be given back. */
const REFUNDABLE: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged', 'refunded']);

/** What a cancellation did: the order as it is now, the cents given back, how many parties were offered the seats. */
export interface Cancellation {
  readonly order: OrderRecord;
  readonly refunded: Cents;
  readonly offered: number;
}

/** The one idempotency key of an order's refund: a repeated cancellation (or a crash and a retry) refunds once. */
const refundKey = (orderId: string) => `refund-${orderId}`;

function processorRefusal(error: ProcessorError): Conflict | NotFound | Unavailable {
  if (error.type === 'InvalidRequest' || error.type === 'IdempotencyConflict') return conflict(error.message);
  return error.type === 'NotFound' ? notFound(error.message) : { type: 'Unavailable', message: error.message };
}

/** The refund at the processor (its idempotency key makes a repeat answer the first refund). */
function refundAtProcessor(deps: OrderCancellationDeps, order: OrderRecord, reason: string) {
  if (order.paymentId === null) return errAsync(conflict('This order has no payment to refund.'));
  return deps.processor.refund(order.paymentId, { idempotencyKey: refundKey(order.id), reason }).mapErr(processorRefusal);
}

/**
 * The chair cancels an event-ticket order with a refund (issue 17, point 7): only an order that
 * was paid (paid, fulfilled or flagged). The processor refunds it in full under the key
 * `refund-<order id>`, the ledger marks it refunded with the reason, its tickets are voided and its
 * seats released, the buyer is e-mailed, and the freed seats are offered to the waiting list.
 * Cancelling again is safe: nothing is refunded or e-mailed twice.
 */
export function cancelTicketOrder(
  deps: OrderCancellationDeps,
  actor: Actor,
  request: { readonly orderId: string; readonly reason: string },
): ResultAsync<Cancellation, TicketingError> {
  const allowed = authorizeActor(actor, 'cancelTicketOrder');
  if (allowed.isErr()) return errAsync(allowed.error);
  const reason = required(request.reason, 'Reason', MAX_LENGTH.title);
  if (reason.isErr()) return errAsync(invalidInput({ type: 'InvalidForm', fields: { reason: reason.error } }));
  return deps.ledger
    .get(request.orderId)
    .mapErr(fromPort)
    .andThen((order) => {
      const tickets = order.order;
      if (tickets.item !== 'event-tickets') return errAsync(conflict('Only an order of event tickets can be cancelled here.'));
      if (!REFUNDABLE.has(order.status))
        return errAsync(conflict(`An order that is ${order.status} was never paid, so nothing can be refunded.`));
      return refundAtProcessor(deps, order, reason.value)
        .andThen((refund) =>
          deps.ledger
            .markRefunded(order.id, isoNow(deps.clock), `Cancelled and refunded: ${reason.value}`)
            .mapErr(fromPort)
            .map((refunded) => ({ refunded, amount: refund.amount })),
        )
        .andThen(({ refunded, amount }) =>
          deps.ticketing.tickets
            .voidOrder(order.id)
            .andThen(() => deps.ticketing.events.releaseSold(tickets.event, order.id))
            .mapErr(fromPort)
            .andThen(() => (order.status === 'refunded' ? okAsync(undefined) : mailBuyer(deps, tickets.event, refunded, amount)))
            .andThen(() => offerFreedSeats(deps, tickets.event))
            .map((pass) => ({ order: refunded, refunded: amount, offered: pass.offered.length })),
        );
    });
}

function mailBuyer(deps: OrderCancellationDeps, slug: string, order: OrderRecord, amount: Cents): ResultAsync<void, never> {
  return deps.ticketing.events
    .get(slug)
    .map(({ event }) => event)
    .orElse(() => okAsync(null))
    .andThen((event) => deps.mailer.send(cancelledMail(event, order, amount)).orElse(() => okAsync(undefined)));
}

/**
 * For the checkout: a payment succeeded after its hold expired and no seat was left. It is refunded
 * in full at once (key `refund-<order id>`, so a retry refunds once), the order marked refunded with
 * a note, and the buyer told: 'Sorry, the last seats were taken while you paid; you were refunded in full.'
 */
export function refundUnseatedPayment(
  deps: Pick<OrderCancellationDeps, 'processor' | 'ledger' | 'mailer' | 'clock'>,
  order: OrderRecord,
): ResultAsync<OrderRecord, Conflict | NotFound | Unavailable> {
  const reason = 'No seat was left when the payment succeeded.';
  if (order.paymentId === null) return errAsync(conflict('This order has no payment to refund.'));
  return deps.processor
    .refund(order.paymentId, { idempotencyKey: refundKey(order.id), reason })
    .mapErr(processorRefusal)
    .andThen((refund) =>
      deps.ledger
        .markRefunded(order.id, isoNow(deps.clock), `Refunded at once: ${reason}`)
        .mapErr(fromPort)
        .andThen((refunded) =>
          (order.status === 'refunded'
            ? okAsync(undefined)
            : deps.mailer.send(unseatedMail(refunded, refund.amount)).orElse(() => okAsync(undefined))
          ).map(() => refunded),
        ),
    );
}
