import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { duesStatus } from '../../../domain/membership';
import { sameEmail } from '../../../domain/members';
import { yearIn, type Clock } from '../../ports/clock.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';

export interface MemberPricingDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

/** Who is asking: the server's view of the signed-in person, with their member ID when they are one. */
export type PricedActor = Actor & { readonly memberId: string | null };

/**
 * Whether a caller pays member prices (issue 17, point 3): a signed-in member whose record is
 * theirs (same e-mail) and whose dues for this year are paid, the year read in the chapter's
 * time zone. The server decides; a visitor, an account without a member record, or unpaid dues
 * pay the price.
 */
export function qualifiesForMemberPrice(deps: MemberPricingDeps, actor: PricedActor): ResultAsync<boolean, RepositoryError> {
  const email = actor.email;
  if (actor.role === 'visitor' || actor.memberId === null || email === null) return okAsync(false);
  const year = yearIn(deps.clock.now(), deps.config.timeZone);
  return deps.members
    .get(actor.memberId)
    .map((member) => sameEmail(member.email, email) && duesStatus(member.duesPayYear, year) === 'paid')
    .orElse((e) => (e.type === 'NotFound' ? okAsync(false) : errAsync(e)));
}
