import { describe, expect, it } from 'vitest';
import { CryptoIds } from '../../../src/adapters/crypto/crypto-ids';
import { idGeneratorContract } from '../../contracts/id-generator.contract';

idGeneratorContract('crypto (node:crypto)', async () => ({ ids: new CryptoIds() }));

const ids = new CryptoIds();
const many = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

describe('CryptoIds', () => {
  it('makes UUID v4 record ids, all different', () => {
    const made = many(1000, () => ids.newId());
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(made).size).toBe(1000);
  });

  it('makes 256-bit URL-safe secrets (43 base64url characters), all different', () => {
    const made = many(1000, () => ids.secret());
    for (const secret of made) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
    expect(new Set(made).size).toBe(1000);
  });

  it('makes codes of exactly the digits asked for, leading zeros kept, every digit used', () => {
    const codes = many(2000, () => ids.numericCode(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes.join(''))).toEqual(new Set('0123456789'));
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(ids.numericCode(1)).toMatch(/^\d$/);
    expect(ids.numericCode(30)).toMatch(/^\d{30}$/);
  });

  it('draws each code digit evenly (chi-squared over 60,000 digits)', () => {
    const counts = new Array<number>(10).fill(0);
    for (const digit of many(10_000, () => ids.numericCode(6)).join('')) counts[Number(digit)]!++;
    const expected = 6000;
    const chiSquared = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquared).toBeLessThan(33.7); // 9 degrees of freedom, p = 0.0001
  });

  it('refuses a code length that is not a positive whole number', () => {
    for (const digits of [0, -1, 2.5, Number.NaN]) expect(() => ids.numericCode(digits)).toThrow(RangeError);
  });

  it('draws uniforms in [0, 1) on a fine grid, spread evenly', () => {
    const draws = many(20_000, () => ids.uniform());
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const buckets = new Array<number>(10).fill(0);
    for (const u of draws) buckets[Math.floor(u * 10)]!++;
    for (const count of buckets) expect(count).toBeGreaterThan(1700);
    // 53 bits: the low bits vary too (a 32-bit source would leave u * 2^53 a multiple of 2^21).
    expect(draws.some((u) => (u * 2 ** 53) % 2 ** 21 !== 0)).toBe(true);
  });
});
