import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/adapters/database/database';
import { SqlTicketedEventStore } from '../../../src/adapters/database/sql-ticketed-event-store';
import type { TicketedEventStore } from '../../../src/application/ports/ticketed-event-store.port';
import { HOLD_MILLISECONDS } from '../../../src/domain/seat-holds';
import type { TicketedEvent } from '../../../src/domain/ticketed-events';
import { BANQUET_2027, ticketType } from '../../domain/ticketed-event-fixtures';
import { describeEachDatabase, resetTables } from './database-harness';

// Issue 17, point 4, at the storage: 50 buyers for the last 10 seats.

/** 120 seats, of which the test sells 110 first: 10 are left. */
const LAST_TEN: TicketedEvent = { ...BANQUET_2027, slug: 'last-ten', capacity: 120, ticketTypes: [ticketType({ id: 'b', name: 'B' })] };
const T0 = 1_800_000_000_000;
const EXPIRY = T0 + HOLD_MILLISECONDS;
const LATE = EXPIRY + 1;
const BUYERS = Array.from({ length: 50 }, (_, n) => `buyer-${n}`);

async function eventWithTenLeft(store: TicketedEventStore): Promise<void> {
  (await store.create(LAST_TEN, '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
  (await store.confirm(LAST_TEN.slug, 'earlier-sales', { b: 110 }, T0))._unsafeUnwrap();
}

/** How many answers were ok, and the error types of the others, counted. */
function tally(outcomes: readonly string[]): Record<string, number> {
  return outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});
}

const outcomeOf = (answer: { isOk(): boolean; _unsafeUnwrapErr(): { type: string } }) =>
  answer.isOk() ? 'ok' : answer._unsafeUnwrapErr().type;

describeEachDatabase('50 buyers for the last 10 seats', (kind, database, opened) => {
  let store: SqlTicketedEventStore;
  beforeEach(async () => {
    await resetTables(database());
    store = new SqlTicketedEventStore(database().db);
    await eventWithTenLeft(store);
  });

  it('50 holds at once: exactly 10 held, 40 refused before any charge', { timeout: 60_000 }, async () => {
    const answers = await Promise.all(BUYERS.map((id) => store.hold(LAST_TEN.slug, { id, seats: { b: 1 }, expiresAt: EXPIRY }, T0)));
    expect(tally(answers.map(outcomeOf))).toEqual({ ok: 10, NotEnoughSeats: 40 });
    const ledger = (await store.ledger(LAST_TEN.slug, T0))._unsafeUnwrap();
    expect([ledger.sold, ledger.holds.length]).toEqual([{ b: 110 }, 10]);
  });

  it('50 payments at once after every hold expired: exactly 10 sold, the other 40 told to refund', { timeout: 60_000 }, async () => {
    await Promise.all(BUYERS.map((id) => store.hold(LAST_TEN.slug, { id, seats: { b: 1 }, expiresAt: EXPIRY }, T0)));
    const answers = await Promise.all(BUYERS.map((id) => store.confirm(LAST_TEN.slug, id, { b: 1 }, LATE)));
    expect(tally(answers.map(outcomeOf))).toEqual({ ok: 10, NotEnoughSeats: 40 });
    expect((await store.ledger(LAST_TEN.slug, LATE))._unsafeUnwrap()).toEqual({ sold: { b: 120 }, holds: [] });
    const sold = await database().db.selectFrom('seat_claims').select('order_id').where('state', '=', 'sold').execute();
    expect(sold).toHaveLength(11);
  });

  it('50 payments at once for the 10 active holds and 40 others: the 10 holders keep their seats', { timeout: 60_000 }, async () => {
    const held = await Promise.all(BUYERS.map((id) => store.hold(LAST_TEN.slug, { id, seats: { b: 1 }, expiresAt: EXPIRY }, T0)));
    const holders = BUYERS.filter((_, n) => held[n]?.isOk());
    const answers = await Promise.all(BUYERS.map((id) => store.confirm(LAST_TEN.slug, id, { b: 1 }, T0 + 1)));
    const paid = BUYERS.filter((_, n) => answers[n]?.isOk());
    expect(paid).toEqual(holders);
    expect((await store.ledger(LAST_TEN.slug, T0 + 1))._unsafeUnwrap()).toEqual({ sold: { b: 120 }, holds: [] });
  });

  describe.runIf(kind === 'sqlite')('through two connections to the same file', () => {
    it('alternating calls see each other’s seats: 10 held of 50, then 10 sold of 50', { timeout: 60_000 }, async () => {
      const second = openDatabase({ kind: 'sqlite', file: opened().location });
      try {
        const stores = [store, new SqlTicketedEventStore(second.db)];
        const holds: string[] = [];
        for (const [n, id] of BUYERS.entries()) {
          holds.push(
            outcomeOf(await (stores[n % 2] as TicketedEventStore).hold(LAST_TEN.slug, { id, seats: { b: 1 }, expiresAt: EXPIRY }, T0)),
          );
        }
        expect(tally(holds)).toEqual({ ok: 10, NotEnoughSeats: 40 });
        const confirms: string[] = [];
        for (const [n, id] of [...BUYERS].reverse().entries()) {
          confirms.push(outcomeOf(await (stores[n % 2] as TicketedEventStore).confirm(LAST_TEN.slug, id, { b: 1 }, LATE)));
        }
        expect(tally(confirms)).toEqual({ ok: 10, NotEnoughSeats: 40 });
        expect((await stores[1]?.ledger(LAST_TEN.slug, LATE))?._unsafeUnwrap()).toEqual({ sold: { b: 120 }, holds: [] });
      } finally {
        await second.close();
      }
    });

    it(
      'a second process racing this one: 10 held of 50, then 10 sold of 50, none refused as unavailable',
      { timeout: 60_000 },
      async () => {
        const race = async (operation: 'hold' | 'confirm', now: number) => {
          const child = secondProcess(opened().location, operation, 'child', 25, now);
          await child.ready;
          child.go();
          const here = await Promise.all(
            BUYERS.slice(0, 25).map((_, n) =>
              operation === 'hold'
                ? store.hold(LAST_TEN.slug, { id: `parent-${n}`, seats: { b: 1 }, expiresAt: EXPIRY }, now)
                : store.confirm(LAST_TEN.slug, `parent-${n}`, { b: 1 }, now),
            ),
          );
          return [...here.map(outcomeOf), ...(await child.outcomes)];
        };
        expect(tally(await race('hold', T0))).toEqual({ ok: 10, NotEnoughSeats: 40 });
        expect((await store.ledger(LAST_TEN.slug, T0))._unsafeUnwrap().holds).toHaveLength(10);
        expect(tally(await race('confirm', LATE))).toEqual({ ok: 10, NotEnoughSeats: 40 });
        expect((await store.ledger(LAST_TEN.slug, LATE))._unsafeUnwrap()).toEqual({ sold: { b: 120 }, holds: [] });
      },
    );
  });
});

/** test/support/seat-claims-process.ts on the same file: ready once its store is open; `go` starts its `count` calls at once. */
function secondProcess(file: string, operation: 'hold' | 'confirm', prefix: string, count: number, now: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/support/seat-claims-process.ts',
      file,
      LAST_TEN.slug,
      operation,
      prefix,
      String(count),
      String(now),
      String(EXPIRY),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value ?? '');
  const ready = next().then((line) => expect(line).toBe('ready'));
  return {
    ready,
    go: () => child.stdin.end('go\n'),
    outcomes: ready.then(next).then((line) => JSON.parse(line) as string[]),
  };
}
