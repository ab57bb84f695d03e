import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlGivingStatementRuns } from '../../../src/adapters/database/sql-giving-statement-runs';
import { givingStatementRunsContract } from '../../contracts/giving-statement-runs.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlGivingStatementRuns', (kind, database) => {
  givingStatementRunsContract(kind, async () => {
    await resetTables(database());
    return { runs: new SqlGivingStatementRuns(database().db), audit: new SqlAuditLog(database().db) };
  });
});
