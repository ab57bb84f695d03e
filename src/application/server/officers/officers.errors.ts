import type { AccessError } from '../../../domain/access';
import type { RepositoryError } from '../../ports/repository.errors';
import type { InvalidInput } from '../content/content.errors';

/** What the console's roles and audit operations answer instead of a result. */
export type OfficerError = AccessError | RepositoryError | InvalidInput;
