import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../../src/adapters/database/database';
import { SqlJobRuns } from '../../../src/adapters/database/sql-job-runs';
import { schedulerContract } from '../../contracts/scheduler.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlJobRuns', (kind, database, opened) => {
  // The second "process": its own connection to the same database.
  let second: Database | undefined;
  afterAll(async () => second?.close());
  schedulerContract(kind, async () => {
    await resetTables(database());
    second ??= openDatabase(kind === 'sqlite' ? { kind, file: opened().location } : { kind, url: opened().location });
    const connections = [database(), second];
    let next = 0;
    return { runs: () => new SqlJobRuns((connections[next++ % 2] as Database).db) };
  });
});
