import { describe, expect, it } from 'vitest';
import { checkMemberChanges } from '../../../../src/application/server/content/member-record';
import type { Actor } from '../../../../src/domain/access';
import type { Member } from '../../../../src/domain/members';
import { sampleMember } from '../../../contracts/member-repository.contract';

const MEMBER: Member = {
  ...sampleMember(1, { duesPayYear: '2025' }),
  createdAt: '2025-01-01',
  updatedAt: '2025-01-01',
};
const TREASURER: Actor = { role: 'member', email: 'treasurer@example.org', offices: [{ role: 'treasurer', event: null }] };
const SECRETARY: Actor = { role: 'member', email: 'secretary@example.org', offices: [{ role: 'secretary', event: null }] };

describe('which fields of a member’s record an officer may change', () => {
  it('lets the treasurer correct a dues record (membership and dues year) as an administrator would', () => {
    expect(checkMemberChanges(TREASURER, MEMBER, { duesPayYear: '2026' }, 2026)._unsafeUnwrap()).toEqual({ duesPayYear: '2026' });
    expect(checkMemberChanges(TREASURER, MEMBER, { membership: 'Lifetime Membership' }, 2026).isOk()).toBe(true);
  });

  it('refuses a dues record to a member who holds no such office', () => {
    const member: Actor = { role: 'member', email: 'someone@example.org', offices: [] };
    expect(checkMemberChanges(member, MEMBER, { duesPayYear: '2026' }, 2026).isErr()).toBe(true);
    const chair: Actor = { role: 'member', email: 'chair@example.org', offices: [{ role: 'eventChair', event: null }] };
    expect(checkMemberChanges(chair, MEMBER, { membership: 'Lifetime Membership' }, 2026).isErr()).toBe(true);
  });

  it('lets the secretary change every field an administrator may', () => {
    expect(checkMemberChanges(SECRETARY, MEMBER, { gradYear: '2001', duesPayYear: '2026' }, 2026)._unsafeUnwrap()).toEqual({
      gradYear: '2001',
      duesPayYear: '2026',
    });
  });
});
