import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import type { ContentError } from './content.errors';

/** The ports `deleteOfficer` needs. */
export interface DeleteOfficerDeps {
  readonly officers: OfficerRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface DeleteOfficerInput {
  readonly actor: Actor;
  readonly id: string;
}

/** Deletes an officer, answering it (administrators only). */
export function deleteOfficer(deps: DeleteOfficerDeps, input: DeleteOfficerInput): ResultAsync<Officer, ContentError> {
  return authorize(input.actor.role, 'deleteOfficer').asyncAndThen(() => deps.officers.delete(input.id));
}
