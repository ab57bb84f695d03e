import { err, ok, type Result } from 'neverthrow';

/** The configured minimum (spec section 5); no character-class rules (SECURITY.md, ASVS). */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password taken: far above any passphrase, far below what would slow the hash. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Passwords of at least 8 characters that appear at the top of every breached-password list.
 * Compared without regard to case.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '99999999',
  '12341234',
  '11223344',
  '123123123',
  '147258369',
  '987654321',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'qwerty1234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'zaq12wsx',
  '1qaz2wsx',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'letmein1',
  'trustno1',
  'whatever',
  'superman',
  'starwars',
  'computer',
  'michelle',
  'jennifer',
  'mustang1',
  'shadow12',
  'master12',
  'access14',
  'admin123',
  'administrator',
  'changeme',
  'secret123',
  'monkey123',
  'dragon12',
  'liverpool',
  'chelsea1',
  'basketball',
  'jordan23',
  'charlie1',
  'samsung1',
  'freedom1',
  'internet',
  'aa123456',
  'a1234567',
  'qazwsxedc',
  'passport',
  'starwars1',
  'alumni123',
  'member123',
  'chapter1',
  'university',
]);

export type PasswordError = { readonly type: 'WeakPassword'; readonly message: string };

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common one.';

/**
 * Checks a new password against the policy: 8 to 256 characters (counted as code points), not
 * one of the most common passwords. Spaces are allowed and kept; nothing is trimmed.
 */
export function checkNewPassword(password: string): Result<string, PasswordError> {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return err({ type: 'WeakPassword', message: PASSWORD_TOO_SHORT });
  if (length > PASSWORD_MAX_LENGTH) return err({ type: 'WeakPassword', message: PASSWORD_TOO_LONG });
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return err({ type: 'WeakPassword', message: PASSWORD_TOO_COMMON });
  return ok(password);
}
