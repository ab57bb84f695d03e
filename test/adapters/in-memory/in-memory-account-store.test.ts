import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { accountStoreContract } from '../../contracts/account-store.contract';

accountStoreContract('in memory', async () => ({ store: new InMemoryAccountStore() }));
