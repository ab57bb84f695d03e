import { InMemoryEventRepository } from '../../../src/adapters/in-memory/in-memory-event-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { eventRepositoryContract } from '../../contracts/event-repository.contract';

eventRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryEventRepository(clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
});
