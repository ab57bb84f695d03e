import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEW_LEFT,
  isSoldOut,
  NO_SEATS_TAKEN,
  remainingMessage,
  remainingOfType,
  remainingOverall,
  salesMessage,
  salesState,
  type SalesState,
  type SeatsTaken,
} from '../../src/domain/ticket-sales';
import type { TicketedEvent, TicketType } from '../../src/domain/ticketed-events';
import { at, BANQUET_2027, DURING_SALES } from './ticketed-event-fixtures';

const [ADULT, CHILD, INFANT] = BANQUET_2027.ticketTypes as [TicketType, TicketType, TicketType];
const taken = (sold: Record<string, number>, held: Record<string, number> = {}): SeatsTaken => ({ sold, held });
const withStatus = (status: TicketedEvent['status']): TicketedEvent => ({ ...BANQUET_2027, status });

describe('salesState: whether tickets sell at a chapter-local time', () => {
  it('is open inside the window with seats left', () => {
    expect(salesState(BANQUET_2027, DURING_SALES, NO_SEATS_TAKEN)).toEqual({ kind: 'open' });
  });

  it('has not opened before the window opens, and opens at that minute', () => {
    expect(salesState(BANQUET_2027, at('2027-03-01T08:59'), NO_SEATS_TAKEN)).toEqual({ kind: 'notYetOpen', opens: '2027-03-01T09:00' });
    expect(salesState(BANQUET_2027, at('2027-03-01T09:00'), NO_SEATS_TAKEN)).toEqual({ kind: 'open' });
  });

  it('is closed from the minute the window closes, or once the chair closed sales', () => {
    expect(salesState(BANQUET_2027, at('2027-04-20T23:59'), NO_SEATS_TAKEN)).toEqual({ kind: 'open' });
    expect(salesState(BANQUET_2027, at('2027-04-21T00:00'), NO_SEATS_TAKEN)).toEqual({ kind: 'closed' });
    expect(salesState(withStatus('salesClosed'), DURING_SALES, NO_SEATS_TAKEN)).toEqual({ kind: 'closed' });
  });

  it('sells nothing for a draft or a cancelled event, whatever the time', () => {
    expect(salesState(withStatus('draft'), DURING_SALES, NO_SEATS_TAKEN)).toEqual({ kind: 'draft' });
    expect(salesState(withStatus('cancelled'), at('2000-01-01T00:00'), NO_SEATS_TAKEN)).toEqual({ kind: 'cancelled' });
  });

  it('is sold out when no type has a seat left, counting held seats', () => {
    expect(salesState(BANQUET_2027, DURING_SALES, taken({ adult: 100 }, { child: 20 }))).toEqual({ kind: 'soldOut' });
    expect(salesState(BANQUET_2027, DURING_SALES, taken({ adult: 100 }, { child: 19 }))).toEqual({ kind: 'open' });
  });

  it('stays open without a window (the spec pages) until the chair closes sales', () => {
    const always: TicketedEvent = { ...BANQUET_2027, sales: { opens: null, closes: null } };
    expect(salesState(always, at('1999-01-01T00:00'), NO_SEATS_TAKEN)).toEqual({ kind: 'open' });
    expect(salesState(always, at('9999-12-31T23:59'), NO_SEATS_TAKEN)).toEqual({ kind: 'open' });
  });
});

describe('salesMessage: the words the page shows', () => {
  const cases: readonly [SalesState, string | null][] = [
    [{ kind: 'open' }, null],
    [{ kind: 'notYetOpen', opens: at('2027-03-01T09:00') }, 'Ticket sales open on Mar 1, 2027 at 9:00 AM.'],
    [{ kind: 'closed' }, 'Sales have closed.'],
    [{ kind: 'soldOut' }, 'Sold out.'],
    [{ kind: 'cancelled' }, 'This event has been cancelled.'],
    [{ kind: 'draft' }, 'Tickets for this event are not on sale yet.'],
  ];
  it.each(cases)('%j reads %j', (state, words) => {
    expect(salesMessage(state)).toBe(words);
  });
});

describe('remaining seats', () => {
  it('counts sold and held seats against the type and the event, whichever is fewer', () => {
    const seats = taken({ adult: 50, child: 10 }, { adult: 5, child: 5 });
    expect(remainingOverall(BANQUET_2027, seats)).toBe(50);
    expect(remainingOfType(BANQUET_2027, ADULT, seats)).toBe(50);
    expect(remainingOfType(BANQUET_2027, CHILD, seats)).toBe(15);
    expect(remainingOfType(BANQUET_2027, INFANT, seats)).toBe(50);
  });

  it('is unlimited (null) with no capacity anywhere, and never below zero', () => {
    const open: TicketedEvent = { ...BANQUET_2027, capacity: null };
    expect(remainingOverall(open, taken({ adult: 1000 }))).toBeNull();
    expect(remainingOfType(open, ADULT, taken({ adult: 1000 }))).toBeNull();
    expect(remainingOfType(open, CHILD, taken({ child: 45 }))).toBe(0);
    expect(remainingOverall(BANQUET_2027, taken({ adult: 130 }))).toBe(0);
  });

  it('a type never has more left than the event, nor than its own capacity', () => {
    const count = fc.integer({ min: 0, max: 200 });
    fc.assert(
      fc.property(count, count, count, count, (adult, child, heldAdult, heldChild) => {
        const seats = taken({ adult, child }, { adult: heldAdult, child: heldChild });
        const overall = remainingOverall(BANQUET_2027, seats)!;
        for (const type of BANQUET_2027.ticketTypes) {
          const left = remainingOfType(BANQUET_2027, type, seats)!;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(overall);
        }
        expect(remainingOfType(BANQUET_2027, CHILD, seats)).toBeLessThanOrEqual(Math.max(0, 30 - child - heldChild));
        expect(isSoldOut(BANQUET_2027, seats)).toBe(overall === 0);
      }),
    );
  });

  it(`says 'Only n left' at ${FEW_LEFT} or fewer, 'Sold out.' at none, nothing otherwise`, () => {
    expect(FEW_LEFT).toBe(10);
    expect(remainingMessage(null)).toBeNull();
    expect(remainingMessage(11)).toBeNull();
    expect(remainingMessage(10)).toBe('Only 10 left');
    expect(remainingMessage(1)).toBe('Only 1 left');
    expect(remainingMessage(0)).toBe('Sold out.');
  });
});
