import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { givingLedgerContract } from '../../contracts/giving-ledger.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOrderLedger as the giving ledger', (kind, database) => {
  givingLedgerContract(kind, async () => {
    await resetTables(database());
    return { ledger: new SqlOrderLedger(database().db, new ManualClock()) };
  });
});
