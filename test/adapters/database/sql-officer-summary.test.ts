import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlOfficerSummary } from '../../../src/adapters/database/sql-officer-summary';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { officerSummaryContract } from '../../contracts/officer-summary.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOfficerSummary', (kind, database) => {
  officerSummaryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    const { db } = database();
    return {
      summary: new SqlOfficerSummary(db),
      members: new SqlMemberRepository(db, clock),
      ledger: new SqlOrderLedger(db, clock),
      clock,
    };
  });
});
