import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { fullName } from '../../../domain/members';
import { formatCents } from '../../../domain/money';
import { isoNow } from '../../ports/clock.port';
import type { Mail, Mailer } from '../../ports/mailer.port';
import type { OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentProcessor } from '../../ports/payment-processor.port';
import type { QrCodeRenderer } from '../../ports/qr-code-renderer.port';
import { refundUnseatedPayment } from '../events/cancel-ticket-order.use-case';
import { ticketMail } from '../events/ticket-mail';
import { receiptLink } from '../receipts/receipts.use-case';
import { applyEffect, type EffectDeps } from './order-effects';
import { fromLedger, type NotPaid, type OrderNotFound, type Unavailable } from './payments.errors';

export interface FulfilOrderDeps extends EffectDeps {
  readonly ledger: OrderLedger;
  readonly mailer: Mailer;
  /** Refunds a ticket payment that found no seat. */
  readonly processor: PaymentProcessor;
  /** Draws each ticket's QR code for the ticket e-mail. */
  readonly qrCodes: QrCodeRenderer;
  /** PUBLIC_URL: each ticket's page in the ticket e-mail. */
  readonly config?: EffectDeps['config'] & { readonly publicUrl?: string };
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

/** The words of the receipt e-mail's link to its PDF. */
export const RECEIPT_LINK_LABEL = 'Download your receipt (PDF)';

/**
 * The receipt: amount, what it was for, and the order id to quote; with `receiptUrl`, the signed
 * link to the receipt's PDF (the chapter's tax details and what part was a gift).
 */
export function receiptMail(order: OrderRecord, receiptUrl?: string): Mail {
  const name = fullName(order.contact);
  const mail = {
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
  return receiptUrl === undefined ? mail : { ...mail, action: { label: RECEIPT_LINK_LABEL, url: receiptUrl } };
}

function sendReceipt(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<Fulfilment['receipt'], never> {
  if (order.contact.email.trim() === '') return okAsync('none');
  // The order is done either way; a receipt that could not be sent must not undo it.
  return receiptFor(deps, order)
    .andThen((mail) => deps.mailer.send(mail))
    .map(() => 'sent' as const)
    .orElse(() => okAsync('not-sent' as const));
}

/**
 * One mail for a ticket order: the receipt's subject, its text then the tickets', the tickets' HTML
 * and QR codes, and the receipt's link to its PDF.
 */
export function receiptWithTicketsMail(receipt: Mail, tickets: Mail): Mail {
  const mail = { ...tickets, subject: receipt.subject, text: `${receipt.text}\n\n${tickets.text}` };
  return receipt.action === undefined ? mail : { ...mail, action: receipt.action };
}

/**
 * The receipt as it is sent: a ticket order's also carries its tickets, a QR code each (inline and
 * attached), so the buyer gets one e-mail. When the tickets cannot be drawn, the plain receipt
 * goes (the door can still find the buyer by name).
 */
function receiptFor(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<Mail, never> {
  const publicUrl = deps.config?.publicUrl ?? '';
  const receipt = receiptMail(
    order,
    publicUrl === '' ? undefined : receiptLink(deps.ticketing.tokens, publicUrl, order.id, deps.clock.now()),
  );
  const tickets = order.order;
  if (tickets.item !== 'event-tickets') return okAsync(receipt);
  const mailDeps = { tokens: deps.ticketing.tokens, qrCodes: deps.qrCodes, publicUrl: deps.config?.publicUrl ?? '' };
  return ResultAsync.combine([deps.ticketing.events.get(tickets.event), deps.ticketing.tickets.ofOrder(order.id)])
    .mapErr(() => undefined)
    .andThen(([{ event }, issued]) => ticketMail(mailDeps, { order, event, tickets: issued }).mapErr(() => undefined))
    .map((withTickets) => receiptWithTicketsMail(receipt, withTickets))
    .orElse(() => okAsync(receipt));
}

/** A waiting party's offer, bought: the party leaves the list as served (a claim that fails changes nothing the buyer has). */
function claimOffer(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<void, never> {
  const partyId = order.order.item === 'event-tickets' ? order.order.waitingPartyId : undefined;
  if (partyId === undefined) return okAsync(undefined);
  return deps.ticketing.waitingList
    .claim(partyId)
    .map(() => undefined)
    .orElse(() => okAsync(undefined));
}

function finish(deps: FulfilOrderDeps, order: OrderRecord): ResultAsync<Fulfilment, FulfilOrderError> {
  return deps.ledger
    .markFulfilled(order.id, isoNow(deps.clock))
    .andThen((when) => deps.ledger.get(order.id).map((fulfilled) => ({ when, fulfilled })))
    .mapErr(fromLedger)
    .andThen(({ when, fulfilled }) =>
      when === 'already'
        ? okAsync<Fulfilment, FulfilOrderError>({ outcome: 'already-fulfilled', order: fulfilled, receipt: 'none' })
        : sendReceipt(deps, order)
            .andThen((receipt) => claimOffer(deps, order).map(() => receipt))
            .map((receipt): Fulfilment => ({ outcome: 'fulfilled', order: fulfilled, receipt })),
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
      return applyEffect(deps, order).andThen((effect) => {
        if (effect.kind === 'done') return finish(deps, order);
        const flagged = (note: string) =>
          deps.ledger
            .flag(order.id, note)
            .mapErr(fromLedger)
            .map((record): Fulfilment => ({ outcome: 'flagged', order: record, receipt: 'none' }));
        if (effect.kind === 'flag') return flagged(effect.note);
        // Refunded at once; when the refund cannot be made now, a person sees the flag and makes it.
        return refundUnseatedPayment(deps, order)
          .map((refunded): Fulfilment => ({ outcome: 'flagged', order: refunded, receipt: 'none' }))
          .orElse(() => flagged(effect.note));
      });
    });
}
