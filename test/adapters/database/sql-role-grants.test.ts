import { appendAuditEntry } from '../../../src/adapters/database/audit-rows';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlRoleGrants } from '../../../src/adapters/database/sql-role-grants';
import { auditLogContract } from '../../contracts/audit-log.contract';
import { roleGrantsContract } from '../../contracts/role-grants.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlRoleGrants and SqlAuditLog', (kind, database) => {
  roleGrantsContract(kind, async () => {
    await resetTables(database());
    return { grants: new SqlRoleGrants(database().db), audit: new SqlAuditLog(database().db) };
  });

  auditLogContract(kind, async () => {
    await resetTables(database());
    return { audit: new SqlAuditLog(database().db), append: (entry) => appendAuditEntry(database().db, entry) };
  });
});
