import { okAsync, type ResultAsync } from 'neverthrow';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentIntent } from '../../ports/payment-processor.port';
import { fulfilOrder, type FulfilOrderDeps, type FulfilOrderError } from './fulfil-order.use-case';
import { fromLedger, unavailable } from './payments.errors';

/**
 * Where an order stands after the processor's word on its payment: fulfilled now, fulfilled
 * before, flagged, failed, still waiting for a card, or a failure ignored because it came after
 * the payment had succeeded (events may arrive out of order).
 */
export type Settlement = 'fulfilled' | 'already-fulfilled' | 'flagged' | 'failed' | 'awaiting-payment' | 'ignored';

/** Why an intent does not belong to an order (amount, currency or our order id differ), or null. */
function intentMismatch(order: OrderRecord, intent: PaymentIntent): string | null {
  const differ = [
    intent.amount !== order.amount ? 'amount' : null,
    intent.currency !== order.currency ? 'currency' : null,
    intent.metadata['orderId'] !== order.id ? 'order id' : null,
  ].filter((field) => field !== null);
  return differ.length === 0 ? null : `The payment does not match the order (${differ.join(', ')}); not fulfilled.`;
}

function flagOrder(deps: FulfilOrderDeps, order: OrderRecord, note: string): ResultAsync<Settlement, FulfilOrderError> {
  if (order.status === 'fulfilled') return okAsync('ignored');
  return deps.ledger
    .flag(order.id, note)
    .mapErr(fromLedger)
    .map((): Settlement => 'flagged');
}

function settleSuccess(deps: FulfilOrderDeps, order: OrderRecord, paidAt: string): ResultAsync<Settlement, FulfilOrderError> {
  if (order.status === 'flagged') return okAsync('flagged');
  return deps.ledger
    .markPaid(order.id, paidAt)
    .mapErr(fromLedger)
    .andThen(() => fulfilOrder(deps, { orderId: order.id }))
    .map((fulfilment): Settlement => fulfilment.outcome);
}

/** A failed ticket payment lets go of its seats at once rather than when its hold lapses. */
function releaseSeats(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<void, FulfilOrderError> {
  if (order.order.item !== 'event-tickets') return okAsync(undefined);
  return deps.ticketing.events.releaseHold(order.order.event, order.id).mapErr(unavailable);
}

function settleFailure(deps: FulfilOrderDeps, order: OrderRecord, intent: PaymentIntent): ResultAsync<Settlement, FulfilOrderError> {
  if (order.status === 'failed') return okAsync('failed');
  // A failure after a success leaves the order paid (out-of-order delivery).
  if (order.status !== 'pending') return okAsync('ignored');
  const note = intent.lastError?.message ?? 'The payment was not completed.';
  return deps.ledger
    .markFailed(order.id, note)
    .mapErr(fromLedger)
    .andThen(() => releaseSeats(deps, order))
    .map((): Settlement => 'failed');
}

/**
 * Brings an order in line with what the processor says about its payment: a payment that does not
 * match the order is flagged and never fulfilled; a success marks the order paid and fulfils it
 * (exactly once, whoever gets there first: webhook, confirmation or reconciliation); a failure
 * marks a pending order failed. Shared by those three callers.
 */
export function settleIntent(
  deps: FulfilOrderDeps,
  order: OrderRecord,
  intent: PaymentIntent,
  paidAt: string,
): ResultAsync<Settlement, FulfilOrderError> {
  const mismatch = intentMismatch(order, intent);
  if (mismatch !== null) return flagOrder(deps, order, mismatch);
  switch (intent.status) {
    case 'succeeded':
      return settleSuccess(deps, order, paidAt);
    case 'failed':
    case 'canceled':
      return settleFailure(deps, order, intent);
    default:
      return okAsync('awaiting-payment');
  }
}
