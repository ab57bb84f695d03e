import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { isMemberId, type Member } from '../../../domain/members';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import { createWithFreeMemberId } from '../member-ids';
import { memberWrite } from './member-audit';
import { invalidInput, type ContentError } from './content.errors';
import { checkNewMember, type MemberValues } from './member-record';

/** The ports `createMember` needs. */
export interface CreateMemberDeps {
  readonly members: MemberRepository;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** Who asks (the server-decided actor), and for what. */
export interface CreateMemberInput {
  readonly actor: Actor;
  readonly member: MemberValues;
  /**
   * The 6-digit ID the administrator chose (AppSync's CreateMemberInput carries an optional id);
   * a taken one answers DuplicateId. Drawn by the server when absent.
   */
  readonly id?: string | null;
}

/**
 * Adds a member by hand (createMember), for administrators; otherwise members are created when a
 * membership payment is fulfilled. The server draws the 6-digit ID and draws again on a collision
 * (`createWithFreeMemberId`); an e-mail that is already a member's is refused (DuplicateEmail).
 * The record and its audit entry are written together.
 */
export function createMember(deps: CreateMemberDeps, input: CreateMemberInput): ResultAsync<Member, ContentError> {
  return authorizeActor(input.actor, 'createMember')
    .andThen(() => chosenId(input.id))
    .andThen((id) => checkNewMember(input.member, yearOf(deps.clock)).map((values) => ({ id, values })))
    .asyncAndThen(({ id, values }) => {
      const audit = memberWrite(input.actor, deps.clock, 'createMember');
      return id === null ? createWithFreeMemberId(deps, values, null, audit) : deps.members.create({ ...values, id }, audit);
    });
}

function chosenId(id: string | null | undefined): Result<string | null, ContentError> {
  if (id == null) return ok(null);
  const trimmed = id.trim();
  return isMemberId(trimmed) ? ok(trimmed) : err(invalidInput({ type: 'InvalidForm', fields: { id: 'Member ID must be 6 digits.' } }));
}
