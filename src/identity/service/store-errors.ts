import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { AccountStoreError } from '../ports/account-store.port';
import type { PasswordHasherError } from '../ports/password-hasher.port';
import { IDENTITY_ERRORS } from '../rules/identity.errors';

/** A store's failure in the service's terms. DuplicateEmail is handled where it can occur; a busy hasher says when to come back. */
export function fromStoreError(error: AccountStoreError | PasswordHasherError): IdentityError {
  switch (error.type) {
    case 'DuplicateEmail':
      return { type: 'UsernameExists', message: IDENTITY_ERRORS.usernameExists };
    case 'Busy':
      return { type: 'Unavailable', message: IDENTITY_ERRORS.busy, retryAfterSeconds: error.retryAfterSeconds };
    case 'NotFound':
    case 'Unavailable':
      return { type: 'Unavailable', message: IDENTITY_ERRORS.unavailable };
  }
}
