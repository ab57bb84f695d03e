import { describe, expect, it } from 'vitest';
import {
  OFFLINE_PAYMENT_MESSAGES,
  recordOfflinePayment,
  type OfflinePaymentInput,
} from '../../../../src/application/server/ledger/record-offline-payment.use-case';
import { viewLedgerOrder } from '../../../../src/application/server/ledger/view-ledger.use-case';
import { createPayment } from '../../../../src/application/server/payments/create-payment.use-case';
import { handlePaymentWebhook } from '../../../../src/application/server/payments/handle-payment-webhook.use-case';
import { ANY_LEDGER_ENTRY } from '../../../../src/application/ports/ledger-view.port';
import type { Actor } from '../../../../src/domain/access';
import { OFFLINE_MESSAGES } from '../../../../src/domain/ledger';
import type { Cents } from '../../../../src/domain/money';
import type { TicketedEvent, TicketType } from '../../../../src/domain/ticketed-events';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { BUYER, sampleApplication } from '../../../contracts/payment-gateway.contract';
import { BILLING, card } from '../../../contracts/card-simulator.contract';
import { lastDelivery, paymentsWorld, type PaymentsWorld } from '../../../support/payments-world';

const TREASURER: Actor = { role: 'admin', email: 'Treasurer@Example.org' };
const MEMBER_ACTOR: Actor = { role: 'member', email: 'member1@example.org' };
const ANNUAL_MEMBER = sampleMember(1, { duesPayYear: '2025' });

const cheque = (overrides: Partial<OfflinePaymentInput> = {}): OfflinePaymentInput => ({
  purpose: 'dues',
  memberId: ANNUAL_MEMBER.id,
  duesYear: 2026,
  method: 'cheque',
  reference: '1042',
  receivedOn: '2026-06-14',
  idempotencyKey: 'form-1',
  ...overrides,
});

const adults: TicketType = {
  id: 'adults',
  name: 'Adults',
  description: 'Adults',
  price: 4_000 as Cents,
  memberPrice: 3_000 as Cents,
  capacity: null,
  perOrderMax: 10,
  fairMarketValue: 4_000 as Cents,
  asks: { holderName: false, question: null },
  kind: 'ticket',
};
/** A gala with three seats, on sale since June 1. */
const GALA: TicketedEvent = {
  slug: 'gala-2027',
  name: 'Gala 2027',
  start: '2027-04-24T17:00' as TicketedEvent['start'],
  end: '2027-04-24T21:00' as TicketedEvent['end'],
  timeZone: 'America/New_York',
  venue: 'The Hall',
  description: 'An evening.',
  image: null,
  status: 'published',
  sales: { opens: '2026-06-01T09:00' as TicketedEvent['start'], closes: null },
  capacity: 3,
  ticketTypes: [adults],
  descriptionTemplate: null,
};

async function world(): Promise<PaymentsWorld> {
  const w = paymentsWorld();
  (await w.members.create(ANNUAL_MEMBER))._unsafeUnwrap();
  (await w.ticketing.events.create(GALA, '2026-06-01T00:00:00.000Z'))._unsafeUnwrap();
  return w;
}

const orders = async (w: PaymentsWorld) => (await w.ledger.ledgerPage(ANY_LEDGER_ENTRY, { offset: 0, limit: 100 }))._unsafeUnwrap();

