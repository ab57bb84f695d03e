import type { AuditEntry } from '../../domain/audit';
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
/** The audit entry of an officer's creation or deletion of a member's record, made from the record. */
export type MemberAudit = (member: Member) => AuditEntry;

export interface MemberRepository {
  list(query?: ListQuery<MemberField>): ResultAsync<Page<Member>, RepositoryError>;
  get(id: string): ResultAsync<Member, RepositoryError>;
  findByEmail(email: string): ResultAsync<Member | null, RepositoryError>;
  /** An administrator's creation passes its `audit` entry (made from the record written), written in the same transaction. */
  create(member: NewMember, audit?: MemberAudit): ResultAsync<Member, RepositoryError>;
  /** An administrator's change of another's record passes its `audit` entry, written in the same transaction. */
  update(id: string, changes: MemberChanges, audit?: AuditEntry): ResultAsync<Member, RepositoryError>;
  /** An administrator's deletion passes its `audit` entry (made from the record removed), written in the same transaction. */
  delete(id: string, audit?: MemberAudit): ResultAsync<Member, RepositoryError>;
}
