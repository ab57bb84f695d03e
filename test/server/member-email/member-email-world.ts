import { sampleMember } from '../../contracts/member-repository.contract';
import type { RoleGrant } from '../../../src/domain/officer-roles';
import { appWorld, type AppWorld } from '../../support/app-world';
import { confirmedMember, signIn } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';

export const SECRETARY = 'sec@example.org';
const TREASURER = 'treasurer@example.org';

const grant = (email: string, role: RoleGrant['role']): RoleGrant => ({
  id: `g-${role}`,
  email,
  role,
  event: null,
  endsOn: '2999-01-01',
  grantedBy: 'chair@example.org',
  grantedAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
  revokedBy: null,
});

/**
 * Six members in June 2026 (New York), one of each dues standing for 2026 and a second unpaid:
 * paid (Ada), unpaid (Grace, Hedy), lapsed (Don), lifetime without the year's dues (Alan),
 * lifetime with them (Barbara). Unpaid for 2026: Grace, Hedy, Don and Alan.
 */
export const MEMBERS = [
  sampleMember(101, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.l@example.org', gradYear: '1999', duesPayYear: '2026' }),
  sampleMember(102, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', gradYear: '2005', duesPayYear: '2025' }),
  sampleMember(103, { firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy@example.org', gradYear: '2006', duesPayYear: '2025' }),
  sampleMember(104, { firstName: 'Don', lastName: 'Knuth', email: 'don@example.org', gradYear: '1990', duesPayYear: '2020' }),
  sampleMember(105, {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.org',
    membership: 'Lifetime Membership',
    duesPayYear: null,
  }),
  sampleMember(106, {
    firstName: 'Barbara',
    lastName: 'Liskov',
    email: 'barbara@example.org',
    membership: 'Lifetime Membership',
    duesPayYear: '2026',
  }),
];

export const UNPAID_2026 = ['alan@example.org', 'don@example.org', 'grace@example.org', 'hedy@example.org'];

/** The app with the members above, a signed-in secretary and a signed-in treasurer, at 2026-06-15. */
export async function memberEmailWorld(): Promise<{ readonly w: AppWorld; readonly secretary: Browser; readonly treasurer: Browser }> {
  const w = appWorld();
  w.clock.set('2026-06-15T16:00:00.000Z');
  for (const member of MEMBERS) (await w.deps.members.create(member))._unsafeUnwrap();
  const secretary = await signIn(w, SECRETARY, undefined, await confirmedMember(w, SECRETARY));
  const treasurer = await signIn(w, TREASURER, undefined, await confirmedMember(w, TREASURER));
  (await w.deps.roleGrants.grant(grant(SECRETARY, 'secretary')))._unsafeUnwrap();
  (await w.deps.roleGrants.grant(grant(TREASURER, 'treasurer')))._unsafeUnwrap();
  return { w, secretary, treasurer };
}

export const UNPAID_CAMPAIGN = {
  id: null,
  subject: 'Dues for 2026',
  body: '# Dues\n\nPlease pay your **2026** dues at [our site](https://chapter.example.org/Member-Area).',
  segment: 'unpaid',
  year: '2026',
};
