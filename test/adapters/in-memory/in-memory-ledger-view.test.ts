import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { ledgerViewContract } from '../../contracts/ledger-view.contract';

ledgerViewContract('in memory', async () => {
  const audit = new InMemoryAuditRecords();
  return { ledger: new InMemoryOrderLedger(audit), audit: async () => audit.all() };
});
