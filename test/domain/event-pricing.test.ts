import fc from 'fast-check';
import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MAX_COUNT_PER_ORDER } from '../../src/domain/catalog';
import {
  AMOUNT_TOO_LARGE_MESSAGE,
  countMessage,
  describeTicketOrder,
  NOTHING_CHOSEN_MESSAGE,
  priceTicketOrder,
  priceTickets,
  UNKNOWN_TICKET_TYPE_MESSAGE,
} from '../../src/domain/event-pricing';
import { COUNT_MESSAGE } from '../../src/domain/pricing';
import { NO_SEATS_TAKEN } from '../../src/domain/ticket-sales';
import { unitPriceFor, type TicketedEvent } from '../../src/domain/ticketed-events';
import { at, BANQUET_2027, c, DURING_SALES, ticketType } from './ticketed-event-fixtures';

const visitor = { member: false, now: DURING_SALES, taken: NO_SEATS_TAKEN };
const member = { ...visitor, member: true };
const counts = fc.record({ adult: fc.nat(10), child: fc.nat(10), infant: fc.nat(4) });

describe('priceTickets: an order priced from the event data', () => {
  it('prices each chosen type, in the event order, with the general description', () => {
    const order = priceTickets(BANQUET_2027, { child: 1, adult: 2 }, false)._unsafeUnwrap();
    expect(order).toEqual({
      eventSlug: 'spring-banquet-2027',
      lines: [
        { typeId: 'adult', name: 'Adult', count: 2, unitPrice: 3_800, memberPriced: false, amount: 7_600, kind: 'ticket' },
        { typeId: 'child', name: 'Child', count: 1, unitPrice: 2_000, memberPriced: false, amount: 2_000, kind: 'ticket' },
      ],
      amount: 9_600,
      currency: 'usd',
      description: 'Spring Banquet 2027 Tickets - Adult: 2, Child: 1',
      sponsorship: false,
    });
  });

  it('gives a member with dues paid the member price, where a type has one', () => {
    const order = priceTickets(BANQUET_2027, { adult: 1, child: 1 }, true)._unsafeUnwrap();
    expect(order.lines.map((line) => [line.unitPrice, line.memberPriced])).toEqual([
      [3_300, true],
      [2_000, false],
    ]);
    expect(order.amount).toBe(5_300);
  });

  it('accepts free tickets alone: a zero total that needs no payment', () => {
    expect(priceTickets(BANQUET_2027, { infant: 2 }, false)._unsafeUnwrap()).toMatchObject({
      amount: 0,
      description: 'Spring Banquet 2027 Tickets - Infant: 2',
    });
  });

  it('refuses an unknown type, nothing chosen, and a count out of range', () => {
    expect(priceTickets(BANQUET_2027, { senior: 1 }, false)).toEqual(
      err({ type: 'UnknownTicketType', field: 'senior', message: UNKNOWN_TICKET_TYPE_MESSAGE }),
    );
    expect(priceTickets(BANQUET_2027, { adult: 0 }, false)).toEqual(err({ type: 'NothingChosen', message: NOTHING_CHOSEN_MESSAGE }));
    expect(priceTickets(BANQUET_2027, {}, false)).toEqual(err({ type: 'NothingChosen', message: NOTHING_CHOSEN_MESSAGE }));
    for (const bad of [-1, 1.5, 11, NaN, Infinity]) {
      expect(priceTickets(BANQUET_2027, { adult: bad }, false)).toEqual(
        err({ type: 'InvalidCount', field: 'adult', message: 'Please enter a whole number from 0 to 10.' }),
      );
    }
  });

  it('uses the catalogue message when the maximum is the general one, and never allows more', () => {
    const wide = ticketType({ id: 'seat', name: 'Seat', perOrderMax: 9_999 });
    expect(countMessage(wide)).toBe(COUNT_MESSAGE);
    const event: TicketedEvent = { ...BANQUET_2027, capacity: null, ticketTypes: [wide] };
    expect(priceTickets(event, { seat: MAX_COUNT_PER_ORDER + 1 }, false)).toEqual(
      err({ type: 'InvalidCount', field: 'seat', message: COUNT_MESSAGE }),
    );
  });

  it('refuses a total above what a card payment can be', () => {
    const gala = ticketType({ id: 'table', name: 'Table', price: c(500_000), fairMarketValue: c(0) });
    const event: TicketedEvent = { ...BANQUET_2027, ticketTypes: [gala] };
    expect(priceTickets(event, { table: 199 }, false).isOk()).toBe(true);
    expect(priceTickets(event, { table: 200 }, false)).toEqual(err({ type: 'AmountTooLarge', message: AMOUNT_TOO_LARGE_MESSAGE }));
  });

  it('marks an order holding a sponsorship', () => {
    const sponsor = ticketType({ id: 'students', name: 'Students', kind: 'sponsorship' });
    const event: TicketedEvent = { ...BANQUET_2027, ticketTypes: [...BANQUET_2027.ticketTypes, sponsor] };
    expect(priceTickets(event, { students: 1 }, false)._unsafeUnwrap().sponsorship).toBe(true);
  });
});

