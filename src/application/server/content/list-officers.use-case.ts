import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import type { OfficerField, OfficerRepository } from '../../ports/officer-repository.port';
import type { ListQuery, Page } from '../../ports/list-query';
import type { ContentError } from './content.errors';

/** The ports `listOfficers` needs. */
export interface ListOfficersDeps {
  readonly officers: OfficerRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface ListOfficersInput {
  readonly actor: Actor;
  readonly query?: ListQuery<OfficerField>;
}

/** One page of officers, with filter, limit and nextToken (listOfficers). Everyone may list officers. */
export function listOfficers(deps: ListOfficersDeps, input: ListOfficersInput): ResultAsync<Page<Officer>, ContentError> {
  return authorize(input.actor.role, 'listOfficers').asyncAndThen(() => deps.officers.list(input.query));
}
