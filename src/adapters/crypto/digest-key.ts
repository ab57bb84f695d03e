import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from 'neverthrow';
import { MIN_DIGEST_KEY_BYTES } from './hmac-secret-digest';

export type DigestKeyError = { readonly type: 'InvalidDigestKey'; readonly message: string };

function readKey(file: string): Result<Buffer, DigestKeyError> {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  return key.byteLength >= MIN_DIGEST_KEY_BYTES
    ? ok(key)
    : err({ type: 'InvalidDigestKey', message: `${file} must hold at least ${MIN_DIGEST_KEY_BYTES} bytes in base64url.` });
}

/**
 * The HmacSecretDigest's key, kept in `file` (e.g. `DATA_DIR/digest.key`, readable by the owner
 * only) so that it survives restarts: a new key would sign everybody out and void every code.
 * The first start writes 32 random bytes there (exclusively: of two starting processes, one
 * writes and both read the same key). For the composition root, at start-up (synchronous).
 */
export function loadOrCreateDigestKey(file: string): Result<Buffer, DigestKeyError> {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(MIN_DIGEST_KEY_BYTES).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKey(file);
}
