import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatClaim, TicketedEventStore } from '../../src/application/ports/ticketed-event-store.port';
import { HOLD_MILLISECONDS, seatsTaken, type SeatHold, type SeatLedger } from '../../src/domain/seat-holds';
import { countOf, totalCount, type TicketCounts, type TicketedEvent } from '../../src/domain/ticketed-events';
import { at, BANQUET_2027, ticketType } from '../domain/ticketed-event-fixtures';

/** What an event store suite needs: the port over an EMPTY store (no events, no claims), and a way to let go of it. */
export interface TicketedEventStoreHarness {
  readonly store: TicketedEventStore;
  readonly dispose?: () => Promise<void>;
}

/** Ten seats in all, at most six of them 'a'. */
const SMALL_EVENT: TicketedEvent = {
  ...BANQUET_2027,
  slug: 'small-event',
  capacity: 10,
  ticketTypes: [ticketType({ id: 'a', name: 'A', capacity: 6 }), ticketType({ id: 'b', name: 'B' })],
};

const T0 = 1_800_000_000_000;
const CREATED = '2026-06-15T12:00:00.000Z';
const EDITED = '2026-06-15T12:30:00.000Z';

const holdOf = (id: string, seats: TicketCounts, expiresAt = T0 + HOLD_MILLISECONDS): SeatHold => ({ id, seats, expiresAt });

/** A ledger's holds in id order (a store promises no order among them). */
function sortedLedger(ledger: SeatLedger): SeatLedger {
  return { sold: ledger.sold, holds: [...ledger.holds].sort((a, b) => (a.id < b.id ? -1 : 1)) };
}

/** Seats taken never beyond the event's capacity, nor any type's. */
function expectWithinCapacity(event: TicketedEvent, ledger: SeatLedger, now: number): void {
  const { sold, held } = seatsTaken(ledger, now);
  expect(totalCount(sold) + totalCount(held)).toBeLessThanOrEqual(event.capacity ?? Infinity);
  for (const type of event.ticketTypes) {
    expect(countOf(sold, type.id) + countOf(held, type.id)).toBeLessThanOrEqual(type.capacity ?? Infinity);
  }
}

type Step =
  | { readonly kind: 'hold'; readonly order: number; readonly seats: TicketCounts; readonly minutes: number }
  | { readonly kind: 'confirm'; readonly order: number; readonly seats: TicketCounts }
  | { readonly kind: 'releaseHold' | 'releaseSold'; readonly order: number }
  | { readonly kind: 'wait'; readonly minutes: number };

const seats = fc.record({ a: fc.nat(4), b: fc.nat(5) });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('hold' as const), order: fc.nat(7), seats, minutes: fc.integer({ min: 1, max: 15 }) }),
  fc.record({ kind: fc.constant('confirm' as const), order: fc.nat(7), seats }),
  fc.record({ kind: fc.constantFrom('releaseHold' as const, 'releaseSold' as const), order: fc.nat(7) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 20 }) }),
);

interface TicketedEventStoreContractOptions {
  /** Runs of the interleaving property (each one a new empty store). */
  readonly propertyRuns: number;
}

