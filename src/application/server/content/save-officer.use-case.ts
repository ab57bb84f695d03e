import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import { validateOfficerForm, type OfficerForm } from '../../../domain/validation/admin-forms';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import { upsertByName, type SaveOutcome } from '../../upsert-named-record';
import { invalidInput, type ContentError } from './content.errors';

/** The ports `saveOfficer` needs. */
export interface SaveOfficerDeps {
  readonly officers: OfficerRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface SaveOfficerInput {
  readonly actor: Actor;
  readonly form: OfficerForm;
}

/** The record saved, and whether it was added or updated. */
export interface SavedOfficer {
  /** 'added' for 'Officer added successfully!', 'updated' for 'Officer updated successfully!'. */
  readonly outcome: SaveOutcome;
  readonly officer: Officer;
}

/**
 * Adds an officer, or updates the one that already has that name (spec section 5), for an
 * administrator. The form is checked with the domain's `validateOfficerForm` first.
 */
export function saveOfficer(deps: SaveOfficerDeps, input: SaveOfficerInput): ResultAsync<SavedOfficer, ContentError> {
  return authorize(input.actor.role, 'createOfficer')
    .andThen(() => authorize(input.actor.role, 'updateOfficer'))
    .andThen(() => validateOfficerForm(input.form).mapErr(invalidInput))
    .asyncAndThen((form) => upsertByName(deps.officers, form, (officer) => officer.name))
    .map(({ outcome, record }) => ({ outcome, officer: record }));
}
