import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { loadMemberProfile } from '../../../../src/application/browser/use-cases/load-member-profile.use-case';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { contentWorld, stubbable } from '../../server/content/content-fixtures';

describe('loadMemberProfile', () => {
  it('loads the member by e-mail with dues status, dues amount, label and upgrade offer', async () => {
    const world = contentWorld();
    const member = (await world.members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
    const profile = (await loadMemberProfile(world, { email: 'MEMBER1@example.org' }))._unsafeUnwrap();
    expect(profile).toEqual({ member, membershipLabel: 'Annual Membership', duesStatus: 'paid', duesAmount: 5000, upgradeOffered: true });
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
