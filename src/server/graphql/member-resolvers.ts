import { createMember } from '../../application/backend/content/create-member.use-case';
import { deleteMember } from '../../application/backend/content/delete-member.use-case';
import { findMemberByEmail } from '../../application/backend/content/find-member-by-email.use-case';
import { getMember } from '../../application/backend/content/get-member.use-case';
import { getMyMember } from '../../application/backend/content/get-my-member.use-case';
import { listMembers } from '../../application/backend/content/list-members.use-case';
import type { MemberValues } from '../../application/backend/content/member-record';
import { updateMember } from '../../application/backend/content/update-member.use-case';
import type { MemberField } from '../../application/ports/member-repository.port';
import type { AppDeps } from '../app-deps';
import { toListQuery, type ListArguments } from './list-arguments';
import { refuseCreateCondition, whenCondition } from './mutation-conditions';
import { settle, text, type GraphqlContext, type MutationArguments, type Resolvers } from './resolver-support';

const VALUES = [
  'firstName', 'lastName', 'email', 'address', 'state', 'city', 'zipcode', 'phone', 'gradYear', 'membership', 'duesPayYear',
] as const satisfies readonly MemberField[];
const FIELDS: readonly MemberField[] = ['id', ...VALUES];

type MemberInput = Partial<Record<(typeof VALUES)[number], string | null>>;

/** A new member's values as the use case checks them: absent text is empty, absent years are null. */
function newMember(input: MemberInput): MemberValues {
  const texts = Object.fromEntries(VALUES.map((field) => [field, text(input[field])])) as Record<(typeof VALUES)[number], string>;
  return { ...texts, gradYear: input.gradYear ?? null, duesPayYear: input.duesPayYear ?? null };
}

/**
 * The member operations: getMember, listMembers, the extra myMember and memberByEmail, and the
 * mutations. Who may do what is the use cases' decision (an administrator anything; a member only
 * their own record, and never its ID, e-mail, membership or dues year; a visitor nothing).
 * createMember is for administrators: members are normally created when a membership is paid.
 */
export function memberResolvers(deps: Pick<AppDeps, 'members' | 'ids' | 'clock'>): Resolvers {
  const read = (actor: GraphqlContext['actor'], id: string) => () => getMember(deps, { actor, id });
  return {
    getMember: ({ id }: { id: string }, { actor }: GraphqlContext) => settle(getMember(deps, { actor, id })),
    listMembers: (args: ListArguments, { actor }: GraphqlContext) =>
      settle(toListQuery(FIELDS, args).asyncAndThen((query) => listMembers(deps, { actor, query }))),
    myMember: (_args: object, { actor }: GraphqlContext) => settle(getMyMember(deps, { actor })),
    memberByEmail: ({ email }: { email: string }, { actor }: GraphqlContext) => settle(findMemberByEmail(deps, { actor, email })),
    createMember: ({ input: { id, ...values }, condition }: MutationArguments<MemberInput & { id?: string | null }>, { actor }: GraphqlContext) =>
      settle(refuseCreateCondition(condition).asyncAndThen(() => createMember(deps, { actor, id, member: newMember(values) }))),
    updateMember: ({ input: { id, ...changes }, condition }: MutationArguments<MemberInput & { id: string }>, { actor }: GraphqlContext) =>
      settle(whenCondition(condition, VALUES, read(actor, id), () => updateMember(deps, { actor, id, changes }))),
    deleteMember: ({ input: { id }, condition }: MutationArguments<{ id: string }>, { actor }: GraphqlContext) =>
      settle(whenCondition(condition, VALUES, read(actor, id), () => deleteMember(deps, { actor, id }))),
  };
}
