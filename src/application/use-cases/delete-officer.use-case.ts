import type { ResultAsync } from 'neverthrow';
import type { Officer } from '../../domain/officers';
import { MESSAGES, type Notice } from '../messages';
import type { OfficerRepository } from '../ports/officer-repository.port';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `deleteOfficer` needs. */
export interface DeleteOfficerDeps {
  readonly officers: OfficerRepository;
}

/** What `deleteOfficer` answers instead of a result, with the notice to show. */
export type DeleteOfficerError = ContentFailure<'OfficerDeleteFailed'>;

/** Admin Panel 'delete officer': 'Officer deleted successfully!' or 'Failed to process officer data. Please try again.' */
export function deleteOfficer(
  deps: DeleteOfficerDeps,
  input: { readonly id: string },
): ResultAsync<{ readonly officer: Officer; readonly notice: Notice }, DeleteOfficerError> {
  return deps.officers
    .delete(input.id)
    .map((officer) => ({ officer, notice: MESSAGES.officerDeleted }))
    .mapErr((error) => contentFailure('OfficerDeleteFailed', error, MESSAGES.officerProcessingFailed));
}
