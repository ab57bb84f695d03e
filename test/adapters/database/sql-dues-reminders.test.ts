import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlDuesReminders } from '../../../src/adapters/database/sql-dues-reminders';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { duesReminderStoreContract } from '../../contracts/dues-reminder-store.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlDuesReminders', (kind, database) => {
  duesReminderStoreContract(kind, async () => {
    await resetTables(database());
    const { db } = database();
    const audit = new SqlAuditLog(db);
    return {
      store: new SqlDuesReminders(db),
      members: new SqlMemberRepository(db, new ManualClock(Date.parse('2026-12-01T10:00:00Z'))),
      audit: async () =>
        (
          await audit.page({ from: null, until: null, actor: null, action: null, subjectKind: null, subjectId: null }, 0, 100)
        )._unsafeUnwrap().entries,
    };
  });
});
