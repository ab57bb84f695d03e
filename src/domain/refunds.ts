import { err, ok, type Result } from 'neverthrow';
import { formatCents, type Cents } from './money';

/**
 * An officer's refund of an online payment (issue 18): whole or in part, with a reason, and the
 * officer's choice whether the order's effect is undone. Money is whole cents, never more than
 * what is left unrefunded.
 */
export interface RecordedRefund {
  /** The processor's refund id (Stripe's `re_...`, the simulator's): one row per refund at the processor. */
  readonly id: string;
  readonly orderId: string;
  readonly amount: Cents;
  readonly reason: string;
  /** The officer's e-mail address. */
  readonly refundedBy: string;
  /** ISO 8601 instant. */
  readonly refundedAt: string;
  /** Whether the officer asked for the order's effect to be undone (tickets released, dues reverted). */
  readonly undo: boolean;
}

const MAX_REASON_LENGTH = 500;

export const REFUND_MESSAGES = {
  amount: (left: Cents) => `Please enter an amount in cents from 1 to ${left} (${formatCents(left)} is left to refund).`,
  reason: 'Please give the reason for the refund.',
  reasonLength: `The reason must be at most ${MAX_REASON_LENGTH} characters.`,
  nothingLeft: 'This payment has already been refunded in full.',
  notOnline: 'Only a payment made online by card can be refunded here; give back cash or a cheque by hand.',
  notPaid: (status: string) => `An order that is ${status} was never paid, so nothing can be refunded.`,
  undoPartial: 'The tickets can be released only when what is left is refunded in full.',
  key: 'A refund needs an idempotency key of 1 to 255 characters.',
} as const;

type RefundField = 'amount' | 'reason' | 'undo';

/** A refund as the officer asked for it, checked. */
interface RefundChoice {
  readonly amount: Cents;
  readonly reason: string;
  readonly undo: boolean;
}

/** What is left to refund of an order's amount after the refunds recorded. */
export function leftToRefund(amount: Cents, refunds: readonly Pick<RecordedRefund, 'amount'>[]): Cents {
  return Math.max(0, amount - refunds.reduce((sum, refund) => sum + refund.amount, 0)) as Cents;
}

/**
 * The officer's form, checked against what is left: the amount (whole cents; absent or blank:
 * everything left), a reason (required), and whether to undo the effect. Tickets are released only
 * by a refund that leaves nothing (`undoNeedsWhole`): half an order's tickets cannot be told apart.
 */
export function checkRefund(
  input: { readonly amount?: unknown; readonly reason: string; readonly undo: boolean },
  left: Cents,
  undoNeedsWhole: boolean,
): Result<RefundChoice, Partial<Record<RefundField, string>>> {
  const fields: Partial<Record<RefundField, string>> = {};
  const blank = input.amount === undefined || input.amount === null || input.amount === '';
  const asked = blank
    ? left
    : typeof input.amount === 'string' && /^\d{1,12}$/.test(input.amount.trim())
      ? Number(input.amount)
      : input.amount;
  const amount = typeof asked === 'number' && Number.isSafeInteger(asked) && asked >= 1 && asked <= left ? (asked as Cents) : null;
  if (amount === null) fields.amount = REFUND_MESSAGES.amount(left);
  const reason = input.reason.trim();
  if (reason === '') fields.reason = REFUND_MESSAGES.reason;
  else if (reason.length > MAX_REASON_LENGTH) fields.reason = REFUND_MESSAGES.reasonLength;
  if (input.undo && undoNeedsWhole && amount !== null && amount < left) fields.undo = REFUND_MESSAGES.undoPartial;
  if (amount === null || Object.keys(fields).length > 0) return err(fields);
  return ok({ amount, reason, undo: input.undo });
}
