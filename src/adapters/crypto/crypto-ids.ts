import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../application/ports/id-generator.port';

/** 2^53: a double holds every integer below it exactly. */
const TWO_POW_53 = 2 ** 53;

/**
 * The production IdGenerator, every value from the operating system's CSPRNG (node:crypto):
 * UUID v4 record ids, codes with each digit drawn uniformly (no modulo bias), 256-bit URL-safe
 * secrets, and uniforms in [0, 1) on the full 53-bit grid of a double.
 */
export class CryptoIds implements IdGenerator {
  newId(): string {
    return randomUUID();
  }

  /** 53 random bits over 2^53: uniform on [0, 1), never 1. */
  uniform(): number {
    const bytes = randomBytes(8);
    const high = bytes.readUInt32BE(0) >>> 11; // 21 bits
    const low = bytes.readUInt32BE(4); // 32 bits
    return (high * 2 ** 32 + low) / TWO_POW_53;
  }

  /** `digits` decimal digits, leading zeros kept; throws for a count that is not a positive integer (a bug). */
  numericCode(digits: number): string {
    if (!Number.isInteger(digits) || digits < 1) throw new RangeError(`A code needs a positive whole number of digits, got ${digits}.`);
    return Array.from({ length: digits }, () => String(randomInt(10))).join('');
  }

  /** 32 random bytes, base64url without padding: 43 characters, 256 bits. */
  secret(): string {
    return randomBytes(32).toString('base64url');
  }
}
