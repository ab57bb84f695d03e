import type { ResultAsync } from 'neverthrow';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MemberChanges, MemberRepository, NewMember } from '../../application/ports/member-repository.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { MEMBER_FIELDS, MEMBER_VALUE_FIELDS, type Member, type MemberField } from '../../domain/members';
import { givenChanges, listVariables, nullableField, pageOf, recordOf, textRecord, type Connection, type Raw } from './graphql-listing';
import { modelOperations } from './graphql-operations';
import type { GraphqlTransport } from './graphql-transport';

const FIELDS = [...MEMBER_FIELDS, 'createdAt', 'updatedAt'] as const satisfies readonly (keyof Member)[];
const SELECTION = FIELDS.join('\n    ');

/** The Amplify-generated member documents, and the look-up by e-mail this API adds for the Member Area. */
const MEMBER_OPERATIONS = {
  ...modelOperations('Member', SELECTION),
  memberByEmail: `query MemberByEmail($email: String!) {\n  memberByEmail(email: $email) {\n    ${SELECTION}\n    __typename\n  }\n}`,
} as const;

function toMember(raw: Raw): Member {
  return { ...textRecord<Member>(raw, FIELDS), gradYear: nullableField(raw, 'gradYear'), duesPayYear: nullableField(raw, 'duesPayYear') };
}

/**
 * The MemberRepository over the self-hosted GraphQL API (Apollo Client in the Member Area and
 * Admin Panel). The server decides what each caller may see: an administrator everything, a member
 * their own record (findByEmail with their own e-mail, get with their own ID), a visitor nothing.
 * AppSync has no `memberByEmail`: the aws wiring uses ../appsync/appsync-member-repository.ts.
 */
export class GraphqlMemberRepository implements MemberRepository {
  readonly #api: GraphqlTransport;

  constructor(api: GraphqlTransport) {
    this.#api = api;
  }

  list(query?: ListQuery<MemberField>): ResultAsync<Page<Member>, RepositoryError> {
    return this.#api
      .query<{ listMembers?: Connection }>(MEMBER_OPERATIONS.list, listVariables(query))
      .andThen((data) => pageOf(data.listMembers, toMember));
  }

  get(id: string): ResultAsync<Member, RepositoryError> {
    return this.#api
      .query<{ getMember?: Raw }>(MEMBER_OPERATIONS.get, { id })
      .andThen((data) => recordOf(data.getMember, toMember, 'The member'));
  }

  findByEmail(email: string): ResultAsync<Member | null, RepositoryError> {
    return this.#api
      .query<{ memberByEmail?: Raw | null }>(MEMBER_OPERATIONS.memberByEmail, { email })
      .map((data) => (data.memberByEmail ? toMember(data.memberByEmail) : null));
  }

  create(member: NewMember): ResultAsync<Member, RepositoryError> {
    return this.#mutate('createMember', MEMBER_OPERATIONS.create, { ...givenChanges(member, MEMBER_VALUE_FIELDS), id: member.id });
  }

  update(id: string, changes: MemberChanges): ResultAsync<Member, RepositoryError> {
    return this.#mutate('updateMember', MEMBER_OPERATIONS.update, { ...givenChanges(changes, MEMBER_VALUE_FIELDS), id });
  }

  delete(id: string): ResultAsync<Member, RepositoryError> {
    return this.#mutate('deleteMember', MEMBER_OPERATIONS.delete, { id });
  }

  #mutate(field: string, document: string, input: Raw): ResultAsync<Member, RepositoryError> {
    return this.#api
      .mutate<Record<string, Raw | undefined>>(document, { input })
      .andThen((data) => recordOf(data[field], toMember, 'The member'));
  }
}
