import { ResultAsync, type Result } from 'neverthrow';
import { isoNow } from '../../ports/clock.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentProcessor } from '../../ports/payment-processor.port';
import type { FulfilOrderDeps, FulfilOrderError } from './fulfil-order.use-case';
import { unavailable, type Unavailable } from './payments.errors';
import { settleIntent, type Settlement } from './settle-payment';

export interface ReconcileOrdersDeps extends FulfilOrderDeps {
  readonly processor: PaymentProcessor;
}

/** How many unfinished orders were looked at, and what became of them. */
export interface ReconcileReport {
  readonly checked: number;
  readonly fulfilled: number;
  readonly failed: number;
  readonly flagged: number;
  /** Still waiting for the payer's card. */
  readonly pending: number;
  /** Could not be read or finished now; the next run tries again. */
  readonly errors: number;
}

const EMPTY: ReconcileReport = { checked: 0, fulfilled: 0, failed: 0, flagged: 0, pending: 0, errors: 0 };

function tally(report: ReconcileReport, result: Result<Settlement, FulfilOrderError | Unavailable>): ReconcileReport {
  const counted = { ...report, checked: report.checked + 1 };
  if (result.isErr()) return { ...counted, errors: counted.errors + 1 };
  switch (result.value) {
    case 'fulfilled':
    case 'already-fulfilled':
      return { ...counted, fulfilled: counted.fulfilled + 1 };
    case 'failed':
      return { ...counted, failed: counted.failed + 1 };
    case 'flagged':
      return { ...counted, flagged: counted.flagged + 1 };
    case 'awaiting-payment':
    case 'ignored':
      return { ...counted, pending: counted.pending + 1 };
  }
}

function reconcileOne(deps: ReconcileOrdersDeps, order: OrderRecord): ResultAsync<Settlement, FulfilOrderError | Unavailable> {
  if (order.paymentId === null) return ResultAsync.fromSafePromise(Promise.resolve('awaiting-payment' as const));
  return deps.processor
    .retrieveIntent(order.paymentId)
    .mapErr(unavailable)
    .andThen((intent) => settleIntent(deps, order, intent, isoNow(deps.clock)));
}

async function reconcileAll(deps: ReconcileOrdersDeps, orders: readonly OrderRecord[]): Promise<ReconcileReport> {
  let report = EMPTY;
  // One at a time: a long backlog must not flood the processor.
  for (const order of orders) report = tally(report, await reconcileOne(deps, order));
  return report;
}

/**
 * Re-reads every unfinished order's payment from the processor and finishes it (a paid order is
 * fulfilled, a failed one marked failed, a mismatched one flagged): the repair for a webhook that
 * never came or a crash between charge and fulfilment. One order's error does not stop the others.
 */
export function reconcileOrders(deps: ReconcileOrdersDeps): ResultAsync<ReconcileReport, Unavailable> {
  return deps.ledger
    .listUnfinished()
    .mapErr(unavailable)
    .andThen((orders) => ResultAsync.fromSafePromise(reconcileAll(deps, orders)));
}
