import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorize, UNAUTHORIZED, type Actor } from '../../../domain/access';
import type { Member } from '../../../domain/members';
import type { MemberRepository } from '../../ports/member-repository.port';
import { NO_MEMBER_RECORD } from '../../ports/repository.errors';
import type { ContentError } from './content.errors';

/** The ports `getMyMember` needs. */
export interface GetMyMemberDeps {
  readonly members: MemberRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface GetMyMemberInput {
  readonly actor: Actor;
}

/** The signed-in person's own member record, found by their e-mail (the Member Area profile). */
export function getMyMember(deps: GetMyMemberDeps, input: GetMyMemberInput): ResultAsync<Member, ContentError> {
  const { email, role } = input.actor;
  if (email === null) return errAsync(UNAUTHORIZED);
  return authorize(role, 'readOwnMember')
    .asyncAndThen(() => deps.members.findByEmail(email))
    .andThen((member) => (member === null ? errAsync(NO_MEMBER_RECORD) : okAsync(member)));
}
