import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { TicketedEventStore } from '../../src/application/ports/ticketed-event-store.port';
import type { AuditEntry } from '../../src/domain/audit';
import { BANQUET_2027 } from '../domain/ticketed-event-fixtures';

/** An event store over an EMPTY store and the audit log its writes append to. */
export interface AuditedEventWritesHarness {
  readonly store: TicketedEventStore;
  readonly auditLog: AuditLog;
}

const CREATED = '2026-06-15T12:00:00.000Z';
const EDITED = '2026-06-15T12:30:00.000Z';

const entry = (action: string, before: unknown, after: unknown, at = CREATED): AuditEntry => ({
  actor: 'chair@example.com',
  at,
  action,
  subject: { kind: 'event', id: BANQUET_2027.slug },
  before,
  after,
  reason: null,
});

/** An entry no database keeps (its actor is missing), to prove a change is not written without its entry. */
const UNWRITABLE: AuditEntry = { ...entry('createTicketedEvent', null, {}), actor: null as unknown as string };

/**
 * An officer's write to an event and its audit entry are written together or not at all (issue
 * 18, item 9). `canRefuseEntry`: the store's audit log can refuse an entry (a database can; a
 * list in memory cannot), so a change whose entry is refused must leave the event as it was.
 */
export function auditedEventWritesContract(
  kind: string,
  make: () => Promise<AuditedEventWritesHarness>,
  { canRefuseEntry }: { readonly canRefuseEntry: boolean },
): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;

  describe(`an event's audited writes (${kind})`, () => {
    it('writes a new event with its entry', async () => {
      const { store, auditLog } = await make();
      const created = entry('createTicketedEvent', null, { name: BANQUET_2027.name });
      (await store.create(BANQUET_2027, CREATED, created))._unsafeUnwrap();
      expect(await entries(auditLog)).toEqual([created]);
    });

    it('writes a change with its entry, and only the change', async () => {
      const { store, auditLog } = await make();
      (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
      const changed = entry('updateTicketedEvent', { capacity: 120 }, { capacity: 100 }, EDITED);
      (await store.update({ ...BANQUET_2027, capacity: 100 }, CREATED, EDITED, changed))._unsafeUnwrap();
      expect(await entries(auditLog)).toEqual([changed]);
    });

    it('writes no entry for a creation refused (the address taken) or a stale change', async () => {
      const { store, auditLog } = await make();
      (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
      expect((await store.create(BANQUET_2027, CREATED, entry('createTicketedEvent', null, {})))._unsafeUnwrapErr().type).toBe(
        'DuplicateSlug',
      );
      const stale = await store.update({ ...BANQUET_2027, capacity: 90 }, EDITED, EDITED, entry('updateTicketedEvent', {}, {}, EDITED));
      expect(stale._unsafeUnwrapErr().type).toBe('Stale');
      expect(await entries(auditLog)).toEqual([]);
      expect((await store.get(BANQUET_2027.slug))._unsafeUnwrap().event).toEqual(BANQUET_2027);
    });

    it.runIf(canRefuseEntry)('keeps no new event and no change whose entry cannot be written', async () => {
      const { store, auditLog } = await make();
      expect((await store.create(BANQUET_2027, CREATED, UNWRITABLE))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await store.get(BANQUET_2027.slug))._unsafeUnwrapErr().type).toBe('NotFound');
      (await store.create(BANQUET_2027, CREATED))._unsafeUnwrap();
      expect((await store.update({ ...BANQUET_2027, capacity: 100 }, CREATED, EDITED, UNWRITABLE))._unsafeUnwrapErr().type).toBe(
        'Unavailable',
      );
      expect((await store.get(BANQUET_2027.slug))._unsafeUnwrap()).toEqual({ event: BANQUET_2027, createdAt: CREATED, updatedAt: CREATED });
      expect(await entries(auditLog)).toEqual([]);
    });
  });
}
