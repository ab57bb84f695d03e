import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  confirmPayment,
  EMPTY_LEDGER,
  HOLD_MILLISECONDS,
  placeHold,
  pruneExpired,
  releaseHold,
  seatsFit,
  seatsTaken,
  type SeatHold,
  type SeatLedger,
} from '../../src/domain/seat-holds';
import { countOf, totalCount, type TicketCounts, type TicketedEvent } from '../../src/domain/ticketed-events';
import { BANQUET_2027, ticketType } from './ticketed-event-fixtures';

/** Ten seats in all, at most six of them 'a'. */
const SMALL: TicketedEvent = {
  ...BANQUET_2027,
  capacity: 10,
  ticketTypes: [ticketType({ id: 'a', name: 'A', capacity: 6 }), ticketType({ id: 'b', name: 'B' })],
};
const T0 = 1_800_000_000_000;
const hold = (id: string, seats: TicketCounts, expiresAt = T0 + HOLD_MILLISECONDS): SeatHold => ({ id, seats, expiresAt });

function expectWithinCapacity(ledger: SeatLedger, now: number): void {
  const { sold, held } = seatsTaken(ledger, now);
  expect(totalCount(sold) + totalCount(held)).toBeLessThanOrEqual(10);
  expect(countOf(sold, 'a') + countOf(held, 'a')).toBeLessThanOrEqual(6);
}

describe('holds: seats kept while a payment runs', () => {
  it('places holds while they fit, and refuses the one that does not, saying what is left', () => {
    const first = placeHold(SMALL, EMPTY_LEDGER, hold('h1', { a: 4 }), T0)._unsafeUnwrap();
    expect(placeHold(SMALL, first, hold('h2', { a: 3 }), T0)).toEqual(err({ type: 'NotEnoughSeats', typeId: 'a', remaining: 2 }));
    const second = placeHold(SMALL, first, hold('h2', { a: 2, b: 4 }), T0)._unsafeUnwrap();
    expect(placeHold(SMALL, second, hold('h3', { b: 1 }), T0)).toEqual(err({ type: 'NotEnoughSeats', typeId: 'b', remaining: 0 }));
    expect(placeHold(SMALL, first, hold('h3', { a: 1, b: 6 }), T0)).toEqual(err({ type: 'NotEnoughSeats', typeId: null, remaining: 6 }));
    expect(seatsTaken(second, T0)).toEqual({ sold: {}, held: { a: 6, b: 4 } });
  });

  it('gives no seats of a type the event does not sell', () => {
    expect(seatsFit(SMALL, seatsTaken(EMPTY_LEDGER, T0), { z: 1 })).toEqual(err({ type: 'NotEnoughSeats', typeId: 'z', remaining: 0 }));
    expect(seatsFit(SMALL, seatsTaken(EMPTY_LEDGER, T0), { z: 0, a: 1 })).toEqual(ok({ z: 0, a: 1 }));
  });

  it('stops counting a hold when it expires, and a store may then drop it', () => {
    const held = placeHold(SMALL, EMPTY_LEDGER, hold('h1', { b: 10 }), T0)._unsafeUnwrap();
    const expiry = T0 + HOLD_MILLISECONDS;
    expect(seatsTaken(held, expiry - 1).held).toEqual({ b: 10 });
    expect(seatsTaken(held, expiry).held).toEqual({});
    expect(pruneExpired(held, expiry)).toEqual(EMPTY_LEDGER);
    expect(placeHold(SMALL, held, hold('h2', { b: 10 }, expiry + HOLD_MILLISECONDS), expiry).isOk()).toBe(true);
  });

  it('a payment started again holds its seats once', () => {
    const held = placeHold(SMALL, EMPTY_LEDGER, hold('h1', { b: 8 }), T0)._unsafeUnwrap();
    const again = placeHold(SMALL, held, hold('h1', { b: 9 }), T0 + 1)._unsafeUnwrap();
    expect(again.holds).toEqual([hold('h1', { b: 9 })]);
  });

  it('releases a failed payment hold; releasing twice changes nothing', () => {
    const held = placeHold(SMALL, EMPTY_LEDGER, hold('h1', { a: 2 }), T0)._unsafeUnwrap();
    expect(releaseHold(held, 'h1')).toEqual(EMPTY_LEDGER);
    expect(releaseHold(releaseHold(held, 'h1'), 'h1')).toEqual(EMPTY_LEDGER);
  });
});

