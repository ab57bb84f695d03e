import { okAsync, type ResultAsync } from 'neverthrow';
import type { PasswordHasher, PasswordHasherError } from '../../identity/ports/password-hasher.port';

const PREFIX = 'plain-text-not-for-production$';

/**
 * NOT FOR PRODUCTION: "hashes" a password by prefixing it, so tests run in microseconds. The
 * server uses the argon2id hasher (Argon2PasswordHasher) behind the same port.
 */
export class PlainPasswordHasher implements PasswordHasher {
  hash(password: string): ResultAsync<string, PasswordHasherError> {
    return okAsync(`${PREFIX}${password}`);
  }

  verify(password: string, hash: string): ResultAsync<boolean, PasswordHasherError> {
    return okAsync(hash === `${PREFIX}${password}`);
  }
}
