import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { SqlOfficerRepository } from '../../../src/adapters/database/sql-officer-repository';
import { officerRepositoryContract } from '../../contracts/officer-repository.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOfficerRepository', (kind, database) => {
  officerRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: new SqlOfficerRepository(database().db, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
  });
});
