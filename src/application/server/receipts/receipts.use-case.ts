import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import { giftPartOf, type FairMarketValueOf } from '../../../domain/giving';
import { sameEmail } from '../../../domain/members';
import type { Cents } from '../../../domain/money';
import type { ChapterSettingsReader } from '../../ports/chapter-settings.port';
import type { Clock } from '../../ports/clock.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { OrderLedger, OrderRecord, OrderStatus } from '../../ports/order-ledger.port';
import type { OrderRefunds } from '../../ports/order-refunds.port';
import type { Payer, PaymentHistory } from '../../ports/payment-history.port';
import type { PdfRenderer } from '../../ports/pdf-renderer.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { TicketedEventStore } from '../../ports/ticketed-event-store.port';
import { ledgerDayOf } from '../ledger/ledger-days';
import { fromLedger, ORDER_NOT_FOUND, unavailable, type NotPaid, type OrderNotFound, type Unavailable } from '../payments/payments.errors';
import { receiptDocument, refundsShown, type ReceiptFacts } from './receipt-document';

/**
 * How long a receipt's e-mailed link opens it: two years. A payment is needed for the tax return of
 * its year, filed by April 15 of the next (October 15 with an extension), so a payment made on
 * January 1 must still open some 21 months later; past that the payer signs in to the Member Area
 * or asks the treasurer. A link that never expired would keep a forwarded mail's link to the
 * payer's name and address working for ever.
 */
export const RECEIPT_LINK_DAYS = 730;

const DAY_MS = 86_400_000;