describe('confirmPayment: a paid order keeps its seats', () => {
  const held = placeHold(SMALL, EMPTY_LEDGER, hold('h1', { a: 2, b: 1 }), T0)._unsafeUnwrap();

  it('turns an active hold into sold seats', () => {
    expect(confirmPayment(SMALL, held, 'h1', { a: 2, b: 1 }, T0 + 1)).toEqual(
      ok({ ledger: { sold: { a: 2, b: 1 }, holds: [] }, from: 'hold' }),
    );
  });

  it('after the hold expired, sells the seats if they are still there', () => {
    const late = T0 + HOLD_MILLISECONDS + 1;
    expect(confirmPayment(SMALL, held, 'h1', { a: 2, b: 1 }, late)).toEqual(
      ok({ ledger: { sold: { a: 2, b: 1 }, holds: [] }, from: 'seatsLeft' }),
    );
  });

  it('after the hold expired and others took the seats, refuses: the payment is to be refunded', () => {
    const late = T0 + HOLD_MILLISECONDS + 1;
    const taken = placeHold(SMALL, held, hold('h2', { b: 9 }, late + HOLD_MILLISECONDS), late)._unsafeUnwrap();
    expect(confirmPayment(SMALL, taken, 'h1', { a: 2, b: 1 }, late)).toEqual(err({ type: 'NotEnoughSeats', typeId: 'a', remaining: 1 }));
  });

  it('50 buyers for the last 10 seats: exactly 10 holds, and the other 40 refused before any charge', () => {
    const last10: TicketedEvent = { ...SMALL, capacity: 120, ticketTypes: [ticketType({ id: 'b', name: 'B' })] };
    let ledger: SeatLedger = { sold: { b: 110 }, holds: [] };
    let refused = 0;
    for (let buyer = 0; buyer < 50; buyer += 1) {
      placeHold(last10, ledger, hold(`h${buyer}`, { b: 1 }), T0).match(
        (next) => (ledger = next),
        () => (refused += 1),
      );
    }
    for (const { id } of ledger.holds) ledger = confirmPayment(last10, ledger, id, { b: 1 }, T0 + 1)._unsafeUnwrap().ledger;
    expect([refused, ledger.sold]).toEqual([40, { b: 120 }]);
  });
});

type Step =
  | { readonly kind: 'place'; readonly id: number; readonly seats: TicketCounts; readonly minutes: number }
  | { readonly kind: 'pay' | 'release'; readonly id: number }
  | { readonly kind: 'wait'; readonly minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    id: fc.nat(7),
    seats: fc.record({ a: fc.nat(4), b: fc.nat(4) }),
    minutes: fc.integer({ min: 1, max: 15 }),
  }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'release' as const), id: fc.nat(7) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 20 }) }),
);

describe('no interleaving of holds, payments, releases and expiries exceeds a capacity', () => {
  it('keeps sold plus held within every capacity, and sold seats only ever grow by what was paid', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let [ledger, now] = [EMPTY_LEDGER, T0];
        const asked = new Map<string, TicketCounts>();
        for (const s of steps) {
          const before = ledger;
          if (s.kind === 'wait') now += s.minutes * 60_000;
          if (s.kind === 'place') {
            asked.set(`h${s.id}`, s.seats);
            ledger = placeHold(SMALL, ledger, hold(`h${s.id}`, s.seats, now + s.minutes * 60_000), now).unwrapOr(ledger);
          }
          if (s.kind === 'release') ledger = releaseHold(ledger, `h${s.id}`);
          if (s.kind === 'pay' && asked.has(`h${s.id}`)) {
            const seats = asked.get(`h${s.id}`)!;
            const paid = confirmPayment(SMALL, ledger, `h${s.id}`, seats, now);
            ledger = paid.map((p) => p.ledger).unwrapOr(ledger);
            const grew = totalCount(ledger.sold) - totalCount(before.sold);
            expect(grew).toBe(paid.isOk() ? totalCount(seats) : 0);
          }
          expectWithinCapacity(ledger, now);
          expect(totalCount(ledger.sold)).toBeGreaterThanOrEqual(totalCount(before.sold));
        }
      }),
      { numRuns: 500 },
    );
  });
});
