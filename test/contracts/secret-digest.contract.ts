import { beforeEach, describe, expect, it } from 'vitest';
import type { SecretDigest } from '../../src/identity/ports/secret-digest.port';

/** What a secret digest suite needs: a fresh digest with the same configuration (key) at every call, as after a restart. */
export interface SecretDigestHarness {
  readonly digest: SecretDigest;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

/** RFC 6238's HOTP value for an 8-byte big-endian counter and its 8-digit code (dynamic truncation, RFC 4226). */
function totpCode(mac: Uint8Array, digits: number): number {
  const offset = mac[mac.length - 1]! & 0x0f;
  return (Buffer.from(mac).readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
}

const counter = (step: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(step));
  return new Uint8Array(bytes);
};

/**
 * The SecretDigest contract: one digest per value, the same every time and after a restart, never
 * the value itself; and HMAC-SHA-1 exactly as RFC 2202 and RFC 6238 publish it.
 */
export function secretDigestContract(name: string, make: () => Promise<SecretDigestHarness>): void {
  describe(`SecretDigest contract: ${name}`, () => {
    let digest: SecretDigest;
    beforeEach(async () => {
      digest = (await make()).digest;
    });

    it('digests a value the same way every time, and after a restart', async () => {
      const first = digest.digest('access:token-1');
      expect(first).not.toBe('');
      expect(digest.digest('access:token-1')).toBe(first);
      expect((await make()).digest.digest('access:token-1')).toBe(first);
    });

    it('never answers with the value, nor with text that contains it', () => {
      for (const value of ['123456', 'access:token-1', 'a-challenge-handle-of-forty-three-characters']) {
        expect(digest.digest(value)).not.toContain(value);
      }
    });

    it('gives every six-digit code its own digest (all 10,000 from 000000 to 009999)', () => {
      const codes = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(6, '0'));
      expect(new Set(codes.map((code) => digest.digest(code))).size).toBe(codes.length);
    });

    it('tells apart values that differ by a prefix, a case or a Unicode normalisation', () => {
      const values = ['access:x', 'refresh:x', 'Access:x', 'access:x ', '', 'José', 'José'.normalize('NFD')];
      expect(new Set(values.map((value) => digest.digest(value))).size).toBe(values.length);
    });

    it('computes HMAC-SHA-1 as RFC 2202 publishes it (test cases 1 and 2)', () => {
      expect(hex(digest.hmacSha1(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe('b617318655057264e28bc0b6fb378c8ef146be00');
      expect(hex(digest.hmacSha1(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
    });

    it("gives RFC 6238's TOTP codes for its SHA-1 secret (T = 59 s and T = 1111111109 s)", () => {
      const secret = utf8('12345678901234567890');
      expect(totpCode(digest.hmacSha1(secret, counter(1)), 8)).toBe(94_287_082);
      expect(totpCode(digest.hmacSha1(secret, counter(37_037_036)), 8)).toBe(7_081_804);
    });
  });
}
