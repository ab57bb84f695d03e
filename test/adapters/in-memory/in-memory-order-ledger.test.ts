import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { auditedRefundContract } from '../../contracts/audited-refund.contract';
import { orderLedgerContract } from '../../contracts/order-ledger.contract';

orderLedgerContract('in memory', async () => ({ ledger: new InMemoryOrderLedger() }));

auditedRefundContract(
  'in memory',
  async () => {
    const records = new InMemoryAuditRecords();
    return { ledger: new InMemoryOrderLedger(records), auditLog: new InMemoryAuditLog(records) };
  },
  { canRefuseEntry: false },
);
