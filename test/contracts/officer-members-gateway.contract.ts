import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberRepository } from '../../src/application/ports/member-repository.port';
import type { OfficerMembersGateway } from '../../src/application/ports/officer-members-gateway.port';
import { sampleMember } from './member-repository.contract';

export interface OfficerMembersHarness {
  readonly admin: OfficerMembersGateway;
  readonly member: OfficerMembersGateway;
  /** The member records behind the gateways, to add members as payments would. */
  readonly members: MemberRepository;
  /** How many e-mails went to an address. */
  readonly mailsTo: (email: string) => number;
}

/** The OfficerMembersGateway contract: the in-memory fake and the HTTP adapter over the server answer alike. */
export function officerMembersGatewayContract(name: string, make: () => Promise<OfficerMembersHarness>): void {
  describe(`OfficerMembersGateway contract: ${name}`, () => {
    let h: OfficerMembersHarness;
    beforeEach(async () => {
      h = await make();
      for (const person of [
        sampleMember(501, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', duesPayYear: '2001' }),
        sampleMember(502, { firstName: 'Alan', lastName: 'Turing', email: '=alan@example.org', membership: 'Lifetime Membership' }),
      ]) {
        (await h.members.create(person))._unsafeUnwrap();
      }
    });

    it('reads a page of the roster with the query understood, and the CSV of the filter', async () => {
      const view = (await h.admin.roster({ q: 'hopper', sort: 'gradYear', dir: 'desc' }))._unsafeUnwrap();
      expect(view.rows.map((row) => [row.member.id, row.status])).toEqual([['100501', 'lapsed']]);
      expect(view.query).toMatchObject({ search: 'hopper', sort: 'gradYear', direction: 'desc', page: 1, pageSize: 25 });
      expect(view.total).toBe(1);
      const file = (await h.admin.rosterCsv({ membership: 'lifetime', year: String(view.currentYear) }))._unsafeUnwrap();
      expect(file.fileName).toBe(`members-${view.currentYear}.csv`);
      expect(file.text.split('\r\n')[1]).toContain(",'=alan@example.org,");
    });

    it('refuses bad parameters field by field', async () => {
      const refused = (await h.admin.roster({ membership: 'honorary', pageSize: '500' }))._unsafeUnwrapErr();
      expect(refused).toMatchObject({
        type: 'InvalidForm',
        fields: { membership: 'Membership must be one of: annual, lifetime.', pageSize: 'Page size must be from 1 to 100.' },
      });
    });

    it("reads a member's page, changes the record with a reason, and refuses a change without one", async () => {
      const file = (await h.admin.member('100501'))._unsafeUnwrap();
      expect(file).toMatchObject({ member: { lastName: 'Hopper' }, account: 'none', orders: [] });
      const refused = (await h.admin.amend('100501', { city: 'Arlington' }, ''))._unsafeUnwrapErr();
      expect(refused).toMatchObject({ type: 'InvalidForm', fields: { reason: 'Please give a reason for this change.' } });
      const taken = (await h.admin.amend('100501', { email: '=ALAN@example.org' }, 'Typo'))._unsafeUnwrapErr();
      expect(taken.type).toBe('Conflict');
      expect((await h.admin.amend('100501', { city: 'Arlington', gradYear: null }, 'Moved'))._unsafeUnwrap()).toMatchObject({
        city: 'Arlington',
        gradYear: null,
      });
      expect((await h.admin.member('999999'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it("invites a member, and disables and enables the account's sign-in", async () => {
      expect((await h.admin.resetPassword('100501'))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await h.admin.invite('100501'))._unsafeUnwrap()).toBe('invited');
      expect(h.mailsTo('grace@example.org')).toBe(1);
      expect((await h.admin.setSignIn('100501', false))._unsafeUnwrap()).toBe('disabled');
      expect((await h.admin.setSignIn('100501', true))._unsafeUnwrap()).toBe('invited');
    });

    it('imports from a CSV: a dry run writes nothing, the confirmed import the good rows, the same file again nothing', async () => {
      const csv = [
        'First name,Last name,E-mail,Phone,Address,City,State,ZIP code,Membership',
        'Mary,Jackson,mary@example.org,7575550100,2 Langley Road,Hampton,VA,23666,Lifetime Membership',
        'Bad,Row,,,,,,,',
      ].join('\r\n');
      const dry = (await h.admin.importMembers(csv, false))._unsafeUnwrap();
      expect(dry.outcomes.map((o) => o.action)).toEqual(['create', 'refuse']);
      expect((await h.members.findByEmail('mary@example.org'))._unsafeUnwrap()).toBeNull();
      expect((await h.admin.importMembers(csv, true))._unsafeUnwrap().applied).toBe(true);
      expect((await h.members.findByEmail('mary@example.org'))._unsafeUnwrap()?.membership).toBe('Lifetime Membership');
      expect((await h.admin.importMembers(csv, true))._unsafeUnwrap().outcomes.map((o) => o.action)).toEqual(['unchanged', 'refuse']);
      expect((await h.admin.importMembers('nothing', false))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidForm',
        fields: { csv: expect.any(String) },
      });
      expect((await h.member.importMembers(csv, true))._unsafeUnwrapErr().type).toBe('Unauthorized');
    });

    it('refuses a member every operation', async () => {
      expect((await h.member.roster({}))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.member.rosterCsv({}))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.member.member('100501'))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.member.amend('100501', { city: 'X' }, 'x'))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.member.invite('100501'))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.member.setSignIn('100501', false))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect(h.mailsTo('grace@example.org')).toBe(0);
    });
  });
}
