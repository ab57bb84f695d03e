import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { orderRefundsContract } from '../../contracts/order-refunds.contract';

orderRefundsContract('in memory', async () => {
  const audit = new InMemoryAuditRecords();
  return { ledger: new InMemoryOrderLedger(audit), audit: async () => audit.all() };
});
