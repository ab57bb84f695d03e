import { errAsync, okAsync, ResultAsync, type Result } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import type { Cents } from '../../../domain/money';
import { MAX_LENGTH, required } from '../../../domain/validation/fields';
import { isoNow } from '../../ports/clock.port';
import type { OrderRecord, OrderStatus } from '../../ports/order-ledger.port';
import type { ProcessorError } from '../../ports/payment-processor.port';
import { invalidInput } from '../content/content.errors';
import type { Unavailable } from '../payments/payments.errors';
import { offerFreedSeats } from './offer-freed-seats';
import type { OrderCancellationDeps } from './ticketing-deps';
import { conflict, EVENT_NOT_FOUND, fromPort, notFound, type Conflict, type NotFound, type TicketingError } from './ticketing.errors';
import { cancelledMail, unseatedMail } from './waiting-list-mails';

/** The statuses of an order whose money may be given back. */
const REFUNDABLE: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged', 'refunded']);

/** What a cancellation did: the order as it is now, the cents given back, how many parties were offered the seats. */
export interface Cancellation {
  readonly order: OrderRecord;
  readonly refunded: Cents;
  readonly offered: number;
}

/** What refunding every paid order of a cancelled event did: how many, how much, and the orders that could not be refunded, with why. */
export interface EventRefunds {
  readonly refunded: number;
  readonly amount: Cents;
  readonly failed: readonly { readonly orderId: string; readonly message: string }[];
}

/** A refund's reason, required (the buyer is told it), from someone who may cancel orders. */
function refundReason(actor: Actor, text: string): Result<string, TicketingError> {
  return authorizeActor(actor, 'cancelTicketOrder')
    .mapErr((error): TicketingError => error)
    .andThen(() =>
      required(text, 'Reason', MAX_LENGTH.title).mapErr((error) => invalidInput({ type: 'InvalidForm', fields: { reason: error } })),
    );
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
  return refundReason(actor, request.reason).asyncAndThen((reason) => refundOrder(deps, actor, request.orderId, reason));
}

/** The audit entry of an order cancelled with its refund: its status before and after, the cents given back, and the reason. */
function refundEntry(deps: OrderCancellationDeps, actor: Actor, order: OrderRecord, amount: Cents, reason: string) {
  return officerWrite(
    actor,
    isoNow(deps.clock),
    'cancelTicketOrder',
    { kind: 'order', id: order.id },
    { before: { status: order.status }, after: { status: 'refunded', refunded: amount }, reason },
  );
}

function refundOrder(
  deps: OrderCancellationDeps,
  actor: Actor,
  orderId: string,
  reason: string,
): ResultAsync<Cancellation, TicketingError> {
  return deps.ledger
    .get(orderId)
    .mapErr(fromPort)
    .andThen((order) => {
      const tickets = order.order;
      if (tickets.item !== 'event-tickets') return errAsync(conflict('Only an order of event tickets can be cancelled here.'));
      if (!REFUNDABLE.has(order.status))
        return errAsync(conflict(`An order that is ${order.status} was never paid, so nothing can be refunded.`));
      return refundAtProcessor(deps, order, reason)
        .andThen((refund) =>
          deps.ledger
            .markRefunded(
              order.id,
              isoNow(deps.clock),
              `Cancelled and refunded: ${reason}`,
              refundEntry(deps, actor, order, refund.amount, reason),
            )
            .mapErr(fromPort)
            .map((refunded) => ({ refunded, amount: refund.amount })),
        )
        .andThen(({ refunded, amount }) =>
          releaseTickets(deps, tickets.event, order.id, () =>
            order.status === 'refunded' ? okAsync(undefined) : mailBuyer(deps, tickets.event, refunded, amount, reason),
          ).map((offered) => ({ order: refunded, refunded: amount, offered })),
        );
    });
}

/**
 * Releases a refunded order's tickets: voids them (they admit no one), frees its seats, runs
 * `between` (the buyer's e-mail), then offers the freed seats to the waiting list; answers how
 * many parties were offered. Each step is safe to repeat. The chair's cancellation and the
 * treasurer's refund (ledger/refund-payment.use-case.ts) both release tickets this way.
 */
export function releaseTickets(
  deps: Omit<OrderCancellationDeps, 'ledger' | 'processor'>,
  slug: string,
  orderId: string,
  between: () => ResultAsync<void, never> = () => okAsync(undefined),
): ResultAsync<number, TicketingError> {
  return deps.ticketing.tickets
    .voidOrder(orderId)
    .andThen(() => deps.ticketing.events.releaseSold(slug, orderId))
    .mapErr(fromPort)
    .andThen(between)
    .andThen(() => offerFreedSeats(deps, slug))
    .map((pass) => pass.offered.length);
}

/** The statuses of an order not refunded yet whose money may be given back. */
const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged']);

/**
 * The chair refunds every paid order of a cancelled event (a cookout rained off): each order is
 * cancelled as `cancelTicketOrder` cancels one (a refund in full, the buyer e-mailed, its tickets
 * voided), one after the other, with the same reason. Only for a cancelled event, so a slip of the
 * mouse cannot empty a selling one. An order the processor refuses is named with why and the others
 * go on; running it again refunds only what is left (each order's refund has its own idempotency key).
 */
export function refundEventOrders(
  deps: OrderCancellationDeps,
  actor: Actor,
  request: { readonly slug: string; readonly reason: string },
): ResultAsync<EventRefunds, TicketingError> {
  return refundReason(actor, request.reason).asyncAndThen((reason) => refundAll(deps, actor, request.slug, reason));
}

function refundAll(deps: OrderCancellationDeps, actor: Actor, slug: string, reason: string): ResultAsync<EventRefunds, TicketingError> {
  return deps.ticketing.events
    .get(slug)
    .mapErr((error) => (error.type === 'NotFound' ? EVENT_NOT_FOUND : fromPort(error)))
    .andThen(({ event }) =>
      event.status === 'cancelled'
        ? deps.ledger.ofEvent(event.slug).mapErr(fromPort)
        : errAsync(conflict('Cancel the event first: only a cancelled event’s orders are refunded all at once.')),
    )
    .andThen((orders) =>
      ResultAsync.fromSafePromise(
        orders
          .filter((order) => PAID.has(order.status))
          .reduce<Promise<EventRefunds>>(
            async (done, order) => {
              const sofar = await done;
              const cancelled = await refundOrder(deps, actor, order.id, reason);
              return cancelled.isOk()
                ? { ...sofar, refunded: sofar.refunded + 1, amount: (sofar.amount + cancelled.value.refunded) as Cents }
                : { ...sofar, failed: [...sofar.failed, { orderId: order.id, message: cancelled.error.message }] };
            },
            Promise.resolve({ refunded: 0, amount: 0 as Cents, failed: [] }),
          ),
      ),
    );
}

function mailBuyer(deps: OrderCancellationDeps, slug: string, order: OrderRecord, amount: Cents, reason: string): ResultAsync<void, never> {
  return deps.ticketing.events
    .get(slug)
    .map(({ event }) => event)
    .orElse(() => okAsync(null))
    .andThen((event) => deps.mailer.send(cancelledMail(event, order, amount, reason)).orElse(() => okAsync(undefined)));
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