/**
 * The TicketedEventStore contract: every adapter behaves like this. `make()` is called before
 * each test (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function ticketedEventStoreContract(
  name: string,
  make: () => Promise<TicketedEventStoreHarness>,
  options: TicketedEventStoreContractOptions,
): void {
  describe(`TicketedEventStore contract: ${name}`, () => {
    let harness: TicketedEventStoreHarness;
    let store: TicketedEventStore;
    beforeEach(async () => {
      harness = await make();
      store = harness.store;
    });
    afterEach(async () => harness.dispose?.());

    const withSmall = async () => (await store.create(SMALL_EVENT, CREATED))._unsafeUnwrap();
    const ledgerAt = async (now: number) => sortedLedger((await store.ledger(SMALL_EVENT.slug, now))._unsafeUnwrap());
    const claim = async (orderId: string) => (await store.claimOf(orderId))._unsafeUnwrap();

    describe('events', () => {
      it('creates an event and reads it back as stored', async () => {
        const created = (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        expect(created).toEqual({ event: BANQUET_2027, createdAt: CREATED, updatedAt: CREATED });
        expect((await store.get(BANQUET_2027.slug))._unsafeUnwrap()).toEqual(created);
      });

      it('lists every event, drafts included, earliest start first, then by slug', async () => {
        const later = { ...BANQUET_2027, slug: 'later', start: at('2028-01-01T10:00'), status: 'draft' as const };
        const sameStartB = { ...BANQUET_2027, slug: 'b-same-start', start: at('2027-01-01T10:00') };
        const sameStartA = { ...BANQUET_2027, slug: 'a-same-start', start: at('2027-01-01T10:00') };
        for (const event of [later, BANQUET_2027, sameStartB, sameStartA]) (await store.create(event, CREATED))._unsafeUnwrap();
        const listed = (await store.list())._unsafeUnwrap();
        expect(listed.map((stored) => stored.event.slug)).toEqual(['a-same-start', 'b-same-start', BANQUET_2027.slug, 'later']);
        expect(listed[3]?.event).toEqual(later);
      });

      it('lists nothing when there are no events', async () => {
        expect((await store.list())._unsafeUnwrap()).toEqual([]);
      });

      it('refuses a second event with a slug already used, and keeps the first', async () => {
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        expect((await store.create({ ...BANQUET_2027, name: 'Another' }, EDITED))._unsafeUnwrapErr()).toEqual({
          type: 'DuplicateSlug',
          slug: BANQUET_2027.slug,
          message: `Another event already has the address /events/${BANQUET_2027.slug}.`,
        });
        expect((await store.get(BANQUET_2027.slug))._unsafeUnwrap().event.name).toBe(BANQUET_2027.name);
      });

      it('answers NotFound for an unknown slug', async () => {
        expect((await store.get('no-such-event'))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', message: 'The event was not found.' });
        expect((await store.update(BANQUET_2027, CREATED, EDITED))._unsafeUnwrapErr().type).toBe('NotFound');
        expect((await store.ledger('no-such-event', T0))._unsafeUnwrapErr().type).toBe('NotFound');
        expect((await store.hold('no-such-event', holdOf('o1', { a: 1 }), T0))._unsafeUnwrapErr()).toEqual({
          type: 'NotFound',
          message: 'The event was not found.',
        });
        expect((await store.confirm('no-such-event', 'o1', { a: 1 }, T0))._unsafeUnwrapErr().type).toBe('NotFound');
      });

      it('saves an edit made from the current version, keeping when it was created', async () => {
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        const edited = {
          ...BANQUET_2027,
          name: 'Spring Banquet 2027 (moved)',
          status: 'salesClosed' as const,
          start: at('2027-05-01T17:00'),
        };
        const saved = (await store.update(edited, CREATED, EDITED))._unsafeUnwrap();
        expect(saved).toEqual({ event: edited, createdAt: CREATED, updatedAt: EDITED });
        expect((await store.get(BANQUET_2027.slug))._unsafeUnwrap()).toEqual(saved);
        expect((await store.list())._unsafeUnwrap()).toEqual([saved]);
      });

      it('refuses an edit made from an older version (Stale), and keeps the newer one', async () => {
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        (await store.update({ ...BANQUET_2027, name: 'First edit' }, CREATED, EDITED))._unsafeUnwrap();
        expect((await store.update({ ...BANQUET_2027, name: 'Second edit' }, CREATED, EDITED))._unsafeUnwrapErr()).toEqual({
          type: 'Stale',
          message: 'This event was changed by someone else since you opened it. Please reload it and make your change again.',
        });
        expect((await store.update(BANQUET_2027, 'not a version', EDITED))._unsafeUnwrapErr().type).toBe('Stale');
        expect((await store.get(BANQUET_2027.slug))._unsafeUnwrap().event.name).toBe('First edit');
      });

      it('changes the version even when saved in the same millisecond, so the older version is stale', async () => {
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        const first = (await store.update({ ...BANQUET_2027, name: 'First' }, CREATED, CREATED))._unsafeUnwrap();
        expect(first.updatedAt).toBe('2026-06-15T12:00:00.001Z');
        const second = (await store.update({ ...BANQUET_2027, name: 'Second' }, first.updatedAt, CREATED))._unsafeUnwrap();
        expect(second.updatedAt).toBe('2026-06-15T12:00:00.002Z');
        expect((await store.update({ ...BANQUET_2027, name: 'Third' }, first.updatedAt, EDITED))._unsafeUnwrapErr().type).toBe('Stale');
      });

      it('of two edits from one version, saves one and refuses the other', async () => {
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        const answers = await Promise.all(['One', 'Two'].map((name) => store.update({ ...BANQUET_2027, name }, CREATED, EDITED)));
        expect(answers.filter((answer) => answer.isOk())).toHaveLength(1);
        expect(answers.filter((answer) => answer.isErr()).map((answer) => answer._unsafeUnwrapErr().type)).toEqual(['Stale']);
      });
    });

    describe('holds', () => {
      it('starts with nothing sold and nothing held', async () => {
        await withSmall();
        expect(await ledgerAt(T0)).toEqual({ sold: {}, holds: [] });
      });

      it('holds seats while they fit and answers the ledger after the change; refuses the hold that does not fit', async () => {
        await withSmall();
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o1', { a: 4 }), T0))._unsafeUnwrap()).toEqual({
          sold: {},
          holds: [holdOf('o1', { a: 4 })],
        });
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o2', { a: 3 }), T0))._unsafeUnwrapErr()).toEqual({
          type: 'NotEnoughSeats',
          typeId: 'a',
          remaining: 2,
        });
        expect(sortedLedger((await store.hold(SMALL_EVENT.slug, holdOf('o2', { a: 2, b: 4 }), T0))._unsafeUnwrap())).toEqual({
          sold: {},
          holds: [holdOf('o1', { a: 4 }), holdOf('o2', { a: 2, b: 4 })],
        });
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o3', { b: 1 }), T0))._unsafeUnwrapErr()).toEqual({
          type: 'NotEnoughSeats',
          typeId: 'b',
          remaining: 0,
        });
        expect(await claim('o3')).toBeNull();
        expect(await claim('o2')).toEqual({
          orderId: 'o2',
          eventSlug: SMALL_EVENT.slug,
          seats: { a: 2, b: 4 },
          state: 'held',
          expiresAt: T0 + HOLD_MILLISECONDS,
        });
      });

      it('refuses seats beyond the event capacity, and seats of a type the event does not sell', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { b: 7 }), T0))._unsafeUnwrap();
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o2', { a: 1, b: 3 }), T0))._unsafeUnwrapErr()).toEqual({
          type: 'NotEnoughSeats',
          typeId: null,
          remaining: 3,
        });
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o3', { z: 1 }), T0))._unsafeUnwrapErr()).toEqual({
          type: 'NotEnoughSeats',
          typeId: 'z',
          remaining: 0,
        });
      });

      it('replaces a hold placed again for the same order: its seats count once', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { b: 8 }), T0))._unsafeUnwrap();
        const again = (await store.hold(SMALL_EVENT.slug, holdOf('o1', { b: 10 }, T0 + 2 * HOLD_MILLISECONDS), T0 + 1))._unsafeUnwrap();
        expect(again).toEqual({ sold: {}, holds: [holdOf('o1', { b: 10 }, T0 + 2 * HOLD_MILLISECONDS)] });
        expect((await claim('o1'))?.seats).toEqual({ b: 10 });
      });

      it('stops counting a hold once it expires, so its seats can be held again', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { b: 10 }), T0))._unsafeUnwrap();
        const expiry = T0 + HOLD_MILLISECONDS;
        expect(await ledgerAt(expiry - 1)).toEqual({ sold: {}, holds: [holdOf('o1', { b: 10 })] });
        expect(await ledgerAt(expiry)).toEqual({ sold: {}, holds: [] });
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o2', { b: 1 }), expiry - 1))._unsafeUnwrapErr().type).toBe('NotEnoughSeats');
        const later = holdOf('o2', { b: 10 }, expiry + HOLD_MILLISECONDS);
        expect((await store.hold(SMALL_EVENT.slug, later, expiry))._unsafeUnwrap()).toEqual({ sold: {}, holds: [later] });
      });

      it('answers an order whose seats are already sold unchanged, and keeps them sold', async () => {
        await withSmall();
        (await store.confirm(SMALL_EVENT.slug, 'o1', { a: 2 }, T0))._unsafeUnwrap();
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o1', { a: 5 }), T0))._unsafeUnwrap()).toEqual({ sold: { a: 2 }, holds: [] });
        expect(await claim('o1')).toEqual({ orderId: 'o1', eventSlug: SMALL_EVENT.slug, seats: { a: 2 }, state: 'sold', expiresAt: null });
      });

      it('releases a hold: its seats are free; releasing again, or an order never held, changes nothing', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { b: 10 }), T0))._unsafeUnwrap();
        (await store.releaseHold(SMALL_EVENT.slug, 'o1'))._unsafeUnwrap();
        expect(await ledgerAt(T0)).toEqual({ sold: {}, holds: [] });
        expect(await claim('o1')).toEqual({
          orderId: 'o1',
          eventSlug: SMALL_EVENT.slug,
          seats: { b: 10 },
          state: 'released',
          expiresAt: null,
        });
        (await store.releaseHold(SMALL_EVENT.slug, 'o1'))._unsafeUnwrap();
        (await store.releaseHold(SMALL_EVENT.slug, 'never-held'))._unsafeUnwrap();
        expect(await claim('never-held')).toBeNull();
      });

      it('releasing a hold leaves sold seats sold, and a hold of another event alone', async () => {
        await withSmall();
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        (await store.confirm(SMALL_EVENT.slug, 'sold', { a: 1 }, T0))._unsafeUnwrap();
        (await store.hold(BANQUET_2027.slug, holdOf('elsewhere', { adult: 1 }), T0))._unsafeUnwrap();
        (await store.releaseHold(SMALL_EVENT.slug, 'sold'))._unsafeUnwrap();
        (await store.releaseHold(SMALL_EVENT.slug, 'elsewhere'))._unsafeUnwrap();
        expect((await claim('sold'))?.state).toBe('sold');
        expect((await claim('elsewhere'))?.state).toBe('held');
        expect(await ledgerAt(T0)).toEqual({ sold: { a: 1 }, holds: [] });
      });
    });

    describe('confirmations', () => {
      it('sells the seats of an active hold', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { a: 2, b: 1 }), T0))._unsafeUnwrap();
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { a: 2, b: 1 }, T0 + 1))._unsafeUnwrap()).toEqual({
          outcome: 'sold',
          from: 'hold',
        });
        expect(await ledgerAt(T0 + 1)).toEqual({ sold: { a: 2, b: 1 }, holds: [] });
        expect(await claim('o1')).toEqual({
          orderId: 'o1',
          eventSlug: SMALL_EVENT.slug,
          seats: { a: 2, b: 1 },
          state: 'sold',
          expiresAt: null,
        });
      });

      it('answers already-sold for an order confirmed before, selling nothing more', async () => {
        await withSmall();
        (await store.confirm(SMALL_EVENT.slug, 'o1', { a: 2 }, T0))._unsafeUnwrap();
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { a: 2 }, T0 + 1))._unsafeUnwrap()).toEqual({ outcome: 'already-sold' });
        expect(await ledgerAt(T0 + 1)).toEqual({ sold: { a: 2 }, holds: [] });
      });

      it('after the hold expired, sells the seats if they are still left', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { a: 2 }), T0))._unsafeUnwrap();
        const late = T0 + HOLD_MILLISECONDS + 1;
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { a: 2 }, late))._unsafeUnwrap()).toEqual({
          outcome: 'sold',
          from: 'seatsLeft',
        });
        expect(await ledgerAt(late)).toEqual({ sold: { a: 2 }, holds: [] });
      });

      it('sells an order that never held seats, or whose hold was released, from the seats left', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o2', { b: 1 }), T0))._unsafeUnwrap();
        (await store.releaseHold(SMALL_EVENT.slug, 'o2'))._unsafeUnwrap();
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { b: 3 }, T0))._unsafeUnwrap()).toEqual({ outcome: 'sold', from: 'seatsLeft' });
        expect((await store.confirm(SMALL_EVENT.slug, 'o2', { b: 1 }, T0))._unsafeUnwrap()).toEqual({ outcome: 'sold', from: 'seatsLeft' });
        expect(await ledgerAt(T0)).toEqual({ sold: { b: 4 }, holds: [] });
      });

      it('after the hold expired and others took the seats, refuses (the payment is refunded) and sells nothing', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { a: 2, b: 1 }), T0))._unsafeUnwrap();
        const late = T0 + HOLD_MILLISECONDS + 1;
        (await store.hold(SMALL_EVENT.slug, holdOf('o2', { b: 9 }, late + HOLD_MILLISECONDS), late))._unsafeUnwrap();
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { a: 2, b: 1 }, late))._unsafeUnwrapErr()).toEqual({
          type: 'NotEnoughSeats',
          typeId: 'a',
          remaining: 1,
        });
        expect((await claim('o1'))?.state).toBe('held');
        expect(await ledgerAt(late)).toEqual({ sold: {}, holds: [holdOf('o2', { b: 9 }, late + HOLD_MILLISECONDS)] });
      });

      it('sells other seats than the hold named only if they fit beside the others', async () => {
        await withSmall();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { b: 2 }), T0))._unsafeUnwrap();
        (await store.hold(SMALL_EVENT.slug, holdOf('o2', { b: 7 }), T0))._unsafeUnwrap();
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { b: 4 }, T0))._unsafeUnwrapErr()).toEqual({
          type: 'NotEnoughSeats',
          typeId: 'b',
          remaining: 3,
        });
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { b: 3 }, T0))._unsafeUnwrap()).toEqual({ outcome: 'sold', from: 'seatsLeft' });
        expect(await ledgerAt(T0)).toEqual({ sold: { b: 3 }, holds: [holdOf('o2', { b: 7 })] });
      });
    });

    describe('releasing sold seats', () => {
      it('frees a refunded order’s sold seats and answers the claim released; a second release answers null', async () => {
        await withSmall();
        (await store.confirm(SMALL_EVENT.slug, 'o1', { b: 10 }, T0))._unsafeUnwrap();
        const released: SeatClaim = { orderId: 'o1', eventSlug: SMALL_EVENT.slug, seats: { b: 10 }, state: 'released', expiresAt: null };
        expect((await store.releaseSold(SMALL_EVENT.slug, 'o1'))._unsafeUnwrap()).toEqual(released);
        expect(await ledgerAt(T0)).toEqual({ sold: {}, holds: [] });
        expect((await store.releaseSold(SMALL_EVENT.slug, 'o1'))._unsafeUnwrap()).toBeNull();
        expect(await claim('o1')).toEqual(released);
        expect((await store.hold(SMALL_EVENT.slug, holdOf('o2', { b: 10 }), T0)).isOk()).toBe(true);
      });

      it('frees a held order’s seats too; answers null for an order with no claim, or a claim in another event', async () => {
        await withSmall();
        (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
        (await store.hold(SMALL_EVENT.slug, holdOf('o1', { a: 1 }), T0))._unsafeUnwrap();
        expect((await store.releaseSold(SMALL_EVENT.slug, 'o1'))._unsafeUnwrap()?.state).toBe('released');
        expect((await store.releaseSold(SMALL_EVENT.slug, 'nothing'))._unsafeUnwrap()).toBeNull();
        (await store.confirm(BANQUET_2027.slug, 'elsewhere', { adult: 1 }, T0))._unsafeUnwrap();
        expect((await store.releaseSold(SMALL_EVENT.slug, 'elsewhere'))._unsafeUnwrap()).toBeNull();
        expect((await claim('elsewhere'))?.state).toBe('sold');
      });

      it('lets a released order be sold again from the seats left', async () => {
        await withSmall();
        (await store.confirm(SMALL_EVENT.slug, 'o1', { a: 1 }, T0))._unsafeUnwrap();
        (await store.releaseSold(SMALL_EVENT.slug, 'o1'))._unsafeUnwrap();
        expect((await store.confirm(SMALL_EVENT.slug, 'o1', { a: 1 }, T0))._unsafeUnwrap()).toEqual({ outcome: 'sold', from: 'seatsLeft' });
      });
    });

    it('answers null for the claim of an order that has none', async () => {
      expect(await claim('nothing')).toBeNull();
    });

    it(
      'never lets sold seats and active holds exceed a capacity, whatever the interleaving of holds, confirmations, releases and clock moves',
      { timeout: 120_000 },
      async () => {
        await harness.dispose?.();
        await fc.assert(
          fc.asyncProperty(fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), async (rounds) => {
            const run = await make();
            try {
              (await run.store.create(SMALL_EVENT, CREATED))._unsafeUnwrap();
              let now = T0;
              for (const round of rounds) {
                // The steps of a round run at once: an adapter with a real lock must serialize them.
                await Promise.all(round.map((each) => perform(run.store, each, now)));
                now += round.reduce((sum, each) => sum + (each.kind === 'wait' ? each.minutes * 60_000 : 0), 0);
                expectWithinCapacity(SMALL_EVENT, (await run.store.ledger(SMALL_EVENT.slug, now))._unsafeUnwrap(), now);
              }
            } finally {
              await run.dispose?.();
            }
          }),
          { numRuns: options.propertyRuns },
        );
        harness = await make();
      },
    );
  });
}

/** One step against the store; refusals (NotEnoughSeats) are part of the game, anything else fails the run. */
async function perform(store: TicketedEventStore, each: Step, now: number): Promise<void> {
  const slug = SMALL_EVENT.slug;
  const order = 'order' in each ? `o${each.order}` : '';
  const refusedOnlyForSeats = (result: { isErr(): boolean; _unsafeUnwrapErr(): { type: string } }) => {
    if (result.isErr()) expect(result._unsafeUnwrapErr().type).toBe('NotEnoughSeats');
  };
  if (each.kind === 'hold') refusedOnlyForSeats(await store.hold(slug, holdOf(order, each.seats, now + each.minutes * 60_000), now));
  if (each.kind === 'confirm') refusedOnlyForSeats(await store.confirm(slug, order, each.seats, now));
  if (each.kind === 'releaseHold') (await store.releaseHold(slug, order))._unsafeUnwrap();
  if (each.kind === 'releaseSold') (await store.releaseSold(slug, order))._unsafeUnwrap();
}
