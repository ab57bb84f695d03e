import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryWaitingList } from '../../../src/adapters/in-memory/in-memory-waiting-list';
import { auditedOfferContract } from '../../contracts/audited-offer.contract';
import { waitingListContract } from '../../contracts/waiting-list.contract';

waitingListContract('in memory', async () => ({ list: new InMemoryWaitingList() }));

auditedOfferContract(
  'in memory',
  async () => {
    const records = new InMemoryAuditRecords();
    return { list: new InMemoryWaitingList(records), auditLog: new InMemoryAuditLog(records) };
  },
  { canRefuseEntry: false },
);
