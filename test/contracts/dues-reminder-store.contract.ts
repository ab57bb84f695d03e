import { beforeEach, describe, expect, it } from 'vitest';
import type { DuesReminderStore, ReminderRun } from '../../src/application/ports/dues-reminders.port';
import type { MemberRepository } from '../../src/application/ports/member-repository.port';
import type { AuditEntry } from '../../src/domain/audit';
import { DEFAULT_REMINDER_SETTINGS } from '../../src/domain/dues-reminders';
import { sampleMember } from './member-repository.contract';

/** What the contract needs: the store, the members it reads, and the audit entries written with its changes. */
export interface DuesReminderWorld {
  readonly store: DuesReminderStore;
  readonly members: MemberRepository;
  readonly audit: () => Promise<readonly Pick<AuditEntry, 'action' | 'actor'>[]>;
}

const entry = (at: string): AuditEntry => ({
  actor: 'chair@example.org',
  at,
  action: 'manageDuesReminders',
  subject: { kind: 'duesReminders', id: 'schedule' },
  before: null,
  after: { enabled: true },
  reason: null,
});

const run = (id: string, offset: number, ranAt: string, by: string | null = null): ReminderRun => ({
  id,
  year: 2027,
  offset,
  ranAt,
  mailed: 2,
  by,
});

/** The dues reminders' store: the schedule, the runs and one record per member, year and offset. */
export function duesReminderStoreContract(kind: string, make: () => Promise<DuesReminderWorld>): void {
  describe(`DuesReminderStore contract (${kind})`, () => {
    let world: DuesReminderWorld;
    beforeEach(async () => {
      world = await make();
    });

    it('answers the defaults until the schedule is saved, then the saved schedule with its audit entry', async () => {
      expect((await world.store.settings())._unsafeUnwrap()).toEqual(DEFAULT_REMINDER_SETTINGS);
      (await world.store.saveSettings({ enabled: true, offsets: [-14, 0, 45] }, entry('2026-12-01T10:00:00.000Z')))._unsafeUnwrap();
      (await world.store.saveSettings({ enabled: true, offsets: [-14, 0, 60] }, entry('2026-12-02T10:00:00.000Z')))._unsafeUnwrap();
      expect((await world.store.settings())._unsafeUnwrap()).toEqual({ enabled: true, offsets: [-14, 0, 60] });
      expect((await world.audit()).filter((e) => e.action === 'manageDuesReminders')).toHaveLength(2);
    });

    it('reads every member with what a reminder needs', async () => {
      (await world.members.create(sampleMember(1, { duesPayYear: null, membership: 'Lifetime Membership' })))._unsafeUnwrap();
      (await world.members.create(sampleMember(2)))._unsafeUnwrap();
      const members = (await world.store.members())._unsafeUnwrap();
      expect(members.map((m) => [m.id, m.membership, m.duesPayYear])).toEqual([
        ['100001', 'Lifetime Membership', null],
        ['100002', 'Annual Membership', '2026'],
      ]);
      expect(members[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace 1', email: 'member1@example.org' });
    });

    it('records each member once per year and offset, whatever the runs that overlap', async () => {
      (await world.store.recordRun(run('r1', 0, '2027-01-01T14:00:00.000Z'), ['m1', 'm2'], null))._unsafeUnwrap();
      (await world.store.recordRun(run('r2', 0, '2027-01-01T14:00:01.000Z'), ['m2', 'm3'], null))._unsafeUnwrap();
      expect([...(await world.store.mailedFor({ year: 2027, offset: 0 }))._unsafeUnwrap()].sort()).toEqual(['m1', 'm2', 'm3']);
      expect((await world.store.mailedFor({ year: 2027, offset: 30 }))._unsafeUnwrap().size).toBe(0);
      expect((await world.store.hasRun({ year: 2027, offset: 0 }))._unsafeUnwrap()).toBe(true);
      expect((await world.store.hasRun({ year: 2028, offset: 0 }))._unsafeUnwrap()).toBe(false);
      const last = (await world.store.lastReminded(['m2', 'm9']))._unsafeUnwrap();
      expect([...last]).toEqual([['m2', '2027-01-01T14:00:00.000Z']]);
    });

    it('lists the runs newest first and keeps a run by hand with its audit entry', async () => {
      (await world.store.recordRun(run('r1', -30, '2026-12-02T14:00:00.000Z'), [], null))._unsafeUnwrap();
      (
        await world.store.recordRun(
          run('r2', 0, '2027-01-01T14:00:00.000Z', 'chair@example.org'),
          ['m1'],
          entry('2027-01-01T14:00:00.000Z'),
        )
      )._unsafeUnwrap();
      expect((await world.store.runs(10))._unsafeUnwrap().map((r) => [r.id, r.offset, r.by, r.mailed])).toEqual([
        ['r2', 0, 'chair@example.org', 2],
        ['r1', -30, null, 2],
      ]);
      expect((await world.store.runs(1))._unsafeUnwrap()).toHaveLength(1);
      expect(await world.audit()).toEqual([expect.objectContaining({ action: 'manageDuesReminders', actor: 'chair@example.org' })]);
      expect((await world.store.lastReminded([]))._unsafeUnwrap().size).toBe(0);
    });
  });
}
