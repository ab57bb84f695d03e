import { MONTH_NAMES } from '../../../domain/calendar-date';
import { NO_GOODS_OR_SERVICES, QUID_PRO_QUO_DISCLOSURE, type GiftPart } from '../../../domain/giving';
import { METHOD_WORDS } from '../../../domain/ledger';
import type { Cents } from '../../../domain/money';
import { reportMoney } from '../../../domain/treasury-report';
import type { RecordedRefund } from '../../../domain/refunds';
import type { ChapterSettings } from '../../ports/chapter-settings.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { ReportDocument } from '../../ports/pdf-renderer.port';
import { dayIn } from '../ledger/ledger-days';

/** '2026-03-15' -> 'March 15, 2026'. */
function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1] ?? ''} ${date ?? ''}, ${year ?? ''}`;
}

/** What a receipt says of one payment: the order, its refunds (the money given back), and the part of what was kept that is a gift. */
export interface ReceiptFacts {
  readonly order: OrderRecord;
  /** The chapter's day it was paid (an offline payment's day received), YYYY-MM-DD. */
  readonly paidOn: string;
  /** Each refund: its day in the chapter's zone and amount, oldest first. */
  readonly refunds: readonly { readonly day: string; readonly amount: Cents }[];
  readonly refunded: Cents;
  readonly kept: Cents;
  readonly gift: GiftPart;
}

/**
 * The refunds of an order as a receipt shows them: each recorded refund, or, for an order refunded
 * whole without one (an event's cancellation), its whole amount on the day it was refunded.
 */
export function refundsShown(
  order: OrderRecord,
  recorded: readonly Pick<RecordedRefund, 'amount' | 'refundedAt'>[],
  timeZone: string,
): ReceiptFacts['refunds'] {
  const rows = recorded.map((refund) => ({ day: dayIn(Date.parse(refund.refundedAt), timeZone), amount: refund.amount }));
  const sum = rows.reduce((total, row) => total + row.amount, 0);
  if (order.status === 'refunded' && sum < order.amount) {
    const at = order.refundedAt ?? order.paidAt ?? order.createdAt;
    rows.push({ day: dayIn(Date.parse(at), timeZone), amount: (order.amount - sum) as Cents });
  }
  return rows;
}

/** 'Card online', 'Cheque no. 1234', 'Bank transfer (reference T-77)', 'Cash'. */
function methodWords(order: OrderRecord): string {
  const offline = order.offline;
  if (!offline) return METHOD_WORDS.card;
  const words = METHOD_WORDS[offline.method];
  if (offline.reference === '') return words;
  return offline.method === 'cheque' ? `${words} no. ${offline.reference}` : `${words} (reference ${offline.reference})`;
}

/** The words a receipt closes with: what part of the payment was a gift, as the chapter's settings allow it to say. */
function giftStatement(gift: GiftPart, settings: ChapterSettings, refundedInFull: boolean): readonly string[] {
  if (refundedInFull) return ['This payment was refunded in full: no part of it is a contribution to the chapter.'];
  if (gift.kind === 'not-a-gift') {
    return ['This payment bought membership benefits; it is not a charitable contribution.'];
  }
  if (!settings.deductible) {
    return [
      `${settings.legalName} is not an organization to which contributions are tax-deductible: ` +
        'no part of this payment is deductible as a charitable contribution for federal income tax purposes.',
    ];
  }
  if (gift.kind === 'gift') {
    return [
      NO_GOODS_OR_SERVICES,
      `The amount of this contribution that is deductible for federal income tax purposes is ${reportMoney(gift.deductible)}.`,
    ];
  }
  const lines = [
    `In exchange for this payment you received goods or services whose fair market value we estimate in good faith at ${reportMoney(gift.fairMarketValue)}.`,
    `The deductible part of this payment is ${reportMoney(gift.deductible)} (${reportMoney(gift.amount)} paid less ${reportMoney(gift.fairMarketValue)} received).`,
  ];
  return gift.disclosureRequired ? [...lines, QUID_PRO_QUO_DISCLOSURE] : lines;
}

/** Who paid, as the receipt names them. */
function payerOf(order: OrderRecord): string {
  const name = `${order.contact.firstName} ${order.contact.lastName}`.trim();
  if (order.contact.email === '') return name;
  return name === '' ? order.contact.email : `${name} (${order.contact.email})`;
}

/**
 * A payment's receipt as a document to draw: the chapter (legal name, address, tax ID), the
 * receipt's number (the order id), the day paid, who paid, what for, how, the amount and refunds,
 * and the statement of its gift part. Its date is `createdAt` (the last thing that happened to the
 * payment), so a receipt drawn twice is the same file.
 */
export function receiptDocument(facts: ReceiptFacts, settings: ChapterSettings, createdAt: string): ReportDocument {
  const { order, gift } = facts;
  const money = reportMoney;
  const rows: string[][] = [
    ['For', order.description],
    ['Method', methodWords(order)],
    ['Amount paid', money(order.amount)],
    ...facts.refunds.map((refund) => [`Refunded ${longDate(refund.day)}`, money(-refund.amount)]),
  ];
  const taxRows =
    facts.kept > 0 && gift.kind !== 'not-a-gift' && settings.deductible
      ? [
          ['Value of goods or services received', money(gift.fairMarketValue)],
          ['Deductible contribution', money(gift.deductible)],
        ]
      : [];
  return {
    title: 'Receipt',
    issuer: settings.legalName,
    lines: [
      ...settings.address,
      ...(settings.taxId === '' ? [] : [`Tax ID (EIN): ${settings.taxId}`]),
      `Receipt number: ${order.id}`,
      `Date paid: ${longDate(facts.paidOn)}`,
      `Received from: ${payerOf(order)}`,
    ],
    tables: [
      {
        heading: 'Payment',
        columns: [{ heading: 'Item' }, { heading: 'Amount or detail', align: 'left' }],
        rows: [...rows, ...taxRows],
        total: ['Amount kept', money(facts.kept)],
      },
    ],
    closing: [...giftStatement(gift, settings, facts.kept === 0), `Thank you. Please keep this receipt for your records.`],
    footer: `Receipt ${order.id} · ${settings.legalName}`,
    createdAt,
  };
}
