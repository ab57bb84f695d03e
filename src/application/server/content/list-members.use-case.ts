import type { ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { Member, MemberField } from '../../../domain/members';
import type { ListQuery, Page } from '../../ports/list-query';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { ContentError } from './content.errors';

/** The ports `listMembers` needs. */
export interface ListMembersDeps {
  readonly members: MemberRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface ListMembersInput {
  readonly actor: Actor;
  readonly query?: ListQuery<MemberField>;
}

/** One page of members (listMembers). Administrators only: the member list is private. */
export function listMembers(deps: ListMembersDeps, input: ListMembersInput): ResultAsync<Page<Member>, ContentError> {
  return authorizeActor(input.actor, 'listMembers').asyncAndThen(() => deps.members.list(input.query));
}