export interface ReceiptDeps {
  readonly ledger: Pick<OrderLedger, 'get'> & Pick<OrderRefunds, 'refundsOf'>;
  readonly paymentHistory: PaymentHistory;
  readonly members: Pick<MemberRepository, 'findByEmail'>;
  readonly ticketing: { readonly events: Pick<TicketedEventStore, 'get'>; readonly tokens: SignedTokens };
  readonly chapterSettings: ChapterSettingsReader;
  readonly pdf: PdfRenderer;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

/** A receipt link that was changed, or is not one of ours; and one past its date. */
export type InvalidReceiptLink = { readonly type: 'InvalidSignature'; readonly message: string };
export type ExpiredReceiptLink = { readonly type: 'Gone'; readonly message: string };

export type ReceiptError = AccessError | OrderNotFound | NotPaid | InvalidReceiptLink | ExpiredReceiptLink | Unavailable;

export const INVALID_RECEIPT_LINK: InvalidReceiptLink = {
  type: 'InvalidSignature',
  message: 'This receipt link is not valid: it may have been copied incompletely or changed.',
};
export const EXPIRED_RECEIPT_LINK: ExpiredReceiptLink = {
  type: 'Gone',
  message: 'This receipt link has expired. Sign in to the Member Area to download the receipt, or ask the treasurer for a copy.',
};
const NEVER_PAID: NotPaid = { type: 'NotPaid', message: 'This order was never paid, so it has no receipt.' };

/** A payment as the Member Area lists it. */
export interface PaymentView {
  readonly id: string;
  /** The chapter's day it was paid, YYYY-MM-DD. */
  readonly paidOn: string;
  readonly description: string;
  readonly amount: Cents;
  readonly refunded: Cents;
}

/** A receipt as a file to download. */
export interface ReceiptFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

const EVER_PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged', 'refunded']);

const everPaid = (order: OrderRecord) => order.paidAt !== null && EVER_PAID.has(order.status);

/** The fair market value of one ticket of each type the order bought, read from its event (a type no longer there: null). */
function fairMarketValues(deps: ReceiptDeps, order: OrderRecord): ResultAsync<FairMarketValueOf, never> {
  const none: FairMarketValueOf = () => null;
  if (order.order.item !== 'event-tickets') return okAsync(none);
  return deps.ticketing.events
    .get(order.order.event)
    .map(({ event }): FairMarketValueOf => {
      const values = new Map(event.ticketTypes.map((type) => [type.id, type.fairMarketValue]));
      return (slug, typeId) => (slug === event.slug ? (values.get(typeId) ?? null) : null);
    })
    .orElse(() => okAsync(none));
}

/** Everything the receipt of one paid order says, and the instant it was last changed (the document's date). */
function factsOf(deps: ReceiptDeps, order: OrderRecord): ResultAsync<{ facts: ReceiptFacts; changedAt: string }, Unavailable> {
  return ResultAsync.combine([deps.ledger.refundsOf(order.id).mapErr(unavailable), fairMarketValues(deps, order)] as const).map(
    ([recorded, valueOf]) => {
      const refunds = refundsShown(order, recorded, deps.config.timeZone);
      const refunded = Math.min(
        order.amount,
        refunds.reduce((sum, refund) => sum + refund.amount, 0),
      ) as Cents;
      const kept = (order.amount - refunded) as Cents;
      const instants = [order.paidAt ?? order.createdAt, order.refundedAt, ...recorded.map((refund) => refund.refundedAt)];
      const changedAt = instants
        .filter((at): at is string => at !== null)
        .sort((a, b) => Date.parse(a) - Date.parse(b))
        .at(-1);
      return {
        facts: {
          order,
          paidOn: ledgerDayOf(order, deps.config.timeZone),
          refunds,
          refunded,
          kept,
          gift: giftPartOf(order.order, kept, valueOf),
        },
        changedAt: new Date(Date.parse(changedAt ?? order.createdAt)).toISOString(),
      };
    },
  );
}

/** The receipt of a paid order as a PDF (the caller has checked who may have it). */
function receiptOf(deps: ReceiptDeps, order: OrderRecord): ResultAsync<ReceiptFile, ReceiptError> {
  if (!everPaid(order)) return errAsync(NEVER_PAID);
  return ResultAsync.combine([factsOf(deps, order), deps.chapterSettings.settings().mapErr(unavailable)] as const).andThen(
    ([{ facts, changedAt }, settings]) =>
      deps.pdf
        .render(receiptDocument(facts, settings, changedAt))
        .mapErr(unavailable)
        .map((bytes) => ({ fileName: `receipt-${order.id}.pdf`, bytes })),
  );
}

/** Who the signed-in person is as a payer: their address, and their member record's ID when they have one. */
function payerOf(deps: ReceiptDeps, actor: Actor): ResultAsync<Payer, ReceiptError> {
  const allowed = authorizeActor(actor, 'viewOwnPayments');
  if (allowed.isErr() || actor.email === null) return errAsync(allowed.isErr() ? allowed.error : ORDER_NOT_FOUND);
  const email = actor.email;
  return deps.members
    .findByEmail(email)
    .mapErr(unavailable)
    .map((member) => ({ email, memberId: member?.id ?? null }));
}

const isPayersOwn = (order: OrderRecord, payer: Payer) =>
  sameEmail(order.contact.email, payer.email) || (payer.memberId !== null && order.memberId === payer.memberId);

/** The payment as the Member Area lists it. */
function paymentView(deps: ReceiptDeps, order: OrderRecord): ResultAsync<PaymentView, Unavailable> {
  return factsOf(deps, order).map(({ facts }) => ({
    id: order.id,
    paidOn: facts.paidOn,
    description: order.description,
    amount: order.amount,
    refunded: facts.refunded,
  }));
}

/** The signed-in person's payments, newest first, each with what was refunded (viewOwnPayments). */
export function myPayments(deps: ReceiptDeps, actor: Actor): ResultAsync<readonly PaymentView[], ReceiptError> {
  return payerOf(deps, actor).andThen((payer) =>
    deps.paymentHistory
      .paymentsOf(payer)
      .mapErr(unavailable)
      .andThen((orders) => ResultAsync.combine(orders.map((order) => paymentView(deps, order)))),
  );
}

/** The receipt of one of the signed-in person's own payments; another's is not found (viewOwnPayments). */
export function myReceipt(deps: ReceiptDeps, actor: Actor, orderId: string): ResultAsync<ReceiptFile, ReceiptError> {
  return payerOf(deps, actor).andThen((payer) =>
    deps.ledger
      .get(orderId)
      .mapErr(fromLedger)
      .andThen((order) => (isPayersOwn(order, payer) && everPaid(order) ? receiptOf(deps, order) : errAsync(ORDER_NOT_FOUND))),
  );
}

/** Any payment's receipt, for an officer from the ledger's order page (viewLedger). */
export function officerReceipt(deps: ReceiptDeps, actor: Actor, orderId: string): ResultAsync<ReceiptFile, ReceiptError> {
  const allowed = authorizeActor(actor, 'viewLedger');
  if (allowed.isErr()) return errAsync(allowed.error);
  return deps.ledger
    .get(orderId)
    .mapErr(fromLedger)
    .andThen((order) => receiptOf(deps, order));
}

/** The receipt a receipt e-mail's signed link names (readReceiptByLink: the link is the authority). */
export function receiptByLink(deps: ReceiptDeps, actor: Actor, token: string): ResultAsync<ReceiptFile, ReceiptError> {
  const allowed = authorizeActor(actor, 'readReceiptByLink');
  if (allowed.isErr()) return errAsync(allowed.error);
  const subject = deps.ticketing.tokens.read('receipt', token, deps.clock.now());
  if (subject.isErr()) return errAsync(subject.error.type === 'ExpiredToken' ? EXPIRED_RECEIPT_LINK : INVALID_RECEIPT_LINK);
  return deps.ledger
    .get(subject.value)
    .mapErr(fromLedger)
    .andThen((order) => receiptOf(deps, order));
}

/** The address of an order's receipt for its e-mail: `<PUBLIC_URL>/receipts/<token>`, working for RECEIPT_LINK_DAYS. */
export function receiptLink(tokens: SignedTokens, publicUrl: string, orderId: string, now: number): string {
  const token = tokens.sign('receipt', orderId, now + RECEIPT_LINK_DAYS * DAY_MS);
  return `${publicUrl.replace(/\/+$/, '')}/receipts/${encodeURIComponent(token)}`;
}
