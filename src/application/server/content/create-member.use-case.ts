import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import { isMemberId, memberIdFrom, type Member } from '../../../domain/members';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';
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

/** How many member IDs to draw before giving up on a (very unlikely) run of collisions. */
export const MEMBER_ID_ATTEMPTS = 5;

/**
 * Adds a member by hand (createMember), for administrators; otherwise members are created when a
 * membership payment is fulfilled. The server draws the 6-digit ID and draws again on a collision;
 * an e-mail that is already a member's is refused (DuplicateEmail).
 */
export function createMember(deps: CreateMemberDeps, input: CreateMemberInput): ResultAsync<Member, ContentError> {
  return authorize(input.actor.role, 'createMember')
    .andThen(() => chosenId(input.id))
    .andThen((id) => checkNewMember(input.member, yearOf(deps.clock)).map((values) => ({ id, values })))
    .asyncAndThen(({ id, values }) =>
      id === null ? insertWithFreshId(deps, values, MEMBER_ID_ATTEMPTS) : deps.members.create({ ...values, id }),
    );
}

function chosenId(id: string | null | undefined): Result<string | null, ContentError> {
  if (id == null) return ok(null);
  const trimmed = id.trim();
  return isMemberId(trimmed) ? ok(trimmed) : err(invalidInput({ type: 'InvalidForm', fields: { id: 'Member ID must be 6 digits.' } }));
}

function insertWithFreshId(deps: CreateMemberDeps, values: MemberValues, attempts: number): ResultAsync<Member, RepositoryError> {
  return deps.members
    .create({ ...values, id: memberIdFrom(deps.ids.uniform()) })
    .orElse((error) => (error.type === 'DuplicateId' && attempts > 1 ? insertWithFreshId(deps, values, attempts - 1) : errAsync(error)));
}
