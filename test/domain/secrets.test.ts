import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSecret } from '../../src/domain/secrets';

describe('sameSecret', () => {
  it('compares strings fully, whatever their lengths', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'ab')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });

  it('agrees with === on any two strings', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => sameSecret(a, b) === (a === b)));
  });
});
