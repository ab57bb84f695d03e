import { InMemoryMemberDirectory } from '../../../src/adapters/in-memory/in-memory-member-directory';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { memberDirectoryContract } from '../../contracts/member-directory.contract';

memberDirectoryContract(
  'in memory',
  async () => {
    const members = new InMemoryMemberRepository(new ManualClock());
    return { directory: new InMemoryMemberDirectory(members), members };
  },
  100,
);
