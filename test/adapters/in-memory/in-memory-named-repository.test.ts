import { InMemoryNamedRepository } from '../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { EVENTS, OFFICERS } from '../../../src/domain/named-records';
import { eventRepositoryContract } from '../../contracts/event-repository.contract';
import { officerRepositoryContract } from '../../contracts/officer-repository.contract';

eventRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryNamedRepository(EVENTS, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
});

officerRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryNamedRepository(OFFICERS, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
});
