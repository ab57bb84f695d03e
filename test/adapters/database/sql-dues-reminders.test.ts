import { expect, it } from 'vitest';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlDuesReminders } from '../../../src/adapters/database/sql-dues-reminders';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlMemberRoster } from '../../../src/adapters/database/sql-member-roster';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { duesReminderStoreContract } from '../../contracts/dues-reminder-store.contract';
import { sampleMember } from '../../contracts/member-repository.contract';
import { describeEachDatabase, resetTables } from './database-harness';

const clock = new ManualClock(Date.parse('2026-12-01T10:00:00Z'));
const EVERYONE = { year: 2027, search: '', statuses: [], membership: null, gradYearFrom: null, gradYearTo: null } as const;

describeEachDatabase('SqlDuesReminders', (kind, database) => {
  duesReminderStoreContract(kind, async () => {
    await resetTables(database());
    const { db } = database();
    const audit = new SqlAuditLog(db);
    const anyEntry = { from: null, until: null, actor: null, action: null, subjectKind: null, subjectId: null };
    return {
      store: new SqlDuesReminders(db),
      members: new SqlMemberRepository(db, clock),
      audit: async () => (await audit.page(anyEntry, 0, 100))._unsafeUnwrap().entries,
    };
  });

  it(`shows on the roster's page when each member was last reminded (${kind})`, async () => {
    await resetTables(database());
    const { db } = database();
    const members = new SqlMemberRepository(db, clock);
    (await members.create(sampleMember(1)))._unsafeUnwrap();
    (await members.create(sampleMember(2)))._unsafeUnwrap();
    const store = new SqlDuesReminders(db);
    const run = { year: 2027, mailed: 1, by: null };
    (await store.recordRun({ ...run, id: 'r1', offset: -30, ranAt: '2026-12-02T14:00:00.000Z' }, ['100001'], null))._unsafeUnwrap();
    (await store.recordRun({ ...run, id: 'r2', offset: 0, ranAt: '2027-01-01T14:00:00.000Z' }, ['100001'], null))._unsafeUnwrap();
    const roster = new SqlMemberRoster(db, clock);
    const page = (await roster.page({ ...EVERYONE, sort: 'name', direction: 'asc', page: 1, pageSize: 50 }))._unsafeUnwrap();
    expect(page.rows.map((row) => [row.member.id, row.lastRemindedAt])).toEqual([
      ['100001', '2027-01-01T14:00:00.000Z'],
      ['100002', null],
    ]);
  });
});
