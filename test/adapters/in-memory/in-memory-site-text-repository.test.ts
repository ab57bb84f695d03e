import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemorySiteTextRepository } from '../../../src/adapters/in-memory/in-memory-site-text-repository';
import { auditedSiteTextContract } from '../../contracts/audited-site-text.contract';
import { siteTextRepositoryContract } from '../../contracts/site-text-repository.contract';

siteTextRepositoryContract('in memory', async () => ({ texts: new InMemorySiteTextRepository() }));

auditedSiteTextContract(
  'in memory',
  async () => {
    const records = new InMemoryAuditRecords();
    return { texts: new InMemorySiteTextRepository(records), auditLog: new InMemoryAuditLog(records) };
  },
  { canRefuseEntry: false },
);
