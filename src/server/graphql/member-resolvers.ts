import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { createMember } from '../../application/server/content/create-member.use-case';
import { deleteMember } from '../../application/server/content/delete-member.use-case';
import { findMemberByEmail } from '../../application/server/content/find-member-by-email.use-case';
import { getMember } from '../../application/server/content/get-member.use-case';
import { getMyMember } from '../../application/server/content/get-my-member.use-case';
import { listMembers } from '../../application/server/content/list-members.use-case';
import type { MemberValues } from '../../application/server/content/member-record';
import { updateMember } from '../../application/server/content/update-member.use-case';
import type { ListFilter, ListQuery, Page } from '../../application/ports/list-query';
import { INVALID_NEXT_TOKEN } from '../../application/ports/page-cursor';
import { canActor } from '../../domain/access';
import { MEMBER_FIELDS, MEMBER_VALUE_FIELDS, type Member, type MemberField } from '../../domain/members';
import type { AppDeps } from '../app-deps';
import { toListQuery, type ListArguments } from './list-arguments';
import { whenCondition, whenCreateCondition } from './mutation-conditions';
import type { ResolverError } from './graphql-failure';
import { settle, text, type GraphqlContext, type MutationArguments, type Resolvers } from './resolver-support';

type MemberInput = Partial<Record<(typeof MEMBER_VALUE_FIELDS)[number], string | null>>;

/** A new member's values as the use case checks them: absent text is empty, absent years are null. */
function newMember(input: MemberInput): MemberValues {
  const texts = Object.fromEntries(MEMBER_VALUE_FIELDS.map((field) => [field, text(input[field])])) as Record<
    (typeof MEMBER_VALUE_FIELDS)[number],
    string
  >;
  return { ...texts, gradYear: input.gradYear ?? null, duesPayYear: input.duesPayYear ?? null };
}

/** The e-mail a filter asks for when it is exactly `{ email: { eq } }`, else null. */
function onlyEmail(filter: ListFilter<MemberField> | null | undefined): string | null {
  const keys = filter ? Object.keys(filter) : [];
  const email = filter?.email;
  const onlyEq = email !== undefined && Object.keys(email).length === 1 && email.eq !== undefined;
  return keys.length === 1 && onlyEq ? (email.eq ?? null) : null;
}

type MemberDeps = Pick<AppDeps, 'members' | 'ids' | 'clock' | 'identity' | 'accountSessions'>;

/** The lookup by e-mail has one page: a nextToken cannot come from it. */
const NOT_OUR_TOKEN: ResolverError = { type: 'InvalidQuery', message: INVALID_NEXT_TOKEN };

/**
 * listMembers as the original Member Area called it: `filter: { email: { eq: <own e-mail> } }`.
 * Someone who may not list members gets their own record that way (a one-item page, or none
 * when they have no record), through findMemberByEmail and its rules: another e-mail, or no
 * sign-in, stays Unauthorized. Any other filter goes to listMembers, which refuses them.
 */
function listMembersFor(
  deps: MemberDeps,
  actor: GraphqlContext['actor'],
  query: ListQuery<MemberField>,
): ResultAsync<Page<Member>, ResolverError> {
  const email = onlyEmail(query.filter);
  if (email === null || canActor(actor, 'listMembers')) return listMembers(deps, { actor, query });
  return findMemberByEmail(deps, { actor, email }).andThen((member) =>
    query.nextToken ? errAsync(NOT_OUR_TOKEN) : okAsync({ items: member ? [member] : [], nextToken: null }),
  );
}

/**
 * The member operations: getMember, listMembers, the extra myMember and memberByEmail, and the
 * mutations (deleteMember also ends the member's sessions). Who may do what is the use cases' decision (an administrator anything; a member only
 * their own record, and never its ID, e-mail, membership or dues year; a visitor nothing).
 * createMember is for administrators: members are normally created when a membership is paid.
 */
export function memberResolvers(deps: MemberDeps): Resolvers {
  const read = (actor: GraphqlContext['actor'], id: string) => () => getMember(deps, { actor, id });
  // Deleting a record ends the member's sessions (unless this wiring holds none: AppDeps.accountSessions).
  const deletion = {
    members: deps.members,
    clock: deps.clock,
    sessions: deps.accountSessions === undefined ? deps.identity : deps.accountSessions,
  };
  return {
    getMember: ({ id }: { id: string }, { actor }: GraphqlContext) => settle(getMember(deps, { actor, id })),
    listMembers: (args: ListArguments, { actor }: GraphqlContext) =>
      settle(toListQuery(MEMBER_FIELDS, args).asyncAndThen((query) => listMembersFor(deps, actor, query))),
    myMember: (_args: object, { actor }: GraphqlContext) => settle(getMyMember(deps, { actor })),
    memberByEmail: ({ email }: { email: string }, { actor }: GraphqlContext) => settle(findMemberByEmail(deps, { actor, email })),
    createMember: (
      { input: { id, ...values }, condition }: MutationArguments<MemberInput & { id?: string | null }>,
      { actor }: GraphqlContext,
    ) => settle(whenCreateCondition(condition, MEMBER_VALUE_FIELDS, () => createMember(deps, { actor, id, member: newMember(values) }))),
    updateMember: ({ input: { id, ...changes }, condition }: MutationArguments<MemberInput & { id: string }>, { actor }: GraphqlContext) =>
      settle(whenCondition(condition, MEMBER_VALUE_FIELDS, read(actor, id), () => updateMember(deps, { actor, id, changes }))),
    deleteMember: ({ input: { id }, condition }: MutationArguments<{ id: string }>, { actor }: GraphqlContext) =>
      settle(whenCondition(condition, MEMBER_VALUE_FIELDS, read(actor, id), () => deleteMember(deletion, { actor, id }))),
  };
}
