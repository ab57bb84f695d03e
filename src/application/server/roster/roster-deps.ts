import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Action, type Actor } from '../../../domain/access';
import { yearIn, type Clock } from '../../ports/clock.port';
import type { MemberAccounts } from '../../ports/member-accounts.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { MemberRoster } from '../../ports/member-roster.port';
import { unavailable, type RepositoryError } from '../../ports/repository.errors';

/** What the roster's use cases read: the roster (null where no database keeps the members), the records, the accounts, the time. */
export interface RosterDeps {
  readonly roster: MemberRoster | null;
  readonly members: MemberRepository;
  readonly accounts: MemberAccounts;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

const NO_ROSTER = unavailable(
  "The member roster needs the server's own database; this installation keeps members elsewhere (see docs/deviations.md).",
);

/** The roster, or Unavailable where there is none. */
export function rosterOf(deps: RosterDeps): ResultAsync<MemberRoster, RepositoryError> {
  return deps.roster ? okAsync(deps.roster) : errAsync(NO_ROSTER);
}

/** This dues year: the calendar year now in the chapter's time zone. */
export function currentDuesYear(deps: Pick<RosterDeps, 'clock' | 'config'>): number {
  return yearIn(deps.clock.now(), deps.config.timeZone);
}

/** The actor's right to an action, as a ResultAsync to chain on. */
export function allowed(actor: Actor, action: Action): ResultAsync<void, AccessError> {
  const answer = authorizeActor(actor, action);
  return answer.isOk() ? okAsync(undefined) : errAsync(answer.error);
}
