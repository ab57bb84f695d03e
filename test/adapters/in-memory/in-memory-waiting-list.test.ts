import { InMemoryWaitingList } from '../../../src/adapters/in-memory/in-memory-waiting-list';
import { waitingListContract } from '../../contracts/waiting-list.contract';

waitingListContract('in memory', async () => ({ list: new InMemoryWaitingList() }));
