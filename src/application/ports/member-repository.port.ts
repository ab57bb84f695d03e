import type { ResultAsync } from 'neverthrow';
import type { Member } from '../../domain/members';
import type { ListQuery, Page } from './list-query';
import type { RepositoryError } from './repository.errors';

export type MemberField = Exclude<keyof Member, 'createdAt' | 'updatedAt'>;
/** The fields a filter may name (besides createdAt and updatedAt). */
export const MEMBER_FIELDS = [
  'id', 'firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipcode', 'phone', 'gradYear', 'membership', 'duesPayYear',
] as const satisfies readonly MemberField[];
export type NewMember = Omit<Member, 'createdAt' | 'updatedAt'>;
export type MemberChanges = Partial<Omit<Member, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * The chapter's members. E-mail (compared without case) and member ID are each unique: a second
 * create with either answers DuplicateEmail / DuplicateId and writes nothing.
 */
export interface MemberRepository {
  list(query?: ListQuery<MemberField>): ResultAsync<Page<Member>, RepositoryError>;
  get(id: string): ResultAsync<Member, RepositoryError>;
  findByEmail(email: string): ResultAsync<Member | null, RepositoryError>;
  create(member: NewMember): ResultAsync<Member, RepositoryError>;
  update(id: string, changes: MemberChanges): ResultAsync<Member, RepositoryError>;
  delete(id: string): ResultAsync<Member, RepositoryError>;
}
