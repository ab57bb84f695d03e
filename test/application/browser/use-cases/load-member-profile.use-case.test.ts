import { errAsync } from 'neverthrow';
import { InMemoryDuesCalendar } from '../../../../src/adapters/in-memory/in-memory-dues-calendar';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { describe, expect, it } from 'vitest';
import { loadMemberProfile } from '../../../../src/application/browser/use-cases/load-member-profile.use-case';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { contentWorld as contentFixtures, stubbable } from '../../server/content/content-fixtures';

/** The content world with the server's dues calendar over its clock, in the chapter's zone. */
function contentWorld() {
  const world = contentFixtures();
  return { ...world, duesCalendar: new InMemoryDuesCalendar(world.clock) };
}

describe('loadMemberProfile', () => {
  it('loads the member by e-mail with dues status, dues amount, label and upgrade offer', async () => {
    const world = contentWorld();
    const member = (await world.members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
    const profile = (await loadMemberProfile(world, { email: 'MEMBER1@example.org' }))._unsafeUnwrap();
    expect(profile).toEqual({
      member,
      membershipLabel: 'Annual Membership',
      duesYear: 2026,
      duesStatus: 'paid',
      duesAmount: 5000,
      upgradeOffered: true,
    });
  });

  it("reads this dues year in the chapter's zone: at 7:30 pm in New York on December 31, this year's dues are still paid", async () => {
    const world = contentWorld();
    (await world.members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
    const late = { ...world, duesCalendar: new InMemoryDuesCalendar(new ManualClock('2027-01-01T00:30:00.000Z')) };
    expect((await loadMemberProfile(late, { email: 'member1@example.org' }))._unsafeUnwrap()).toMatchObject({
      duesYear: 2026,
      duesStatus: 'paid',
    });
  });

  it("uses the browser's own year when the server's dues year cannot be read", async () => {
    const world = contentWorld();
    (await world.members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
    const away = { ...world, duesCalendar: { coveredYears: () => errAsync({ type: 'Unavailable' as const, message: 'down' }) } };
    expect((await loadMemberProfile(away, { email: 'member1@example.org' }))._unsafeUnwrap().duesYear).toBe(2026);
  });

  it("shows the legacy value as 'Annual Member', unpaid dues of another year, no upgrade for lifetime", async () => {
    const world = contentWorld();
    (await world.members.create(sampleMember(1, { membership: 'Annual Chapter fee', duesPayYear: '2025' })))._unsafeUnwrap();
    (await world.members.create(sampleMember(2, { membership: 'Lifetime Membership', duesPayYear: null })))._unsafeUnwrap();
    expect((await loadMemberProfile(world, { email: 'member1@example.org' }))._unsafeUnwrap()).toMatchObject({
      membershipLabel: 'Annual Member',
      duesStatus: 'unpaid',
    });
    expect((await loadMemberProfile(world, { email: 'member2@example.org' }))._unsafeUnwrap()).toMatchObject({
      duesAmount: 2500,
      upgradeOffered: false,
    });
  });

  it('answers NoMemberRecord (not a load failure) for an account without a member record', async () => {
    const result = await loadMemberProfile(contentWorld(), { email: 'nobody@example.org' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'NoMemberRecord', notice: MESSAGES.noMemberRecord, cause: 'NotFound' });
  });

  it("answers 'Failed to load member data.' when the server refuses (Unauthorized) or fails", async () => {
    const world = contentWorld();
    for (const error of [
      { type: 'Unauthorized', message: 'Unauthorized' },
      { type: 'Unavailable', message: 'down' },
    ] as const) {
      const members = { ...stubbable(world.members), findByEmail: () => errAsync(error) };
      const result = await loadMemberProfile({ ...world, members }, { email: 'member1@example.org' });
      expect(result._unsafeUnwrapErr()).toEqual({
        type: 'MemberLoadFailed',
        message: error.message,
        notice: MESSAGES.memberLoadFailed,
        cause: error.type,
      });
    }
  });
});
