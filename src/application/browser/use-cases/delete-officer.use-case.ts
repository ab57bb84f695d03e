import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import { MESSAGES, type Notice } from '../messages';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `deleteOfficer` needs. */
export interface DeleteOfficerDeps {
  readonly officers: OfficerRepository;
}

/** What `deleteOfficer` answers instead of a result, with the notice to show. */
export type DeleteOfficerError = AdminOnly | ContentFailure<'OfficerDeleteFailed'>;

/**
 * Admin Panel 'delete officer', for an administrator only (anyone else is refused before any port
 * is called): 'Officer deleted successfully!' or 'Failed to process officer data. Please try again.'
 */
export function deleteOfficer(
  deps: DeleteOfficerDeps,
  input: { readonly actor: Actor; readonly id: string },
): ResultAsync<{ readonly officer: Officer; readonly notice: Notice }, DeleteOfficerError> {
  return authorizeAdminAction(input.actor, ['deleteOfficer'])
    .asyncAndThen(() =>
      deps.officers.delete(input.id).mapErr((error) => contentFailure('OfficerDeleteFailed', error, MESSAGES.officerProcessingFailed)),
    )
    .map((officer) => ({ officer, notice: MESSAGES.officerDeleted }));
}
