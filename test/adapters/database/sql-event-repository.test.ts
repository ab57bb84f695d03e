import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { SqlEventRepository } from '../../../src/adapters/database/sql-event-repository';
import { eventRepositoryContract } from '../../contracts/event-repository.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlEventRepository', (kind, database) => {
  eventRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: new SqlEventRepository(database().db, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
  });
});
