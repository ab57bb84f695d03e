import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_MILLISECONDS } from '../../src/domain/seat-holds';
import { SPEC_EVENTS } from '../../src/domain/spec-events';
import { composeServer } from '../../src/server/composition-root';
import { readConfig } from '../../src/server/config';

/** The self-hosted server as main.ts composes it (SQLite under DATA_DIR), without the listening socket. */
async function startOn(dataDir: string) {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: 'chair@example.org', PUBLIC_URL: 'http://localhost:8787' })._unsafeUnwrap();
  return (await composeServer(config, { clientDir: null, log: () => undefined }))._unsafeUnwrap();
}

describe('ticketing in the self-hosted wiring', () => {
  let dataDir: string;
  let running: Awaited<ReturnType<typeof startOn>> | null = null;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-ticketing-'));
  });
  afterEach(async () => {
    await running?.database.close();
    running = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with the spec’s four events, and keeps seats, tickets and the waiting list across a restart', async () => {
    const first = await startOn(dataDir);
    running = first;
    const { events, tickets, waitingList } = first.deps.ticketing;
    expect((await events.list())._unsafeUnwrap().map((stored) => stored.event)).toEqual(SPEC_EVENTS);
    const now = Date.parse('2026-06-15T12:00:00.000Z');
    (await events.hold('cookout-2024', { id: 'order-1', seats: { tickets: 2 }, expiresAt: now + HOLD_MILLISECONDS }, now))._unsafeUnwrap();
    (await events.confirm('cookout-2024', 'order-2', { tickets: 1 }, now))._unsafeUnwrap();
    const ticket = { id: 'order-2-1', orderId: 'order-2', eventSlug: 'cookout-2024', typeId: 'tickets', holderName: '', answer: '' };
    (
      await tickets.issue([{ ...ticket, buyerName: 'Ada Lovelace', buyerEmail: 'ada@example.org' }], '2026-06-15T12:00:00.000Z')
    )._unsafeUnwrap();
    const party = { id: 'party-1', eventSlug: 'cookout-2024', typeId: null, name: 'Grace', email: 'grace@example.org', partySize: 2 };
    (await waitingList.join({ ...party, joinedAt: '2026-06-15T12:00:00.000Z' }))._unsafeUnwrap();
    await first.database.close();

    const second = await startOn(dataDir);
    running = second;
    const again = second.deps.ticketing;
    expect((await again.events.ledger('cookout-2024', now))._unsafeUnwrap()).toEqual({
      sold: { tickets: 1 },
      holds: [{ id: 'order-1', seats: { tickets: 2 }, expiresAt: now + HOLD_MILLISECONDS }],
    });
    expect((await again.tickets.counts('cookout-2024'))._unsafeUnwrap()).toEqual({ sold: 1, checkedIn: 0 });
    expect((await again.waitingList.get('party-1'))._unsafeUnwrap().state).toBe('waiting');
  });
});
