import type { ResultAsync } from 'neverthrow';
import type { Member, MemberField } from '../../domain/members';
import type { ListQuery, Page } from './list-query';
import type { RepositoryError } from './repository.errors';

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
