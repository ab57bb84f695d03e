import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { Member } from '../../../domain/members';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { ContentError } from './content.errors';
import { memberFor } from './member-access';

/** The ports `getMember` needs. */
export interface GetMemberDeps {
  readonly members: MemberRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface GetMemberInput {
  readonly actor: Actor;
  readonly id: string;
}

/** One member by ID: an administrator any, a member only their own (matched by e-mail), a visitor none. */
export function getMember(deps: GetMemberDeps, input: GetMemberInput): ResultAsync<Member, ContentError> {
  return memberFor(deps.members, input.actor, input.id, 'read');
}
