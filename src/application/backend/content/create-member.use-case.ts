import { errAsync, type ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import { memberIdFrom, type Member } from '../../../domain/members';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';
import type { ContentError } from './content.errors';
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
    .andThen(() => checkNewMember(input.member, yearOf(deps.clock)))
    .asyncAndThen((values) => insertWithFreshId(deps, values, MEMBER_ID_ATTEMPTS));
}

function insertWithFreshId(deps: CreateMemberDeps, values: MemberValues, attempts: number): ResultAsync<Member, RepositoryError> {
  return deps.members
    .create({ ...values, id: memberIdFrom(deps.ids.uniform()) })
    .orElse((error) => (error.type === 'DuplicateId' && attempts > 1 ? insertWithFreshId(deps, values, attempts - 1) : errAsync(error)));
}
