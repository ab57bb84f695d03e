import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, UNAUTHORIZED, type AccessError, type Actor } from '../../../domain/access';
import { ledgerCategory } from '../../../domain/ledger';
import { formatCents, type Cents } from '../../../domain/money';
import { normalizeEmail } from '../../../domain/members';
import { checkRefund, leftToRefund, REFUND_MESSAGES, type RecordedRefund } from '../../../domain/refunds';
import type { RefundEffectView } from '../../ports/ledger-gateway.port';
import type { Mail } from '../../ports/mailer.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { LedgerView } from '../../ports/ledger-view.port';
import type { OrderLedger, OrderRecord, OrderStatus } from '../../ports/order-ledger.port';
import type { DuesReversal, OrderRefunds, RefundRecorded } from '../../ports/order-refunds.port';
import type { ProcessorError } from '../../ports/payment-processor.port';
import { isoNow, yearIn } from '../../ports/clock.port';
import { releaseTickets } from '../events/cancel-ticket-order.use-case';
import type { OrderCancellationDeps } from '../events/ticketing-deps';
import { REFUND_DAYS } from '../events/waiting-list-mails';
import {
  fromLedger,
  invalidOrder,
  unavailable,
  type InvalidOrder,
  type NotPaid,
  type OrderNotFound,
  type Unavailable,
} from '../payments/payments.errors';

export interface RefundPaymentDeps extends Omit<OrderCancellationDeps, 'ledger'> {
  readonly ledger: OrderLedger & LedgerView & OrderRefunds;
  readonly members: MemberRepository;
}

/** The officer's form as sent: untrusted, checked here. */
export interface RefundInput {
  readonly orderId: string;
  /** Cents; absent or blank: everything left. */
  readonly amount?: unknown;
  readonly reason: string;
  /** Undo the order's effect (tickets released, dues reverted). */
  readonly undo: boolean;
  /** The browser's key for this form: a repeated submit refunds once. */
  readonly idempotencyKey: string;
}

/**
 * What undoing came to: tickets released, the member's dues year set back, a membership (or an
 * upgrade) left as it is for the secretary to decide, nothing to undo (a donation), or not asked.
 */
type RefundEffect = RefundEffectView;

interface RefundOutcome {
  readonly order: OrderRecord;
  readonly refund: RecordedRefund;
  readonly refunds: readonly RecordedRefund[];
  readonly left: Cents;
  readonly effect: RefundEffect;
  /** Whether this call e-mailed the payer (a repeated submit does not). */
  readonly mailed: boolean;
}

type RefundPaymentError = InvalidOrder | AccessError | OrderNotFound | NotPaid | Unavailable;

/** Statuses in which the chapter holds an order's money. */
const HELD: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged']);

const conflict = (message: string): NotPaid => ({ type: 'NotPaid', message });

function processorRefusal(error: ProcessorError): RefundPaymentError {
  if (error.type === 'InvalidRequest' || error.type === 'IdempotencyConflict') return conflict(error.message);
  return unavailable(error);
}

/** Whether undoing this order's effect releases tickets (so only a refund of all that is left may undo it). */
const releasesTickets = (order: OrderRecord) => order.order.item === 'event-tickets';

/** What undoing comes to, and the member's dues year to set back with the refund (a dues order's). */
interface Undoing {
  readonly effect: RefundEffect;
  readonly reversal?: DuesReversal;
}

/**
 * Undoes what the order did, when the officer asks: an event-ticket order's tickets are voided and
 * its seats freed (as the chair's cancellation does); dues of a year are to set the member's dues
 * year back to the year before, if it is still that year, which the ledger writes in the refund's
 * transaction (`DuesReversal`); a membership or an upgrade is left as it is (removing a member is
 * the secretary's decision, and their record may hold more than this order).
 */
function undoEffect(deps: RefundPaymentDeps, order: OrderRecord, undo: boolean): ResultAsync<Undoing, RefundPaymentError> {
  if (!undo) return okAsync({ effect: 'not-asked' });
  const bought = order.order;
  switch (bought.item) {
    case 'event-tickets':
      return releaseTickets(deps, bought.event, order.id)
        .map((): Undoing => ({ effect: 'tickets-released' }))
        .mapErr((error) => (error.type === 'Unavailable' ? error : unavailable(error)));
    case 'dues': {
      // Online dues pay for the year they are paid in (the chapter's zone); an officer's record names its year.
      const year = bought.year ?? yearIn(Date.parse(order.paidAt ?? order.createdAt), deps.config.timeZone);
      if (order.memberId === null) return okAsync({ effect: 'nothing-to-undo' });
      return deps.members
        .get(order.memberId)
        .map((member): Undoing => ({ effect: 'dues-reverted', reversal: { memberId: member.id, year } }))
        .orElse((error) =>
          error.type === 'NotFound' ? okAsync<Undoing, never>({ effect: 'nothing-to-undo' }) : errAsync(unavailable(error)),
        );
    }
    case 'membership':
    case 'upgrade':
      return okAsync({ effect: 'left-for-secretary' });
    default:
      return okAsync({ effect: 'nothing-to-undo' });
  }
}

/**
 * The dues reversal where the ledger could not write it with the refund: the member records are not
 * in the ledger's database (the aws wiring: AppSync's), so the record is changed after, as one more
 * write, if it still holds the refunded year.
 */
