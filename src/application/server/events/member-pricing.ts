import { okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { duesStatus } from '../../../domain/membership';
import { yearIn, type Clock } from '../../ports/clock.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import { unavailable, type RepositoryError } from '../../ports/repository.errors';

/** What the member-price check reads: the member records, the clock and the chapter's time zone. */
export interface MemberPricingDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

/**
 * Whether a caller pays member prices (issue 17, point 3): a signed-in person whose member record
 * (found by their e-mail) has this year's dues paid, the year read in the chapter's time zone.
 * Visitors and accounts without a member record pay the price. The event page shows prices with
 * it and checkout charges with it, so the two never disagree.
 */
export function qualifiesForMemberPrice(deps: MemberPricingDeps, actor: Actor): ResultAsync<boolean, RepositoryError> {
  if (actor.role === 'visitor' || actor.email === null) return okAsync(false);
  const year = yearIn(deps.clock.now(), deps.config.timeZone);
  return deps.members
    .findByEmail(actor.email)
    .map((member) => member !== null && duesStatus(member.duesPayYear, year) === 'paid')
    .mapErr((error) => (error.type === 'Unavailable' ? error : unavailable(error.message)));
}
