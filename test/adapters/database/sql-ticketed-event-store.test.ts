import { describe, expect, it } from 'vitest';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlTicketedEventStore } from '../../../src/adapters/database/sql-ticketed-event-store';
import { SPEC_EVENTS } from '../../../src/domain/spec-events';
import { auditedEventWritesContract } from '../../contracts/audited-event-writes.contract';
import { ticketedEventStoreContract } from '../../contracts/ticketed-event-store.contract';
import { createTestDatabase, describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlTicketedEventStore', (kind, database) => {
  ticketedEventStoreContract(
    kind,
    async () => {
      await resetTables(database());
      return { store: new SqlTicketedEventStore(database().db) };
    },
    { propertyRuns: 15 },
  );
  auditedEventWritesContract(
    kind,
    async () => {
      await resetTables(database());
      return { store: new SqlTicketedEventStore(database().db), auditLog: new SqlAuditLog(database().db) };
    },
    { canRefuseEntry: true },
  );
});

describe.each(['sqlite', 'postgres'] as const)('the migration on %s', (kind) => {
  it('stores the spec’s four events as they are today, published', async () => {
    const test = await createTestDatabase(kind);
    try {
      const listed = (await new SqlTicketedEventStore(test.database.db).list())._unsafeUnwrap();
      expect(listed.map((stored) => stored.event)).toEqual(SPEC_EVENTS);
      expect(listed.every((stored) => stored.createdAt === stored.updatedAt)).toBe(true);
    } finally {
      await test.dispose();
    }
  });
});
