import { InMemoryJobRuns } from '../../../src/adapters/in-memory/in-memory-job-runs';
import { schedulerContract } from '../../contracts/scheduler.contract';

schedulerContract('in memory', async () => {
  const shared = new InMemoryJobRuns();
  return { runs: () => shared };
});
