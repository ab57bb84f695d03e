import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { Member } from '../../../domain/members';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { ContentError } from './content.errors';
import { memberFor } from './member-access';
import { checkMemberChanges, type MemberChangeInput } from './member-record';

/** The ports `updateMember` needs. */
export interface UpdateMemberDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
}

/** Who asks (the server-decided actor), and for what. */
export interface UpdateMemberInput {
  readonly actor: Actor;
  readonly id: string;
  readonly changes: MemberChangeInput;
}

/**
 * Changes a member's record (updateMember). A member changes only their own contact details
 * (never ID, e-mail, membership or dues year); an administrator anything but the ID. The
 * resulting record is checked as the Member Information form is; createdAt never changes.
 */
export function updateMember(deps: UpdateMemberDeps, input: UpdateMemberInput): ResultAsync<Member, ContentError> {
  return memberFor(deps.members, input.actor, input.id, 'update')
    .andThen((current) => checkMemberChanges(input.actor, current, input.changes, yearOf(deps.clock)))
    .andThen((changes) => deps.members.update(input.id, changes));
}