function revertElsewhere(deps: RefundPaymentDeps, reversal: DuesReversal): ResultAsync<void, RefundPaymentError> {
  return deps.members
    .get(reversal.memberId)
    .andThen((member) =>
      member.duesPayYear === String(reversal.year)
        ? deps.members.update(member.id, { duesPayYear: String(reversal.year - 1) }).map(() => undefined)
        : okAsync(undefined),
    )
    .orElse((error) => (error.type === 'NotFound' ? okAsync<void, never>(undefined) : errAsync(unavailable(error))));
}

const EFFECT_WORDS: Readonly<Record<RefundEffect, string>> = {
  'tickets-released': 'Your tickets for this order are cancelled.',
  'dues-reverted': 'Your dues for this year are marked unpaid again.',
  'left-for-secretary': '',
  'nothing-to-undo': '',
  'not-asked': '',
};

/** The payer's e-mail, sent as receipts are. */
export function refundMail(order: OrderRecord, refund: RecordedRefund, left: Cents, effect: RefundEffect): Mail {
  const name = `${order.contact.firstName} ${order.contact.lastName}`.trim();
  const whole = left === 0;
  return {
    to: order.contact.email,
    subject: `${whole ? 'Your payment was refunded' : 'Part of your payment was refunded'}: ${order.description}`,
    text: [
      `Dear ${name === '' ? 'friend of the chapter' : name},`,
      '',
      `${formatCents(refund.amount)} of your payment of ${formatCents(order.amount)} was refunded to your card.`,
      `For: ${order.description}`,
      `Order: ${order.id}`,
      `The reason: ${refund.reason}`,
      ...(EFFECT_WORDS[effect] === '' ? [] : [EFFECT_WORDS[effect]]),
      REFUND_DAYS,
    ].join('\n'),
  };
}

/**
 * A treasurer (or administrator) refunds an online payment, whole or in part (issue 18, item 6):
 * the amount (at most what is left; all of it by default) and a reason are checked, the processor
 * refunds it under the key `officer-refund-<order>-<form key>` (a repeated submit answers the same
 * refund), the effect is undone when asked (tickets only with a refund of all that is left), the
 * refund recorded with its audit entry in one transaction (the order 'refunded' once nothing is
 * left), and the payer e-mailed. A repeat records, undoes and e-mails nothing more.
 */
export function refundPayment(deps: RefundPaymentDeps, actor: Actor, input: RefundInput): ResultAsync<RefundOutcome, RefundPaymentError> {
  const allowed = authorizeActor(actor, 'refundPayment');
  if (allowed.isErr() || actor.email === null) return errAsync(allowed.isErr() ? allowed.error : UNAUTHORIZED);
  const officer = normalizeEmail(actor.email);
  const key = input.idempotencyKey.trim();
  if (key === '' || key.length > 200) return errAsync(invalidOrder(REFUND_MESSAGES.key));
  return deps.ledger
    .get(input.orderId)
    .andThen((order) => deps.ledger.refundsOf(order.id).map((refunds) => ({ order, refunds })))
    .mapErr(fromLedger)
    .andThen(({ order, refunds }) => {
      if (order.offline || order.paymentId === null) return errAsync(conflict(REFUND_MESSAGES.notOnline));
      const left = leftToRefund(order.amount, refunds);
      if (order.status === 'refunded' || left === 0) return errAsync(conflict(REFUND_MESSAGES.nothingLeft));
      if (!HELD.has(order.status)) return errAsync(conflict(REFUND_MESSAGES.notPaid(order.status)));
      const checked = checkRefund(input, left, releasesTickets(order));
      if (checked.isErr()) return errAsync(invalidOrder(Object.values(checked.error)[0] ?? '', checked.error));
      const choice = checked.value;
      return deps.processor
        .refund(order.paymentId, { amount: choice.amount, reason: choice.reason, idempotencyKey: `officer-refund-${order.id}-${key}` })
        .mapErr(processorRefusal)
        .andThen((atProcessor) => {
          const refund: RecordedRefund = {
            id: atProcessor.id,
            orderId: order.id,
            amount: atProcessor.amount,
            reason: choice.reason,
            refundedBy: officer,
            refundedAt: isoNow(deps.clock),
            undo: choice.undo,
          };
          return undoEffect(deps, order, choice.undo).andThen((undoing) => record(deps, order, refund, undoing));
        });
    });
}

function record(deps: RefundPaymentDeps, order: OrderRecord, refund: RecordedRefund, { effect, reversal }: Undoing) {
  const category = ledgerCategory(order.order);
  const audit = {
    actor: refund.refundedBy,
    at: refund.refundedAt,
    action: 'refundPayment',
    subject: { kind: 'order', id: order.id },
    before: { status: order.status, amount: order.amount },
    after: { refund: refund.id, amount: refund.amount, category, effect },
    reason: refund.reason,
  };
  return deps.ledger
    .recordRefund(refund, `Refunded by ${refund.refundedBy}: ${refund.reason}`, audit, reversal)
    .mapErr(fromLedger)
    .andThen((recorded) =>
      reversal !== undefined && recorded.fresh && !recorded.duesReverted
        ? revertElsewhere(deps, reversal).map(() => recorded)
        : okAsync<RefundRecorded, RefundPaymentError>(recorded),
    )
    .andThen(({ order: now, refunds, fresh }) => {
      const left = leftToRefund(now.amount, refunds);
      const mine = refunds.find((recorded) => recorded.id === refund.id) ?? refund;
      const mailed = fresh
        ? deps.mailer
            .send(refundMail(now, mine, left, effect))
            .map(() => true)
            .orElse(() => okAsync(false))
        : okAsync(false);
      return mailed.map((sent): RefundOutcome => ({ order: now, refund: mine, refunds, left, effect, mailed: sent }));
    });
}
