import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { memberIdFrom, type Member } from '../../domain/members';
import type { IdGenerator } from '../ports/id-generator.port';
import type { MemberAudit, MemberRepository, NewMember } from '../ports/member-repository.port';
import { DUPLICATE_MEMBER_ID, type RepositoryError } from '../ports/repository.errors';

/** How many member IDs are drawn before giving up on a (very unlikely) run of collisions. */
export const MEMBER_ID_DRAWS = 5;

/** The ports a member-ID draw needs. */
export interface MemberIdDeps {
  readonly members: MemberRepository;
  readonly ids: IdGenerator;
}

/**
 * The member-ID draw and retry, written once: `attempt` is tried with `first` (an ID reserved
 * earlier) or a drawn one (domain `memberIdFrom`), then with a fresh draw each time it answers
 * DuplicateId, MEMBER_ID_DRAWS times in all; after that its last DuplicateId is the answer.
 */
function withFreeMemberId<T>(
  ids: IdGenerator,
  attempt: (id: string) => ResultAsync<T, RepositoryError>,
  first: string | null,
  draws = MEMBER_ID_DRAWS,
): ResultAsync<T, RepositoryError> {
  return attempt(first ?? memberIdFrom(ids.uniform())).orElse((error) =>
    error.type === 'DuplicateId' && draws > 1 ? withFreeMemberId(ids, attempt, null, draws - 1) : errAsync(error),
  );
}

/** A member ID nobody holds yet (read to make sure), for an order to carry until it creates the member; DuplicateId when none turned up. */
export function drawFreeMemberId(deps: MemberIdDeps): ResultAsync<string, RepositoryError> {
  const free = (id: string) =>
    deps.members
      .get(id)
      .andThen(() => errAsync<string, RepositoryError>(DUPLICATE_MEMBER_ID))
      .orElse((error) => (error.type === 'NotFound' ? okAsync(id) : errAsync(error)));
  return withFreeMemberId(deps.ids, free, null);
}

/** Creates a member under `reservedId` (or a drawn ID), drawing again while the ID is taken; any other refusal is answered as it is. */
export function createWithFreeMemberId(
  deps: MemberIdDeps,
  values: Omit<NewMember, 'id'>,
  reservedId: string | null = null,
  audit?: MemberAudit,
): ResultAsync<Member, RepositoryError> {
  return withFreeMemberId(deps.ids, (id) => deps.members.create({ ...values, id }, audit), reservedId);
}
