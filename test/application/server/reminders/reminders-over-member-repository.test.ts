import { describe, expect, it } from 'vitest';
import { InMemoryDuesReminders } from '../../../../src/adapters/in-memory/in-memory-dues-reminders';
import { InMemoryMemberRepository } from '../../../../src/adapters/in-memory/in-memory-member-repository';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { RemindersOverMemberRepository } from '../../../../src/application/server/reminders/reminders-over-member-repository';
import { sampleMember } from '../../../contracts/member-repository.contract';

describe('the dues reminders over a member repository (the aws wiring: members in AppSync)', () => {
  it('reads every member, across pages, in the order of their names', async () => {
    const members = new InMemoryMemberRepository(new ManualClock('2026-06-15T12:00:00.000Z'));
    // More than one page of the largest the repository gives (1,000).
    for (let n = 1_250; n >= 1; n -= 1)
      (
        await members.create(sampleMember(n, { lastName: `Member ${String(n).padStart(4, '0')}`, duesPayYear: n % 2 ? '2025' : '2026' }))
      )._unsafeUnwrap();
    const store = new RemindersOverMemberRepository(
      new InMemoryDuesReminders({
        list: () => {
          throw new Error('members are read from the repository');
        },
      }),
      members,
    );
    const read = (await store.members())._unsafeUnwrap();
    expect(read).toHaveLength(1_250);
    expect(new Set(read.map((member) => member.id)).size).toBe(1_250);
    expect(read[0]).toEqual({
      id: '100001',
      firstName: 'Ada',
      lastName: 'Member 0001',
      email: 'member1@example.org',
      membership: 'Annual Membership',
      duesPayYear: '2025',
    });
    expect(read.map((member) => member.lastName)).toEqual([...read.map((member) => member.lastName)].sort());
  });

  it('keeps the schedule, the reminders sent and the runs in its records', async () => {
    const members = new InMemoryMemberRepository(new ManualClock('2026-06-15T12:00:00.000Z'));
    const records = new InMemoryDuesReminders(members);
    const store = new RemindersOverMemberRepository(records, members);
    const run = { id: 'run-1', year: 2027, offset: 0, ranAt: '2027-01-01T14:00:00.000Z', mailed: 1, by: null };
    (await store.recordRun(run, ['100001'], null))._unsafeUnwrap();
    expect((await records.runs(5))._unsafeUnwrap()).toEqual([run]);
    expect([...(await store.mailedFor({ year: 2027, offset: 0 }))._unsafeUnwrap()]).toEqual(['100001']);
    expect((await store.hasRun({ year: 2027, offset: 0 }))._unsafeUnwrap()).toBe(true);
    expect((await store.lastReminded(['100001']))._unsafeUnwrap().get('100001')).toBe('2027-01-01T14:00:00.000Z');
  });
});
