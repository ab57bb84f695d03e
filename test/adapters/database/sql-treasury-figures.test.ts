import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { treasuryLedgerContract } from '../../contracts/treasury-ledger.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOrderLedger as the treasury figures', (kind, database) => {
  treasuryLedgerContract(kind, async () => {
    await resetTables(database());
    return { ledger: new SqlOrderLedger(database().db, new ManualClock()) };
  });
});