describe('recording a payment taken by hand', () => {
  it("marks a member's dues paid for a $50 cheque, sends the online receipt, and names the officer", async () => {
    const w = await world();
    const done = (await recordOfflinePayment(w, TREASURER, cheque()))._unsafeUnwrap();
    expect(done).toMatchObject({ outcome: 'fulfilled', receipt: 'sent' });
    expect(done.order).toMatchObject({
      status: 'fulfilled',
      amount: 5_000,
      description: 'Member Dues',
      memberId: ANNUAL_MEMBER.id,
      order: { item: 'dues', year: 2026 },
      offline: { method: 'cheque', reference: '1042', receivedOn: '2026-06-14', recordedBy: 'treasurer@example.org' },
    });
    expect((await w.members.get(ANNUAL_MEMBER.id))._unsafeUnwrap().duesPayYear).toBe('2026');
    const [receipt] = w.mailer.to(ANNUAL_MEMBER.email);
    expect(receipt?.subject).toBe('Your receipt: Member Dues');
    expect(receipt?.text).toContain('Amount: $50');
    expect(receipt?.text).toContain(`Order: ${done.order.id}`);
  });

  it('records one payment and sends one receipt for a double submit of the same form', async () => {
    const w = await world();
    const first = (await recordOfflinePayment(w, TREASURER, cheque()))._unsafeUnwrap();
    const again = (await recordOfflinePayment(w, TREASURER, cheque()))._unsafeUnwrap();
    expect(again).toMatchObject({ outcome: 'already-fulfilled', order: { id: first.order.id } });
    expect((await orders(w)).total).toBe(1);
    expect(w.mailer.to(ANNUAL_MEMBER.email)).toHaveLength(1);
  });

  it('refuses the same key with other details', async () => {
    const w = await world();
    void (await recordOfflinePayment(w, TREASURER, cheque()));
    const other = await recordOfflinePayment(w, TREASURER, cheque({ reference: '1043' }));
    expect(other._unsafeUnwrapErr().message).toBe(OFFLINE_PAYMENT_MESSAGES.changed);
  });

  it("takes next year's dues, and refuses dues already paid", async () => {
    const w = await world();
    void (await recordOfflinePayment(w, TREASURER, cheque()));
    expect((await recordOfflinePayment(w, TREASURER, cheque({ idempotencyKey: 'form-2' })))._unsafeUnwrapErr().message).toBe(
      OFFLINE_PAYMENT_MESSAGES.duesPaid(2026),
    );
    void (await recordOfflinePayment(w, TREASURER, cheque({ idempotencyKey: 'form-3', duesYear: 2027 })))._unsafeUnwrap();
    expect((await w.members.get(ANNUAL_MEMBER.id))._unsafeUnwrap().duesPayYear).toBe('2027');
    expect(
      (await recordOfflinePayment(w, TREASURER, cheque({ idempotencyKey: 'form-4', duesYear: 2025 })))._unsafeUnwrapErr(),
    ).toMatchObject({
      fields: { duesYear: OFFLINE_PAYMENT_MESSAGES.duesYear },
    });
  });

  it('creates the member for a membership paid in cash, as the online payment does', async () => {
    const w = await world();
    const input = cheque({
      purpose: 'membership',
      memberId: undefined,
      membership: 'Lifetime Membership',
      application: sampleApplication('grace@example.org'),
      method: 'cash',
      reference: '',
    });
    const done = (await recordOfflinePayment(w, TREASURER, input))._unsafeUnwrap();
    expect(done.order).toMatchObject({ amount: 50_000, description: 'Lifetime Membership', status: 'fulfilled' });
    const member = (await w.members.findByEmail('grace@example.org'))._unsafeUnwrap();
    expect(member).toMatchObject({ id: done.order.memberId, membership: 'Lifetime Membership', firstName: 'Grace' });
    expect(w.mailer.to('grace@example.org').map((mail) => mail.subject)).toEqual(['Your receipt: Lifetime Membership']);
    const twice = await recordOfflinePayment(w, TREASURER, { ...input, idempotencyKey: 'form-2' });
    expect(twice._unsafeUnwrapErr().type).toBe('DuplicateMember');
  });

  it('upgrades a member to lifetime, and refuses one who already is', async () => {
    const w = await world();
    const done = (await recordOfflinePayment(w, TREASURER, cheque({ purpose: 'upgrade' })))._unsafeUnwrap();
    expect(done.order).toMatchObject({ amount: 50_000, description: 'Membership Upgrade' });
    expect((await w.members.get(ANNUAL_MEMBER.id))._unsafeUnwrap().membership).toBe('Lifetime Membership');
    const again = await recordOfflinePayment(w, TREASURER, cheque({ purpose: 'upgrade', idempotencyKey: 'form-2' }));
    expect(again._unsafeUnwrapErr().message).toBe(OFFLINE_PAYMENT_MESSAGES.lifetime);
  });

  it('records a donation of the amount typed, in cents, from an anonymous giver', async () => {
    const w = await world();
    const input = cheque({ purpose: 'donation', memberId: undefined, donationType: 'Community Service Project', amount: 5_050 });
    const done = (await recordOfflinePayment(w, TREASURER, input))._unsafeUnwrap();
    expect(done).toMatchObject({ receipt: 'none', order: { amount: 5_050, description: 'Community Service Project' } });
    const bad = await recordOfflinePayment(w, TREASURER, { ...input, idempotencyKey: 'form-2', amount: 0, donationType: 'Beer' });
    expect(bad._unsafeUnwrapErr()).toMatchObject({
      fields: { amount: OFFLINE_MESSAGES.amount, donationType: 'Please choose a donation type.' },
    });
  });

  it('issues the tickets of an event within its seats, and refuses with the online words when they are not there', async () => {
    const w = await world();
    const tickets = (n: number, key: string) =>
      cheque({
        purpose: 'event-tickets',
        memberId: undefined,
        event: 'gala-2027',
        counts: { adults: n },
        contact: BUYER,
        idempotencyKey: key,
      });
    const done = (await recordOfflinePayment(w, TREASURER, tickets(2, 'form-1')))._unsafeUnwrap();
    expect(done.order).toMatchObject({ amount: 8_000, status: 'fulfilled' });
    expect((await w.ticketing.tickets.ofOrder(done.order.id))._unsafeUnwrap()).toHaveLength(2);
    expect(w.mailer.to(BUYER.email)).toHaveLength(1);

    const refused = (await recordOfflinePayment(w, TREASURER, tickets(2, 'form-2')))._unsafeUnwrapErr();
    const online = await createPayment(w, {
      order: { item: 'event-tickets', event: 'gala-2027', counts: { adults: 2 }, answers: {}, sponsoredNames: '' },
      contact: BUYER,
      idempotencyKey: 'online-1',
      actor: { role: 'visitor', email: null, memberId: null },
    });
    expect(refused.message).toBe(online._unsafeUnwrapErr().message);
    // The refused offline payment left nothing behind: one seat is still there to buy.
    expect((await recordOfflinePayment(w, TREASURER, tickets(1, 'form-3'))).isOk()).toBe(true);
  });

  it('refuses bad details field by field, and records nothing', async () => {
    const w = await world();
    const refused = await recordOfflinePayment(w, TREASURER, cheque({ method: 'card', reference: '', receivedOn: '2026-06-16' }));
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidOrder',
      fields: { method: OFFLINE_MESSAGES.method, receivedOn: OFFLINE_MESSAGES.futureDate },
    });
    expect((await recordOfflinePayment(w, TREASURER, cheque({ memberId: '999999' })))._unsafeUnwrapErr()).toMatchObject({
      fields: { memberId: OFFLINE_PAYMENT_MESSAGES.member },
    });
    expect((await recordOfflinePayment(w, TREASURER, cheque({ purpose: 'raffle' })))._unsafeUnwrapErr()).toMatchObject({
      fields: { purpose: OFFLINE_PAYMENT_MESSAGES.purpose },
    });
    expect((await orders(w)).total).toBe(0);
    expect(w.mailer.sent()).toEqual([]);
  });

  it('is refused to a member and a visitor, with nothing changed', async () => {
    const w = await world();
    for (const actor of [MEMBER_ACTOR, { role: 'visitor' as const, email: null }]) {
      expect((await recordOfflinePayment(w, actor, cheque()))._unsafeUnwrapErr().type).toBe('Unauthorized');
    }
    expect((await orders(w)).total).toBe(0);
    expect((await w.members.get(ANNUAL_MEMBER.id))._unsafeUnwrap().duesPayYear).toBe('2025');
  });
});

describe("an order's page in the ledger", () => {
  it("shows a card order's processor events (its webhooks) with what each came to", async () => {
    const w = paymentsWorld();
    const session = (
      await createPayment(w, {
        order: { item: 'cookout-2024', tickets: 1 },
        contact: BUYER,
        idempotencyKey: 'online-1',
        actor: { role: 'visitor', email: null, memberId: null },
      })
    )._unsafeUnwrap();
    const intentId = (await w.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
    void (await w.processor.confirm(intentId, card('4242424242424242'), BILLING));
    const webhook = lastDelivery(w, intentId);
    void (await handlePaymentWebhook(w, webhook))._unsafeUnwrap();
    void (await handlePaymentWebhook(w, webhook))._unsafeUnwrap();
    const view = (await viewLedgerOrder(w, TREASURER, session.orderId))._unsafeUnwrap();
    expect(view.events.map((event) => event.kind)).toEqual(['created', 'payment-opened', 'webhook', 'paid', 'fulfilled']);
    expect(view.events[2]?.detail).toBe(`payment-succeeded (${webhook.eventId}): fulfilled`);
    expect((await viewLedgerOrder(w, MEMBER_ACTOR, session.orderId))._unsafeUnwrapErr().type).toBe('Unauthorized');
  });
});
