import { okAsync, type ResultAsync } from 'neverthrow';
import type { AdminList } from '../../domain/access';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { Mailer } from '../../application/ports/mailer.port';
import type { AccountStore } from '../ports/account-store.port';
import { fromStoreError } from './store-errors';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { SecretDigest } from '../ports/secret-digest.port';

/** Settings of the identity service, from server configuration. */
export interface IdentityConfig {
  /** Normalised administrator e-mails (`ADMIN_EMAILS`): `authenticate` marks these users admins. */
  readonly admins: AdminList;
  /** The name authenticator apps show next to the code, and e-mails sign with. */
  readonly issuer: string;
  /**
   * Administrators must have two-step sign-in on (`ADMIN_TWO_STEP`, default on in production): one
   * without it is signed in as a member until they turn it on, and cannot turn its last method off.
   */
  readonly adminTwoStepRequired: boolean;
}

/** Everything the identity service needs from outside: storage, hashing, mail, time and randomness. */
export interface IdentityDeps {
  readonly store: AccountStore;
  readonly passwords: PasswordHasher;
  readonly digest: SecretDigest;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: IdentityConfig;
}

/** The dependencies plus the one value worth computing once: a hash to verify unknown e-mails against. */
export interface IdentityContext extends IdentityDeps {
  /** A real hash of a password nobody has, so a sign-in for an unknown e-mail costs one verification too. */
  dummyPasswordHash(): ResultAsync<string, IdentityError>;
}

const DUMMY_PASSWORD = 'no account has this password: it only makes unknown e-mails cost the same';

/** Wraps the dependencies with the lazily computed dummy hash; one per service. */
export function identityContext(deps: IdentityDeps): IdentityContext {
  let dummy: string | null = null;
  const dummyPasswordHash = (): ResultAsync<string, IdentityError> =>
    dummy !== null
      ? okAsync(dummy)
      : deps.passwords
          .hash(DUMMY_PASSWORD)
          .mapErr(fromStoreError)
          .map((hash) => (dummy = hash));
  return { ...deps, dummyPasswordHash };
}

/** Now plus a number of seconds, in the store's milliseconds. */
export function secondsFromNow(ctx: IdentityDeps, seconds: number): number {
  return ctx.clock.now() + seconds * 1000;
}
