import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { auditedEventWritesContract } from '../../contracts/audited-event-writes.contract';
import { ticketedEventStoreContract } from '../../contracts/ticketed-event-store.contract';

ticketedEventStoreContract('in memory', async () => ({ store: new InMemoryTicketedEventStore() }), { propertyRuns: 200 });

auditedEventWritesContract(
  'in memory',
  async () => {
    const records = new InMemoryAuditRecords();
    return { store: new InMemoryTicketedEventStore([], undefined, records), auditLog: new InMemoryAuditLog(records) };
  },
  { canRefuseEntry: false },
);
