import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { HmacSignedTokens } from '../../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryAuditRecords } from '../../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryChapterSettings } from '../../../../src/adapters/in-memory/in-memory-chapter-settings';
import { InMemoryMemberRepository } from '../../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryOrderLedger } from '../../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryPaymentHistory } from '../../../../src/adapters/in-memory/in-memory-payment-history';
import { InMemoryTicketedEventStore } from '../../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { PdfkitPdfRenderer } from '../../../../src/adapters/pdf/pdfkit-pdf-renderer';
import type { ChapterSettings } from '../../../../src/application/ports/chapter-settings.port';
import type { NewOrder } from '../../../../src/application/ports/order-ledger.port';
import {
  EXPIRED_RECEIPT_LINK,
  INVALID_RECEIPT_LINK,
  myPayments,
  myReceipt,
  officerReceipt,
  RECEIPT_LINK_DAYS,
  receiptByLink,
  receiptLink,
  type ReceiptError,
  type ReceiptFile,
} from '../../../../src/application/server/receipts/receipts.use-case';
import type { Actor } from '../../../../src/domain/access';
import type { Cents } from '../../../../src/domain/money';
import type { Order } from '../../../../src/domain/pricing';
import { sampleOrder } from '../../../contracts/order-ledger.contract';
import { sampleRefund, refundAudit } from '../../../contracts/order-refunds.contract';
import { BANQUET_2027, ticketType } from '../../../domain/ticketed-event-fixtures';
import { pdfText } from '../../../support/pdf-text';

const c = (value: number) => value as Cents;
const ADA: Actor = { role: 'member', email: 'ada@example.org' };
const GRACE: Actor = { role: 'member', email: 'grace@example.org' };
const TREASURER: Actor = { role: 'member', email: 'treasurer@example.org', offices: [{ role: 'treasurer', event: null }] };
const VISITOR: Actor = { role: 'visitor', email: null };

const SETTINGS: ChapterSettings = {
  legalName: 'Hartwell Scholars Alumni Association',
  address: ['PO Box 1234', 'Springfield, IL 62701'],
  taxId: '12-3456789',
  deductible: true,
  fiscalYearStartMonth: 1,
};

/** The banquet with its adult ticket worth $25 (it sells at $38). */
const BANQUET = {
  ...BANQUET_2027,
  ticketTypes: [ticketType({ id: 'adult', name: 'Adult', price: c(3_800), fairMarketValue: c(2_500), perOrderMax: 10 })],
};
const tickets = (adults: number): Order => ({
  item: 'event-tickets',
  event: BANQUET.slug,
  counts: { adult: adults },
  answers: {},
  sponsoredNames: '',
  prices: { adult: c(3_800) },
});
const donation = (amount: number): Order => ({ item: 'donation', amount: c(amount), donationType: 'Chapter Donation' });

function made(id: string, what: Order, amount: number, description: string, email = 'ada@example.org'): NewOrder {
  return sampleOrder(0, {
    id,
    idempotencyKey: `key-${id}`,
    order: what,
    amount: c(amount),
    description,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email },
    createdAt: '2026-03-10T14:59:00.000Z',
  });
}

async function world(settings: ChapterSettings = SETTINGS) {
  const clock = new ManualClock('2026-04-01T12:00:00.000Z');
  const audit = new InMemoryAuditRecords();
  const ledger = new InMemoryOrderLedger(audit);
  const tokens = new HmacSignedTokens(Buffer.alloc(32, 3));
  const deps = {
    ledger,
    paymentHistory: new InMemoryPaymentHistory(ledger),
    members: new InMemoryMemberRepository(clock),
    ticketing: { events: new InMemoryTicketedEventStore([BANQUET]), tokens },
    chapterSettings: new InMemoryChapterSettings(settings),
    pdf: new PdfkitPdfRenderer(),
    clock,
    config: { timeZone: 'America/New_York' },
  };
  const paid = async (order: NewOrder, at = '2026-03-10T15:00:00.000Z') => {
    (await ledger.record(order))._unsafeUnwrap();
    (await ledger.attachPayment(order.id, `pi_${order.id}`))._unsafeUnwrap();
    (await ledger.markPaid(order.id, at))._unsafeUnwrap();
  };
  return { deps, ledger, clock, tokens, paid };
}

