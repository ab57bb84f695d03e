import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlMemberRoster } from '../../../src/adapters/database/sql-member-roster';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import type { AuditEntry } from '../../../src/domain/audit';
import { memberRosterContract } from '../../contracts/member-roster.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlMemberRoster', (kind, database) => {
  memberRosterContract(kind, async () => {
    await resetTables(database());
    const { db } = database();
    const clock = new ManualClock();
    const auditLog = async (): Promise<readonly AuditEntry[]> =>
      (await db.selectFrom('audit_log').selectAll().orderBy('seq').execute()).map((row) => ({
        actor: row.actor,
        at: row.at,
        action: row.action,
        subject: { kind: row.subject_kind, id: row.subject_id },
        before: row.before_json === null ? null : JSON.parse(row.before_json),
        after: row.after_json === null ? null : JSON.parse(row.after_json),
        reason: row.reason,
      }));
    return {
      roster: new SqlMemberRoster(db, clock),
      members: new SqlMemberRepository(db, clock),
      ledger: new SqlOrderLedger(db, clock),
      auditLog,
    };
  });
});
