import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import {
  EXPIRED_TOKEN,
  INVALID_TOKEN,
  type SignedTokens,
  type TokenError,
  type TokenPurpose,
} from '../../application/ports/signed-tokens.port';

/** 16 bytes of HMAC-SHA-256 (128 bits): as long as a guess must be, short enough for a small QR code. */
const SIGNATURE_BYTES = 16;

/**
 * Tokens `<subject, base64url>.<expiry in s, base36, or 0>.<signature>`, signed with HMAC-SHA-256
 * over the purpose, subject and expiry (each on its own line, so none can be shifted into another).
 */
export class HmacSignedTokens implements SignedTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.byteLength < 32) throw new Error('A token key needs at least 32 bytes.');
    this.#key = key;
  }

  sign(purpose: TokenPurpose, subject: string, expiresAt: number | null): string {
    const expiry = expiresAt === null ? '0' : Math.ceil(expiresAt / 1000).toString(36);
    const encoded = Buffer.from(subject, 'utf8').toString('base64url');
    return `${encoded}.${expiry}.${this.#signature(purpose, encoded, expiry).toString('base64url')}`;
  }

  read(purpose: TokenPurpose, token: string, now: number): Result<string, TokenError> {
    const parts = /^([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token.trim());
    if (!parts) return err(INVALID_TOKEN);
    const [, encoded = '', expiry = '', signature = ''] = parts;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.#signature(purpose, encoded, expiry);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err(INVALID_TOKEN);
    if (expiry !== '0' && parseInt(expiry, 36) * 1000 <= now) return err(EXPIRED_TOKEN);
    return ok(Buffer.from(encoded, 'base64url').toString('utf8'));
  }

  #signature(purpose: TokenPurpose, encoded: string, expiry: string): Buffer {
    return createHmac('sha256', this.#key).update(`${purpose}\n${encoded}\n${expiry}`).digest().subarray(0, SIGNATURE_BYTES);
  }
}
