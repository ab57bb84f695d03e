import type { ResultAsync } from 'neverthrow';
import type { Officer } from '../../domain/officers';
import type { ListQuery, Page } from './list-query';
import type { RepositoryError } from './repository.errors';

/** The fields a filter may name (besides createdAt and updatedAt). */
export const OFFICER_FIELDS = ['id', 'name', 'position', 'summary', 'photo'] as const;
export type OfficerField = (typeof OFFICER_FIELDS)[number];
export type OfficerInput = Pick<Officer, 'name' | 'position' | 'summary' | 'photo'>;

/** The executive board. Names are unique (see `nameKey`): a second create answers DuplicateName. */
export interface OfficerRepository {
  list(query?: ListQuery<OfficerField>): ResultAsync<Page<Officer>, RepositoryError>;
  get(id: string): ResultAsync<Officer, RepositoryError>;
  findByName(name: string): ResultAsync<Officer | null, RepositoryError>;
  create(officer: OfficerInput): ResultAsync<Officer, RepositoryError>;
  update(id: string, changes: Partial<OfficerInput>): ResultAsync<Officer, RepositoryError>;
  delete(id: string): ResultAsync<Officer, RepositoryError>;
}
