import type { ResultAsync } from 'neverthrow';
import type { Officer } from '../../../domain/officers';
import { listAll } from '../list-all';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import { ownWords, type ContentFailure } from './content-failure';

/** The ports `loadOfficers` needs. */
export interface LoadOfficersDeps {
  readonly officers: OfficerRepository;
}

/** What `loadOfficers` answers instead of a result, with the notice to show. */
export type LoadOfficersError = ContentFailure<'OfficersLoadFailed'>;

/** Every officer, in the order they were added, for 'Our Officers' and the Admin Panel. The spec gives no failure message. */
export function loadOfficers(deps: LoadOfficersDeps): ResultAsync<readonly Officer[], LoadOfficersError> {
  return listAll((query) => deps.officers.list(query)).mapErr((error) => ownWords('OfficersLoadFailed', error));
}
