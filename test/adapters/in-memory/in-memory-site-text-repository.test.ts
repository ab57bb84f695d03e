import { InMemorySiteTextRepository } from '../../../src/adapters/in-memory/in-memory-site-text-repository';
import { siteTextRepositoryContract } from '../../contracts/site-text-repository.contract';

siteTextRepositoryContract('in memory', async () => ({ texts: new InMemorySiteTextRepository() }));
