import { errAsync, type Result, type ResultAsync } from 'neverthrow';
import { checkNewPassword } from '../rules/passwords';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { fromStoreError } from './store-errors';

/** A new password the policy accepts (8 to 256 characters, not a common one); else InvalidPassword with the domain's message. */
export function acceptablePassword(password: string): Result<string, IdentityError> {
  return checkNewPassword(password).mapErr((error): IdentityError => ({ type: 'InvalidPassword', message: error.message }));
}

/** The hasher's slow, salted hash; its failure is Unavailable. */
export function hashPassword(ctx: IdentityDeps, password: string): ResultAsync<string, IdentityError> {
  return ctx.passwords.hash(password).mapErr(fromStoreError);
}

/** A new password checked against the policy, then hashed. */
export function choosePassword(ctx: IdentityDeps, password: string): ResultAsync<string, IdentityError> {
  return acceptablePassword(password).match(
    (accepted) => hashPassword(ctx, accepted),
    (error) => errAsync<string, IdentityError>(error),
  );
}
