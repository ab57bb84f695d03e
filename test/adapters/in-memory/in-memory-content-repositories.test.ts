import { InMemoryNamedRepository } from '../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { COMMITTEES, NEWS_POSTS } from '../../../src/domain/named-records';
import { committeeRepositoryContract } from '../../contracts/committee-repository.contract';
import { newsRepositoryContract } from '../../contracts/news-repository.contract';

newsRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryNamedRepository(NEWS_POSTS, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
});

committeeRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryNamedRepository(COMMITTEES, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
});
