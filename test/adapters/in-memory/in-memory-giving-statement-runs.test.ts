import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryGivingStatementRuns } from '../../../src/adapters/in-memory/in-memory-giving-statement-runs';
import { givingStatementRunsContract } from '../../contracts/giving-statement-runs.contract';

givingStatementRunsContract('in memory', async () => {
  const audit = new InMemoryAuditRecords();
  return { runs: new InMemoryGivingStatementRuns(audit), audit: new InMemoryAuditLog(audit) };
});
