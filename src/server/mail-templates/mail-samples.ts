import type { Order } from '../../domain/pricing';
import type { OrderRecord } from '../../application/ports/order-ledger.port';
import type { IssuedTicket } from '../../application/ports/ticket-book.port';
import type { WaitingParty } from '../../application/ports/waiting-list.port';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { Cents } from '../../domain/money';
import type { RecordedRefund } from '../../domain/refunds';
import { SPRING_BANQUET_2022 } from '../../domain/spec-events';
import type { TicketedEvent } from '../../domain/ticketed-events';

/** The made-up people, event, order and tickets the officers' previews fill the mails with. */

export const SAMPLE_EMAIL = 'ada.lovelace@example.org';

export const SAMPLE_EVENT: TicketedEvent = {
  ...SPRING_BANQUET_2022,
  slug: 'spring-banquet-2027',
  name: 'Spring Banquet 2027',
  start: '2027-04-24T17:00' as LocalDateTime,
  end: '2027-04-24T21:00' as LocalDateTime,
  venue: 'Harbor Hall, Portsmouth, VA',
  descriptionTemplate: null,
};

export const SAMPLE_ORDER: OrderRecord = {
  id: 'ord_7Q2K9M',
  order: { item: 'event-tickets', event: SAMPLE_EVENT.slug, counts: { adults: 2, children: 1 }, answers: {}, sponsoredNames: '' },
  amount: 9_600 as Cents,
  currency: 'usd',
  description: 'Spring Banquet 2027 Tickets - Adults: 2, Children: 1',
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: SAMPLE_EMAIL },
  application: null,
  memberId: null,
  idempotencyKey: 'sample',
  paymentId: 'pi_sample',
  status: 'fulfilled',
  note: null,
  createdAt: '2027-03-01T15:04:00.000Z',
  paidAt: '2027-03-01T15:05:00.000Z',
  fulfilledAt: '2027-03-01T15:05:00.000Z',
  refundedAt: null,
};

/** A dues payment, for the receipt and the refund. */
/** A $50 Chapter Donation (a giving statement's gift). */
export const SAMPLE_DONATION: Order = { item: 'donation', amount: 5_000 as Cents, donationType: 'Chapter Donation' };

/** One adult ticket to the sample banquet, $38 (a giving statement's quid pro quo gift). */
export const SAMPLE_BANQUET_TICKET: Order = {
  item: 'event-tickets',
  event: SAMPLE_EVENT.slug,
  counts: { adults: 1 },
  answers: {},
  sponsoredNames: '',
  prices: { adults: 3_800 as Cents },
};

export const SAMPLE_DUES_ORDER: OrderRecord = {
  ...SAMPLE_ORDER,
  id: 'ord_3H8C1D',
  order: { item: 'dues', membership: 'annual', year: 2027 },
  amount: 5_000 as Cents,
  description: 'Member Dues',
};

const ticket = (n: number, typeId: string, holderName: string): IssuedTicket => ({
  id: `${SAMPLE_ORDER.id}-${n}`,
  orderId: SAMPLE_ORDER.id,
  eventSlug: SAMPLE_EVENT.slug,
  typeId,
  holderName,
  answer: '',
  buyerName: 'Ada Lovelace',
  buyerEmail: SAMPLE_EMAIL,
  issuedAt: '2027-03-01T15:05:00.000Z',
  checkedInAt: null,
  voided: false,
});

export const SAMPLE_TICKETS: readonly IssuedTicket[] = [
  ticket(1, 'adults', 'Ada Lovelace'),
  ticket(2, 'adults', 'Charles Babbage'),
  ticket(3, 'children', 'Annabella King'),
];

export const SAMPLE_PARTY: WaitingParty = {
  id: 'wait_5',
  eventSlug: SAMPLE_EVENT.slug,
  typeId: 'adults',
  name: 'Ada Lovelace',
  email: SAMPLE_EMAIL,
  partySize: 2,
  joinedAt: '2027-03-10T12:00:00.000Z',
  state: 'offered',
  offerId: 'hold_5',
  offerExpiresAt: Date.parse('2027-03-20T16:00:00.000Z'),
};

export const SAMPLE_REFUND: RecordedRefund = {
  id: 're_sample',
  orderId: SAMPLE_DUES_ORDER.id,
  amount: 2_500 as Cents,
  reason: 'Paid twice by mistake',
  refundedBy: 'treasurer@example.org',
  refundedAt: '2027-03-02T10:00:00.000Z',
  undo: false,
};

/** A campaign as the secretary might write it (Markdown). */
export function sampleCampaignMarkdown(siteUrl: string): string {
  return [
    '# Tickets for the Spring Banquet are on sale',
    '',
    'Dear members,',
    '',
    'Our **Spring Banquet 2027** is on Saturday, April 24, at Harbor Hall in Portsmouth. Join fellow alumni, scholars and their families for:',
    '',
    '- dinner and fellowship,',
    '- the scholarship awards,',
    '- and a word from this year’s graduating scholars.',
    '',
    `Members pay $33 a seat instead of $38. [Buy your tickets](${siteUrl}/events/spring-banquet-2027) before April 10.`,
    '',
    'With thanks,  ',
    'The Secretary',
  ].join('\n');
}
