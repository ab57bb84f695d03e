import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { changedValues, officerWrite, type AuditEntry } from '../../../domain/audit';
import { sameEmail, type Member } from '../../../domain/members';
import { isoNow, yearOf, type Clock } from '../../ports/clock.port';
import type { MemberChanges, MemberRepository } from '../../ports/member-repository.port';
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
  return memberFor(deps.members, input.actor, input.id, 'update').andThen((current) =>
    checkMemberChanges(input.actor, current, input.changes, yearOf(deps.clock)).asyncAndThen((changes) =>
      deps.members.update(input.id, changes, officersChange(deps, input.actor, current, changes)),
    ),
  );
}

/**
 * The audit entry of an administrator's change of another's record (updateAnyMember; only the
 * fields it changes); a member's change of their own record is not an officer's write, and has none.
 */
function officersChange(deps: UpdateMemberDeps, actor: Actor, current: Member, changes: MemberChanges): AuditEntry | undefined {
  if (actor.email !== null && sameEmail(actor.email, current.email)) return undefined;
  const given = Object.keys(changes).filter((field) => changes[field as keyof MemberChanges] !== undefined);
  const was = Object.fromEntries(given.map((field) => [field, current[field as keyof Member]]));
  return officerWrite(actor, isoNow(deps.clock), 'updateAnyMember', { kind: 'member', id: current.id }, changedValues(was, changes));
}
