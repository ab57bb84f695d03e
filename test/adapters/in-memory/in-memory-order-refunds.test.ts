import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { orderRefundsContract } from '../../contracts/order-refunds.contract';

orderRefundsContract('in memory', async () => {
  const audit = new InMemoryAuditRecords();
  const members = new InMemoryMemberRepository(new ManualClock());
  return { ledger: new InMemoryOrderLedger(audit, members), audit: async () => audit.all(), members };
});
