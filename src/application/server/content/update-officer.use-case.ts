import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import { validateOfficerForm, type OfficerForm } from '../../../domain/validation/admin-forms';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import { invalidInput, type ContentError } from './content.errors';
import { givenOnly } from './given-fields';

/** The ports `updateOfficer` needs. */
export interface UpdateOfficerDeps {
  readonly officers: OfficerRepository;
}

/** Who asks (the server-decided actor), and for what: the fields to change (undefined: unchanged). */
export interface UpdateOfficerInput {
  readonly actor: Actor;
  readonly id: string;
  readonly changes: Partial<OfficerForm>;
}

/**
 * Changes an officer by id (updateOfficer), for administrators: the record it would become is
 * checked with `validateOfficerForm`, then only the given fields are written (cleaned). A rename
 * onto another officer's name answers DuplicateName; an unknown id NotFound.
 */
export function updateOfficer(deps: UpdateOfficerDeps, input: UpdateOfficerInput): ResultAsync<Officer, ContentError> {
  return authorize(input.actor.role, 'updateOfficer')
    .asyncAndThen(() => deps.officers.get(input.id))
    .andThen(({ name, position, summary, photo }) =>
      validateOfficerForm({ name, position, summary, photo, ...givenOnly(input.changes) }).mapErr(invalidInput),
    )
    .andThen((form) => deps.officers.update(input.id, givenOnly(form, input.changes)));
}
