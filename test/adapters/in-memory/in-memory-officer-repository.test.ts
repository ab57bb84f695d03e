import { InMemoryOfficerRepository } from '../../../src/adapters/in-memory/in-memory-officer-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { officerRepositoryContract } from '../../contracts/officer-repository.contract';

officerRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryOfficerRepository(clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
});
