import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../../src/adapters/in-memory/in-memory-audit-records';
import { auditCsv, auditPage, startOfDayIn } from '../../../../src/application/server/officers/audit-log.use-case';

describe('startOfDayIn', () => {
  it('finds the instant a chapter day starts, on either side of a change of offset', () => {
    expect(startOfDayIn('2026-06-15', 'America/New_York')).toBe('2026-06-15T04:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'America/New_York')).toBe('2026-01-15T05:00:00.000Z');
    // Clocks go forward at 2 am on March 8, 2026, and back on November 1: midnight is on the old offset.
    expect(startOfDayIn('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-06-15', 'UTC')).toBe('2026-06-15T00:00:00.000Z');
    expect(startOfDayIn('2026-06-15', 'Asia/Tokyo')).toBe('2026-06-14T15:00:00.000Z');
  });
});

describe('auditCsv', () => {
  it('writes a header and one row per entry, JSON values quoted and formulas defused', () => {
    const csv = auditCsv([
      {
        actor: 'pres@chapter.org',
        at: '2026-06-15T12:00:00.000Z',
        action: 'updateAnyMember',
        subject: { kind: 'member', id: '100001' },
        before: { city: 'Norfolk' },
        after: { city: '=HYPERLINK("x")' },
        reason: '+moved',
      },
    ]);
    expect(csv).toBe(
      'When,Who,Action,Subject,Subject id,Before,After,Reason\r\n' +
        '2026-06-15T12:00:00.000Z,pres@chapter.org,updateAnyMember,member,100001,"{""city"":""Norfolk""}","{""city"":""=HYPERLINK(\\""x\\"")""}",\'+moved\r\n',
    );
  });
});

describe('auditPage', () => {
  const admin = { role: 'admin', email: 'admin@example.org' } as const;
  const query = { from: '', to: '', actor: '', action: '', subjectKind: '', subjectId: '' };

  it('filters by a kind from the list, and refuses one that is not in it beside its field, reading nothing', async () => {
    const records = new InMemoryAuditRecords();
    records.append({
      actor: 'a@x.org',
      at: '2026-06-15T12:00:00.000Z',
      action: 'createOfficer',
      subject: { kind: 'officer', id: 'o1' },
      before: null,
      after: {},
      reason: null,
    });
    const deps = { auditLog: new InMemoryAuditLog(records), timeZone: 'America/New_York' };
    expect((await auditPage(deps, admin, { ...query, subjectKind: 'officer' }, 1))._unsafeUnwrap().total).toBe(1);
    expect((await auditPage(deps, admin, { ...query, subjectKind: 'listingEvent' }, 1))._unsafeUnwrap().total).toBe(0);
    const refused = (await auditPage(deps, admin, { ...query, subjectKind: 'officers' }, 1))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ type: 'InvalidForm', fields: { subjectKind: 'Please choose a kind of subject from the list.' } });
  });
});
