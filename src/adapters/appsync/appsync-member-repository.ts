import { okAsync, type ResultAsync } from 'neverthrow';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MemberChanges, MemberRepository, NewMember } from '../../application/ports/member-repository.port';
import { compareListed } from '../../application/ports/page-cursor';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { MEMBER_FIELDS, MEMBER_VALUE_FIELDS, normalizeEmail, type Member, type MemberField } from '../../domain/members';
import { givenChanges, nullableField, pageOf, recordOf, textRecord, type Connection, type Raw } from '../http/graphql-listing';
import { modelOperations } from '../http/graphql-operations';
import type { GraphqlTransport } from '../http/graphql-transport';
import { paginate } from '../in-memory/paginate';

const FIELDS = [...MEMBER_FIELDS, 'createdAt', 'updatedAt'] as const;

/** The member documents Amplify generates for the Member model: get, list, create, update, delete. */
export const APPSYNC_MEMBER_OPERATIONS = modelOperations('Member', FIELDS.join('\n    '));

/** Records read per listMembers call when the whole table is wanted. */
export const APPSYNC_SCAN_PAGE = 1_000;

/** An optional year: absent, NULL and empty text all read as null. */
const yearOf = (raw: Raw, key: 'gradYear' | 'duesPayYear') => nullableField(raw, key) || null;

function memberOf(raw: Raw): Member {
  return { ...textRecord<Member>(raw, FIELDS), gradYear: yearOf(raw, 'gradYear'), duesPayYear: yearOf(raw, 'duesPayYear') };
}

/** A change's nulls as empty text: the owner rule refuses a null from a member, and '' reads back as blank. */
const blanksAsText = (changes: Raw): Raw =>
  Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value === null ? '' : value]));

/** The record's owner: whose ID token's `email` claim AppSync lets read and update it (amplify/data/resource.ts). */
export const ownerOf = (email: string) => normalizeEmail(email);

/** A missing id on update or delete: AppSync's generated condition fails, which the transport calls DuplicateId. */
const missingAsNotFound = (error: RepositoryError): RepositoryError => (error.type === 'DuplicateId' ? notFound('The member') : error);

/**
 * Member records on AppSync (amplify/data/resource.ts) through the operations Amplify generates
 * and nothing else, for the browser (user pool token) and the payments server (IAM) alike.
 *
 * - Every record carries `owner`, its e-mail in lower case: the owner rule lets the member whose ID
 *   token has that e-mail read and update it, and findByEmail asks listMembers for it exactly, so
 *   an address stored in any case is found by any case.
 * - AppSync's list is a DynamoDB scan: no order, and the filter applied after the limit. `list`
 *   therefore reads the whole table (pages of 1,000) and filters, orders and pages it here as the
 *   port promises; fine for a chapter's hundreds of members, not for millions.
 * - A null in a create would be stored as a NULL attribute (which exists); it is left out instead.
 *   An update clears a field with empty text: AppSync refuses a member's null ('Unauthorized on
 *   [gradYear]'), and an empty year reads back as null.
 * - DynamoDB keeps nothing unique but the id: two records with one e-mail are both stored.
 *   member-email-claims.ts adds the claim that refuses the second.
 */
export class AppsyncMemberRepository implements MemberRepository {
  readonly #api: GraphqlTransport;

  constructor(api: GraphqlTransport) {
    this.#api = api;
  }

  list(query: ListQuery<MemberField> = {}): ResultAsync<Page<Member>, RepositoryError> {
    return this.#scan(null, null, []).andThen((members) => paginate(members, MEMBER_FIELDS, query));
  }

  get(id: string): ResultAsync<Member, RepositoryError> {
    return this.#api
      .query<{ getMember?: Raw }>(APPSYNC_MEMBER_OPERATIONS.get, { id })
      .andThen((data) => recordOf(data.getMember, memberOf, 'The member'));
  }

  /** The member whose owner is this e-mail (the oldest, should the store hold two). */
  findByEmail(email: string): ResultAsync<Member | null, RepositoryError> {
    return this.#scan({ owner: { eq: ownerOf(email) } }, null, []).map((members) => [...members].sort(compareListed)[0] ?? null);
  }

  create(member: NewMember): ResultAsync<Member, RepositoryError> {
    const given = Object.fromEntries(Object.entries(givenChanges(member, MEMBER_VALUE_FIELDS)).filter(([, value]) => value !== null));
    return this.#mutate('createMember', APPSYNC_MEMBER_OPERATIONS.create, { ...given, id: member.id, owner: ownerOf(member.email) });
  }

  update(id: string, changes: MemberChanges): ResultAsync<Member, RepositoryError> {
    const owner = changes.email === undefined ? {} : { owner: ownerOf(changes.email) };
    const input = { ...blanksAsText(givenChanges(changes, MEMBER_VALUE_FIELDS)), ...owner, id };
    return this.#mutate('updateMember', APPSYNC_MEMBER_OPERATIONS.update, input).mapErr(missingAsNotFound);
  }

  delete(id: string): ResultAsync<Member, RepositoryError> {
    return this.#mutate('deleteMember', APPSYNC_MEMBER_OPERATIONS.delete, { id }).mapErr(missingAsNotFound);
  }

  /** Every record passing `filter`, following nextToken to the end of the table. */
  #scan(filter: Raw | null, nextToken: string | null, found: readonly Member[]): ResultAsync<readonly Member[], RepositoryError> {
    return this.#api
      .query<{ listMembers?: Connection }>(APPSYNC_MEMBER_OPERATIONS.list, { filter, limit: APPSYNC_SCAN_PAGE, nextToken })
      .andThen((data) => pageOf(data.listMembers, memberOf))
      .andThen((page) => {
        const all = [...found, ...page.items];
        return page.nextToken === null ? okAsync(all) : this.#scan(filter, page.nextToken, all);
      });
  }

  #mutate(field: string, document: string, input: Raw): ResultAsync<Member, RepositoryError> {
    return this.#api
      .mutate<Record<string, Raw | undefined>>(document, { input })
      .andThen((data) => recordOf(data[field], memberOf, 'The member'));
  }
}
