import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { fullName } from '../../../domain/members';
import { formatCents } from '../../../domain/money';
import { isoNow } from '../../ports/clock.port';
import type { Mail, Mailer } from '../../ports/mailer.port';
import type { OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import { applyEffect, type EffectDeps } from './order-effects';
import { fromLedger, type NotPaid, type OrderNotFound, type Unavailable } from './payments.errors';

export interface FulfilOrderDeps extends EffectDeps {
  readonly ledger: OrderLedger;
  readonly mailer: Mailer;
}

/**
 * How a fulfilment ended: done now (by this caller), done before (by another), or flagged for a
 * person (the payment cannot be honoured as it is, e.g. a duplicate member: refund needed).
 * `receipt` says whether this caller e-mailed the receipt.
 */
export interface Fulfilment {
  readonly outcome: 'fulfilled' | 'already-fulfilled' | 'flagged';
  readonly order: OrderRecord;
  readonly receipt: 'sent' | 'not-sent' | 'none';
}

export type FulfilOrderError = OrderNotFound | NotPaid | Unavailable;

/** The receipt: amount, what it was for, and the order id to quote. */
function receiptMail(order: OrderRecord): Mail {
  const name = fullName(order.contact);
  return {
    to: order.contact.email,
    subject: `Your receipt: ${order.description}`,
    text: [
      `Dear ${name === '' ? 'friend of the chapter' : name},`,
      '',
      'Thank you for your payment.',
      '',
      `Amount: ${formatCents(order.amount)}`,
      `For: ${order.description}`,
      `Order: ${order.id}`,
    ].join('\n'),
  };
}

function sendReceipt(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<Fulfilment['receipt'], never> {
  if (order.contact.email.trim() === '') return okAsync('none');
  // The order is done either way; a receipt that could not be sent must not undo it.
  return deps.mailer
    .send(receiptMail(order))
    .map(() => 'sent' as const)
    .orElse(() => okAsync('not-sent' as const));
}

function finish(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<Fulfilment, FulfilOrderError> {
  return deps.ledger
    .markFulfilled(order.id, isoNow(deps.clock))
    .andThen((when) => deps.ledger.get(order.id).map((fulfilled) => ({ when, fulfilled })))
    .mapErr(fromLedger)
    .andThen(({ when, fulfilled }) =>
      when === 'already'
        ? okAsync<Fulfilment, FulfilOrderError>({ outcome: 'already-fulfilled', order: fulfilled, receipt: 'none' })
        : sendReceipt(deps, order).map((receipt): Fulfilment => ({ outcome: 'fulfilled', order: fulfilled, receipt })),
    );
}

/**
 * Fulfils a paid order exactly once: applies its effect (idempotent, keyed on the order), then
 * marks it fulfilled; only the caller the ledger answers 'now' e-mails the receipt. An order whose
 * effect cannot be honoured is flagged instead. Safe to call again after a crash at any point.
 */
export function fulfilOrder(deps: FulfilOrderDeps, input: { readonly orderId: string }): ResultAsync<Fulfilment, FulfilOrderError> {
  return deps.ledger
    .get(input.orderId)
    .mapErr(fromLedger)
    .andThen((order) => {
      if (order.status === 'fulfilled')
        return okAsync<Fulfilment, FulfilOrderError>({ outcome: 'already-fulfilled', order, receipt: 'none' });
      if (order.status === 'flagged') return okAsync<Fulfilment, FulfilOrderError>({ outcome: 'flagged', order, receipt: 'none' });
      if (order.status !== 'paid')
        return errAsync<Fulfilment, FulfilOrderError>({ type: 'NotPaid', message: 'This order has not been paid.' });
      return applyEffect(deps, order).andThen((effect) =>
        effect.kind === 'done'
          ? finish(deps, order)
          : deps.ledger
              .flag(order.id, effect.note)
              .mapErr(fromLedger)
              .map((flagged): Fulfilment => ({ outcome: 'flagged', order: flagged, receipt: 'none' })),
      );
    });
}