describe('pricing properties', () => {
  it('a member price is never above the price, and a member never pays more than a visitor', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.option(fc.nat(100_000)), fc.boolean(), (price, memberPrice, isMember) => {
        const type = ticketType({ id: 't', name: 'T', price: c(price), memberPrice: memberPrice === null ? null : c(memberPrice) });
        expect(unitPriceFor(type, isMember)).toBeLessThanOrEqual(price);
        expect(unitPriceFor(type, false)).toBe(price);
      }),
    );
    fc.assert(
      fc.property(counts, (chosen) => {
        const [asVisitor, asMember] = [priceTickets(BANQUET_2027, chosen, false), priceTickets(BANQUET_2027, chosen, true)];
        expect(asMember.isOk()).toBe(asVisitor.isOk());
        if (asVisitor.isOk() && asMember.isOk()) expect(asMember.value.amount).toBeLessThanOrEqual(asVisitor.value.amount);
      }),
    );
  });

  it('the total is the sum of its lines, each unit price times count, and additive over orders', () => {
    fc.assert(
      fc.property(counts, counts, fc.boolean(), (a, b, isMember) => {
        const total = (chosen: Record<string, number>) =>
          priceTickets(BANQUET_2027, chosen, isMember)
            .map((o) => o.amount)
            .unwrapOr(0);
        const order = priceTickets(BANQUET_2027, a, isMember);
        if (order.isOk()) {
          expect(order.value.amount).toBe(order.value.lines.reduce((sum, line) => sum + line.amount, 0));
          for (const line of order.value.lines) expect(line.amount).toBe(line.unitPrice * line.count);
        }
        const sum = { adult: a.adult + b.adult, child: a.child + b.child, infant: a.infant + b.infant };
        const fits = sum.adult <= 10 && sum.child <= 10 && sum.infant <= 4;
        if (fits) expect(total(sum)).toBe(total(a) + total(b));
      }),
    );
  });

  it("the description is '<event> Tickets - <type>: n, ...' naming the chosen types in the event order", () => {
    fc.assert(
      fc.property(counts, (chosen) => {
        const description = describeTicketOrder(BANQUET_2027, chosen);
        const named = BANQUET_2027.ticketTypes.filter((type) => chosen[type.id as keyof typeof chosen] > 0);
        expect(description).toBe(
          `Spring Banquet 2027 Tickets - ${named.map((t) => `${t.name}: ${chosen[t.id as keyof typeof chosen]}`).join(', ')}`,
        );
        expect(description).toMatch(/^Spring Banquet 2027 Tickets - ((Adult|Child|Infant): [1-9]\d*(, |$))*$/);
      }),
    );
  });

  it('a template names each count by type id, 0 for a type not chosen', () => {
    const event: TicketedEvent = { ...BANQUET_2027, descriptionTemplate: 'Banquet - Adults: {adult}, Kids: {child}' };
    expect(describeTicketOrder(event, { adult: 2 })).toBe('Banquet - Adults: 2, Kids: 0');
  });
});

describe('priceTicketOrder: as the server accepts an order', () => {
  it('prices an order while sales are open', () => {
    expect(priceTicketOrder(BANQUET_2027, { adult: 2 }, member)._unsafeUnwrap().amount).toBe(6_600);
  });

  it('refuses while sales are not open, with the page words', () => {
    expect(priceTicketOrder(BANQUET_2027, { adult: 1 }, { ...visitor, now: at('2027-02-01T10:00') })).toEqual(
      err({ type: 'SalesNotOpen', message: 'Ticket sales open on Mar 1, 2027 at 9:00 AM.' }),
    );
    expect(priceTicketOrder({ ...BANQUET_2027, status: 'salesClosed' }, { adult: 1 }, visitor)).toEqual(
      err({ type: 'SalesNotOpen', message: 'Sales have closed.' }),
    );
  });

  it('refuses more seats than a type or the event has left, saying how many are', () => {
    const taken = { sold: { adult: 100, child: 10 }, held: { child: 3 } };
    expect(priceTicketOrder(BANQUET_2027, { adult: 8 }, { ...visitor, taken })).toEqual(
      err({ type: 'NotEnoughSeats', field: 'adult', remaining: 7, message: 'Only 7 left: please choose at most 7.' }),
    );
    expect(priceTicketOrder(BANQUET_2027, { adult: 4, child: 4 }, { ...visitor, taken })).toEqual(
      err({ type: 'NotEnoughSeats', field: null, remaining: 7, message: 'Only 7 left: please choose at most 7.' }),
    );
    expect(priceTicketOrder(BANQUET_2027, { adult: 4, child: 3 }, { ...visitor, taken }).isOk()).toBe(true);
  });

  it("refuses every order of a sold-out event with 'Sold out.'", () => {
    const taken = { sold: { adult: 120 }, held: {} };
    expect(priceTicketOrder(BANQUET_2027, { infant: 1 }, { ...visitor, taken })).toEqual(
      err({ type: 'NotEnoughSeats', field: 'infant', remaining: 0, message: 'Sold out.' }),
    );
  });
});
