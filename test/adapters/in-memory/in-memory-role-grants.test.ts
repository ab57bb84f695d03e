import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryRoleGrants } from '../../../src/adapters/in-memory/in-memory-role-grants';
import { auditLogContract } from '../../contracts/audit-log.contract';
import { roleGrantsContract } from '../../contracts/role-grants.contract';

roleGrantsContract('in memory', async () => {
  const records = new InMemoryAuditRecords();
  return { grants: new InMemoryRoleGrants(records), audit: new InMemoryAuditLog(records) };
});

auditLogContract('in memory', async () => {
  const records = new InMemoryAuditRecords();
  return { audit: new InMemoryAuditLog(records), append: async (entry) => records.append(entry) };
});
