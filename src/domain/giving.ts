import { addCents, multiplyCents, ZERO_CENTS, type Cents } from './money';
import type { Order } from './pricing';

/**
 * What part of a payment is a gift, for receipts and year-end giving statements (issue 20; IRS
 * Publication 1771). A donation is a gift whole. Tickets are a 'quid pro quo' payment: only the
 * part above the fair market value of what the buyer received is a gift, and a payment of more
 * than $75 must say so. Dues, a membership and an upgrade buy the member's benefits: not a gift.
 */
export type GiftKind = 'gift' | 'quid-pro-quo' | 'not-a-gift';

export interface GiftPart {
  readonly kind: GiftKind;
  /** What was paid and kept (after refunds). */
  readonly amount: Cents;
  /** The fair market value of the goods or services received in exchange; 0 for a gift, the amount when not a gift. */
  readonly fairMarketValue: Cents;
  /** The part that is a gift: `amount - fairMarketValue`, never below 0. */
  readonly deductible: Cents;
  /** Whether the receipt must carry the quid pro quo disclosure: a payment over $75 for which something was received. */
  readonly disclosureRequired: boolean;
}

/** What a receipt or a statement says of a gift for which nothing was given. */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for this contribution.';

/** The written disclosure a quid pro quo payment of more than $75 must carry (IRC section 6115; IRS Publication 1771). */
export const QUID_PRO_QUO_DISCLOSURE =
  'The amount of the contribution that is deductible for federal income tax purposes is limited to the excess of the ' +
  'money contributed over the value of goods or services provided.';

/** A quid pro quo payment of more than this must carry the written disclosure (IRC section 6115). */
const QUID_PRO_QUO_THRESHOLD = 7_500 as Cents;

/**
 * The fair market value of one ticket of `typeId` at the event `slug`, or null when the type is
 * not known any more (then the whole price it was sold at counts as received).
 */
export type FairMarketValueOf = (slug: string, typeId: string) => Cents | null;

const notAGift = (amount: Cents): GiftPart => ({
  kind: 'not-a-gift',
  amount,
  fairMarketValue: amount,
  deductible: ZERO_CENTS,
  disclosureRequired: false,
});

function exchanged(amount: Cents, value: Cents): GiftPart {
  if (value <= 0) return { kind: 'gift', amount, fairMarketValue: ZERO_CENTS, deductible: amount, disclosureRequired: false };
  const fairMarketValue = (value > amount ? amount : value) as Cents;
  return {
    kind: 'quid-pro-quo',
    amount,
    fairMarketValue,
    deductible: (amount - fairMarketValue) as Cents,
    disclosureRequired: amount > QUID_PRO_QUO_THRESHOLD,
  };
}

/**
 * The gift part of a paid order of `amount` (what it charged, less any refund). The spec's own
 * ticket items have no fair market value on record, so their whole price counts as received; its
 * sponsorship buys a student's seat for someone else, a gift.
 */
export function giftPartOf(order: Order, amount: Cents, fairMarketValueOf: FairMarketValueOf): GiftPart {
  switch (order.item) {
    case 'donation':
    case 'sponsor-cookout-2024':
      return exchanged(amount, ZERO_CENTS);
    case 'membership':
    case 'dues':
    case 'upgrade':
      return notAGift(amount);
    case 'banquet-2022':
    case 'cookout-2022':
    case 'cookout-2024':
      return exchanged(amount, amount);
    case 'event-tickets': {
      const values = Object.entries(order.counts).map(([typeId, count]) => {
        const unit = fairMarketValueOf(order.event, typeId) ?? order.prices?.[typeId] ?? null;
        return unit === null ? amount : multiplyCents(unit, count);
      });
      return exchanged(amount, addCents(ZERO_CENTS, ...values));
    }
  }
}
