import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { Member } from '../../../domain/members';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { ContentError } from './content.errors';

/** The ports `deleteMember` needs. */
export interface DeleteMemberDeps {
  readonly members: MemberRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface DeleteMemberInput {
  readonly actor: Actor;
  readonly id: string;
}

/** Deletes a member's record, answering it (administrators only). */
export function deleteMember(deps: DeleteMemberDeps, input: DeleteMemberInput): ResultAsync<Member, ContentError> {
  return authorize(input.actor.role, 'deleteMember').asyncAndThen(() => deps.members.delete(input.id));
}
