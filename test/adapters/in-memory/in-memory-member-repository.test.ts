import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { memberRepositoryContract } from '../../contracts/member-repository.contract';

memberRepositoryContract('in memory', async () => ({ repository: new InMemoryMemberRepository(new ManualClock()) }));
