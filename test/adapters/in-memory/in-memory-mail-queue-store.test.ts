import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMailQueueStore } from '../../../src/adapters/in-memory/in-memory-mail-queue-store';
import { mailQueueContract } from '../../contracts/mail-queue.contract';

mailQueueContract('in memory', async () => {
  const records = new InMemoryAuditRecords();
  return { store: new InMemoryMailQueueStore(records), auditLog: new InMemoryAuditLog(records) };
});
