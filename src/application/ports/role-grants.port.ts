import type { ResultAsync } from 'neverthrow';
import type { RoleGrant } from '../../domain/officer-roles';
import type { RepositoryError } from './repository.errors';

/** A grant's revocation: who ended it and when. */
export interface RoleRevocation {
  readonly id: string;
  readonly by: string;
  readonly at: string;
}

/**
 * The officers' role grants (issue 18): kept forever, ended by their term date or revoked. Granting
 * and revoking each append an audit entry ('grantRole', 'revokeRole', subject kind 'role') in the
 * same write, so a grant never exists without the record of who gave it.
 */
export interface RoleGrants {
  /** One account's grants (its e-mail, normalised), any status, oldest first: what a request's actor is read from. */
  grantsOf(email: string): ResultAsync<readonly RoleGrant[], RepositoryError>;
  /** Every grant, newest first. */
  list(): ResultAsync<readonly RoleGrant[], RepositoryError>;
  /** Stores a new grant (its id unique) and its audit entry. */
  grant(grant: RoleGrant): ResultAsync<RoleGrant, RepositoryError>;
  /** Revokes a grant not yet revoked, with its audit entry; NotFound for an unknown or already revoked one. */
  revoke(revocation: RoleRevocation): ResultAsync<RoleGrant, RepositoryError>;
}
