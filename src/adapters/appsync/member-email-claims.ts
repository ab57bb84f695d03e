import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MemberChanges, MemberRepository, NewMember } from '../../application/ports/member-repository.port';
import type { MemberField } from '../../domain/members';
import { unavailable, type RepositoryError } from '../../application/ports/repository.errors';
import { sameEmail, type Member } from '../../domain/members';
import { textField, type Raw } from '../http/graphql-listing';
import { modelOperations } from '../http/graphql-operations';
import type { GraphqlTransport } from '../http/graphql-transport';
import { AppsyncMemberRepository, ownerOf } from './appsync-member-repository';

/** The documents Amplify generates for the MemberEmail model: one claim per address, naming its member. */
const EMAIL_CLAIM_OPERATIONS = modelOperations('MemberEmail', 'id\n    memberId\n    createdAt\n    updatedAt');

/** How many times a claim is contested (taken over, or lost to a concurrent one) before giving up. */
const CLAIM_TRIES = 3;

export interface EmailClaimOptions {
  /**
   * How long a claim whose member does not exist (yet) counts as another creation under way, and
   * so as taken: 60 s by default. After that it is stale (the creation failed, or the record was
   * deleted behind the claim's back) and a new member may take the address over.
   */
  readonly settleMs?: number;
  /** The clock a claim's age is read against (milliseconds). */
  readonly now?: () => number;
}

type Standing = 'ours' | 'taken' | 'stale';

/**
 * Unique member e-mail on AppSync, which keeps nothing unique but a record's id: before a member
 * is created (or given another address) the address is claimed, by creating the MemberEmail
 * record whose id is the address in lower case. AppSync's create refuses an id that exists
 * (ConditionalCheckFailed), atomically, so of two payments for one e-mail at the same instant
 * only one claims it and creates a member; the other answers DuplicateEmail, as the self-hosted
 * database's unique index would.
 *
 * A claim already there is contested: it is this member's own (an earlier attempt), or its member
 * holds the address (DuplicateEmail), or it is stale (its member is gone, or has another address
 * now) and is taken over with a conditional update, so a retry or a deleted record never locks an
 * address out. Deleting a member and changing an address let go of the old claim.
 *
 * What it cannot cover: records written around it (an administrator in the AppSync console, or
 * any other client of the API) are not claimed.
 */
class EmailClaimingMemberRepository implements MemberRepository {
  readonly #members: AppsyncMemberRepository;
  readonly #api: GraphqlTransport;
  readonly #settleMs: number;
  readonly #now: () => number;

  constructor(members: AppsyncMemberRepository, api: GraphqlTransport, options: EmailClaimOptions = {}) {
    this.#members = members;
    this.#api = api;
    this.#settleMs = options.settleMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  list(query?: ListQuery<MemberField>): ResultAsync<Page<Member>, RepositoryError> {
    return this.#members.list(query);
  }

  get(id: string): ResultAsync<Member, RepositoryError> {
    return this.#members.get(id);
  }

  findByEmail(email: string): ResultAsync<Member | null, RepositoryError> {
    return this.#members.findByEmail(email);
  }

  create(member: NewMember): ResultAsync<Member, RepositoryError> {
    return this.#claim(member.email, member.id, CLAIM_TRIES).andThen(() => this.#members.create(member));
  }

  update(id: string, changes: MemberChanges): ResultAsync<Member, RepositoryError> {
    const email = changes.email;
    if (email === undefined) return this.#members.update(id, changes);
    return this.#members.get(id).andThen((current) =>
      sameEmail(current.email, email)
        ? this.#members.update(id, changes)
        : this.#claim(email, id, CLAIM_TRIES)
            .andThen(() => this.#members.update(id, changes))
            .andThen((updated) => this.#release(current.email, id).map(() => updated)),
    );
  }

  delete(id: string): ResultAsync<Member, RepositoryError> {
    return this.#members.delete(id).andThen((deleted) => this.#release(deleted.email, id).map(() => deleted));
  }

  #claim(email: string, memberId: string, tries: number): ResultAsync<void, RepositoryError> {
    if (tries < 1) return errAsync(unavailable('The e-mail address could not be claimed for the member. Please try again.'));
    return this.#api
      .mutate(EMAIL_CLAIM_OPERATIONS.create, { input: { id: ownerOf(email), memberId } })
      .map(() => undefined)
      .orElse((error) => (error.type === 'DuplicateId' ? this.#contest(email, memberId, tries) : errAsync(error)));
  }

  #contest(email: string, memberId: string, tries: number): ResultAsync<void, RepositoryError> {
    const taken: RepositoryError = { type: 'DuplicateEmail', email: email.trim(), message: `${email.trim()} is already a member.` };
    return this.#api
      .query<{ getMemberEmail?: Raw | null }>(EMAIL_CLAIM_OPERATIONS.get, { id: ownerOf(email) })
      .andThen(({ getMemberEmail: claim }) => {
        // Let go of between the two calls: claim again.
        if (!claim) return this.#claim(email, memberId, tries - 1);
        const holder = textField(claim, 'memberId');
        return this.#standing(claim, holder, email, memberId).andThen((standing) => {
          if (standing === 'ours') return okAsync(undefined);
          if (standing === 'taken') return errAsync(taken);
          return this.#api
            .mutate(EMAIL_CLAIM_OPERATIONS.update, { input: { id: ownerOf(email), memberId }, condition: { memberId: { eq: holder } } })
            .map(() => undefined)
            .orElse((error) => (error.type === 'DuplicateId' ? this.#claim(email, memberId, tries - 1) : errAsync(error)));
        });
      });
  }

  /** Whose the claim is: this member's, a member's who holds the address, or nobody's any more. */
  #standing(claim: Raw, holder: string, email: string, memberId: string): ResultAsync<Standing, RepositoryError> {
    if (holder === memberId) return okAsync('ours');
    const settled = this.#now() - Date.parse(textField(claim, 'updatedAt')) > this.#settleMs;
    return this.#members
      .get(holder)
      .map((member): Standing => (sameEmail(member.email, email) ? 'taken' : 'stale'))
      .orElse((error) => (error.type === 'NotFound' ? okAsync<Standing, RepositoryError>(settled ? 'stale' : 'taken') : errAsync(error)));
  }

  /**
   * Lets go of an address this member held; another member's claim is left alone (the condition).
   * A claim that cannot be let go of now stays behind stale and is taken over by the next member.
   */
  #release(email: string, memberId: string): ResultAsync<void, never> {
    return this.#api
      .mutate(EMAIL_CLAIM_OPERATIONS.delete, { input: { id: ownerOf(email) }, condition: { memberId: { eq: memberId } } })
      .map(() => undefined)
      .orElse(() => okAsync(undefined));
  }
}

/** The member records of the aws wiring: the generated operations, with unique e-mail by claims. */
export function appsyncMembers(api: GraphqlTransport, options: EmailClaimOptions = {}): MemberRepository {
  return new EmailClaimingMemberRepository(new AppsyncMemberRepository(api), api, options);
}
