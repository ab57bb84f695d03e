import { okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { Member } from '../../../domain/members';
import type { AccountSessions } from '../../ports/account-sessions.port';
import type { Clock } from '../../ports/clock.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import { unavailable } from '../../ports/repository.errors';
import type { ContentError } from './content.errors';
import { memberWrite } from './member-audit';

/** The ports `deleteMember` needs. */
export interface DeleteMemberDeps {
  readonly members: MemberRepository;
  /**
   * Ends the member's sessions; null where this server does not hold them (the AWS wiring, whose
   * sessions are Cognito's): there the member record's absence alone ends document access.
   */
  readonly sessions: AccountSessions | null;
  readonly clock: Clock;
}

/** Who asks (the server-decided actor), and for what. */
export interface DeleteMemberInput {
  readonly actor: Actor;
  readonly id: string;
}

const SESSIONS_NOT_ENDED = "The member's sessions could not be ended now, so the record was kept. Please try again shortly.";

/**
 * Deletes a member's record, answering it (administrators only), and ends the member's access at
 * once: every session of the account with the record's e-mail is ended first, then the record is
 * deleted (without it, minutes, reports and the links made for them are refused). If the sessions
 * cannot be ended nothing is deleted (Unavailable), so a retry finds everything as it was; if the
 * deletion fails after, the member has only lost their sessions and may sign in again. The
 * deletion and its audit entry are written together.
 */
export function deleteMember(deps: DeleteMemberDeps, input: DeleteMemberInput): ResultAsync<Member, ContentError> {
  return authorizeActor(input.actor, 'deleteMember')
    .asyncAndThen(() => deps.members.get(input.id))
    .andThen((member) => endSessions(deps, member.email))
    .andThen(() => deps.members.delete(input.id, memberWrite(input.actor, deps.clock, 'deleteMember')));
}

function endSessions(deps: DeleteMemberDeps, email: string): ResultAsync<void, ContentError> {
  return deps.sessions === null
    ? okAsync(undefined)
    : deps.sessions.revokeSessionsOf({ email }).mapErr(() => unavailable(SESSIONS_NOT_ENDED));
}
