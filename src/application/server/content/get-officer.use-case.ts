import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import type { ContentError } from './content.errors';

/** The ports `getOfficer` needs. */
export interface GetOfficerDeps {
  readonly officers: OfficerRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface GetOfficerInput {
  readonly actor: Actor;
  readonly id: string;
}

/** One officer by id (NotFound when there is none). Everyone may read officers. */
export function getOfficer(deps: GetOfficerDeps, input: GetOfficerInput): ResultAsync<Officer, ContentError> {
  return authorize(input.actor.role, 'getOfficer').asyncAndThen(() => deps.officers.get(input.id));
}