/** The receipt's text, its runs joined as one line (a paragraph wraps across several runs). */
async function receiptText(file: ResultAsync<ReceiptFile, ReceiptError>): Promise<string> {
  return pdfText((await file)._unsafeUnwrap().bytes)
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('a payment’s receipt (issue 20)', () => {
  it('names the chapter, the receipt number, the day paid in the chapter’s zone, the method, and says a donation bought nothing', async () => {
    const { deps, paid } = await world();
    // 01:30 on March 11 in UTC is still March 10 in New York.
    await paid(made('don-1', donation(10_000), 10_000, 'Chapter Donation: $100.00'), '2026-03-11T01:30:00.000Z');
    const text = await receiptText(myReceipt(deps, ADA, 'don-1'));
    for (const words of [
      'Hartwell Scholars Alumni Association',
      'PO Box 1234',
      'Springfield, IL 62701',
      'Tax ID (EIN): 12-3456789',
      'Receipt number: don-1',
      'Date paid: March 10, 2026',
      'Received from: Ada Lovelace (ada@example.org)',
      'Chapter Donation: $100.00',
      'Card online',
      'No goods or services were provided in exchange for this contribution.',
      'The amount of this contribution that is deductible for federal income tax purposes is $100.00.',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('makes $13 of a $38 ticket worth $25 deductible, without the disclosure at $75 or less', async () => {
    const { deps, paid } = await world();
    await paid(made('ticket-1', tickets(1), 3_800, 'Spring Banquet 2027 Tickets - Adult: 1'));
    const text = await receiptText(myReceipt(deps, ADA, 'ticket-1'));
    expect(text).toContain('whose fair market value we estimate in good faith at $25.00');
    expect(text).toContain('The deductible part of this payment is $13.00 ($38.00 paid less $25.00 received).');
    expect(text).toContain('Deductible contribution');
    expect(text).not.toContain('limited to the excess');
  });

  it('gives the written disclosure of a quid pro quo payment over $75', async () => {
    const { deps, paid } = await world();
    await paid(made('ticket-3', tickets(3), 11_400, 'Spring Banquet 2027 Tickets - Adult: 3'));
    const text = await receiptText(officerReceipt(deps, TREASURER, 'ticket-3'));
    expect(text).toContain('The deductible part of this payment is $39.00 ($114.00 paid less $75.00 received).');
    expect(text).toContain(
      'The amount of the contribution that is deductible for federal income tax purposes is limited to the excess of the money ' +
        'contributed over the value of goods or services provided.',
    );
  });

  it('shows a refund and counts only what was kept', async () => {
    const { deps, ledger, paid } = await world();
    await paid(made('don-2', donation(5_000), 5_000, 'Chapter Donation: $50.00'));
    const refund = sampleRefund(1, 2_000, { orderId: 'don-2', refundedAt: '2026-03-12T15:00:00.000Z' });
    (await ledger.recordRefund(refund, 'Refunded in part', refundAudit(refund)))._unsafeUnwrap();
    const text = await receiptText(myReceipt(deps, ADA, 'don-2'));
    expect(text).toContain('Refunded March 12, 2026');
    expect(text).toContain('-$20.00');
    expect(text).toContain('Amount kept $30.00');
    expect(text).toContain('deductible for federal income tax purposes is $30.00.');
    const [listed] = (await myPayments(deps, ADA))._unsafeUnwrap();
    expect(listed).toEqual({ id: 'don-2', paidOn: '2026-03-10', description: 'Chapter Donation: $50.00', amount: 5_000, refunded: 2_000 });
  });

  it('says a payment refunded in full is no contribution', async () => {
    const { deps, ledger, paid } = await world();
    await paid(made('ticket-1', tickets(1), 3_800, 'Spring Banquet 2027 Tickets - Adult: 1'));
    (await ledger.markRefunded('ticket-1', '2026-03-20T15:00:00.000Z', 'Event cancelled'))._unsafeUnwrap();
    const text = await receiptText(myReceipt(deps, ADA, 'ticket-1'));
    expect(text).toContain('Refunded March 20, 2026');
    expect(text).toContain('This payment was refunded in full: no part of it is a contribution to the chapter.');
  });

  it('says gifts are not deductible when the settings say so, instead of a deductible amount', async () => {
    const { deps, paid } = await world({ ...SETTINGS, deductible: false, taxId: '' });
    await paid(made('don-1', donation(10_000), 10_000, 'Chapter Donation: $100.00'));
    const text = await receiptText(myReceipt(deps, ADA, 'don-1'));
    expect(text).toContain('is not an organization to which contributions are tax-deductible');
    expect(text).not.toContain('No goods or services');
    expect(text).not.toContain('Deductible contribution');
    expect(text).not.toContain('Tax ID');
  });

  it('names an offline cheque and its number, dated the day it was received', async () => {
    const { deps, ledger } = await world();
    const cheque = made('cheque-1', donation(20_000), 20_000, 'Chapter Donation: $200.00');
    const offline = { method: 'cheque', reference: '1042', receivedOn: '2026-03-09', recordedBy: 'treasurer@example.org' } as const;
    const at = '2026-03-10T15:00:00.000Z';
    (
      await ledger.recordOffline({ ...cheque, paidAt: at, offline }, { ...refundAudit(sampleRefund(1, 1)), action: 'recordOfflinePayment' })
    )._unsafeUnwrap();
    const text = await receiptText(officerReceipt(deps, TREASURER, 'cheque-1'));
    expect(text).toContain('Cheque no. 1042');
    expect(text).toContain('Date paid: March 9, 2026');
  });

  it('says dues bought membership benefits, not a gift', async () => {
    const { deps, paid } = await world();
    await paid(made('dues-1', { item: 'dues', membership: 'Annual Membership' }, 2_500, '2026 Annual Dues'));
    const text = await receiptText(myReceipt(deps, ADA, 'dues-1'));
    expect(text).toContain('This payment bought membership benefits; it is not a charitable contribution.');
  });

  it('gives the same bytes each time it is made, whenever that is', async () => {
    const { deps, clock, paid } = await world();
    await paid(made('ticket-1', tickets(1), 3_800, 'Spring Banquet 2027 Tickets - Adult: 1'));
    const first = (await myReceipt(deps, ADA, 'ticket-1'))._unsafeUnwrap();
    clock.advance(86_400_000);
    const again = (await officerReceipt(deps, TREASURER, 'ticket-1'))._unsafeUnwrap();
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(first.fileName).toBe('receipt-ticket-1.pdf');
  });

  it('lists a member’s own payments only, and refuses another’s receipt as not found', async () => {
    const { deps, ledger, paid } = await world();
    await paid(made('mine', donation(1_000), 1_000, 'Chapter Donation: $10.00'));
    await paid(made('theirs', donation(1_000), 1_000, 'Chapter Donation: $10.00', 'grace@example.org'));
    (await ledger.record(made('unpaid', donation(1_000), 1_000, 'Chapter Donation: $10.00')))._unsafeUnwrap();
    expect((await myPayments(deps, ADA))._unsafeUnwrap().map((p) => p.id)).toEqual(['mine']);
    expect((await myReceipt(deps, ADA, 'theirs'))._unsafeUnwrapErr()).toMatchObject({ type: 'OrderNotFound' });
    expect((await myReceipt(deps, ADA, 'unpaid'))._unsafeUnwrapErr()).toMatchObject({ type: 'OrderNotFound' });
    expect((await myReceipt(deps, GRACE, 'theirs')).isOk()).toBe(true);
    expect((await myPayments(deps, VISITOR))._unsafeUnwrapErr()).toMatchObject({ type: 'Unauthorized' });
    expect((await officerReceipt(deps, ADA, 'mine'))._unsafeUnwrapErr()).toMatchObject({ type: 'Unauthorized' });
  });

  it('opens a receipt from its e-mailed link for two years, and refuses it altered or expired', async () => {
    const { deps, clock, tokens, paid } = await world();
    await paid(made('don-1', donation(10_000), 10_000, 'Chapter Donation: $100.00'));
    const url = receiptLink(tokens, 'https://chapter.example.org/', 'don-1', clock.now());
    expect(url).toMatch(/^https:\/\/chapter\.example\.org\/receipts\/[^/]+$/);
    const token = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
    expect((await receiptByLink(deps, VISITOR, token))._unsafeUnwrap().fileName).toBe('receipt-don-1.pdf');
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await receiptByLink(deps, VISITOR, altered))._unsafeUnwrapErr()).toEqual(INVALID_RECEIPT_LINK);
    clock.advance(RECEIPT_LINK_DAYS * 86_400_000 + 1_000);
    expect((await receiptByLink(deps, VISITOR, token))._unsafeUnwrapErr()).toEqual(EXPIRED_RECEIPT_LINK);
  });
});
