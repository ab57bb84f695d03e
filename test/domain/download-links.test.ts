import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_SECONDS, linkLifetime, MAX_LINK_SECONDS } from '../../src/domain/download-links';

describe('linkLifetime', () => {
  it('defaults to 900 s and allows up to 7 days', () => {
    expect(DEFAULT_LINK_SECONDS).toBe(900);
    expect(MAX_LINK_SECONDS).toBe(604_800);
    expect(linkLifetime()).toEqual(ok(900));
    expect(linkLifetime(1)).toEqual(ok(1));
    expect(linkLifetime(604_800)).toEqual(ok(604_800));
  });

  it('refuses 604801 s', () => {
    expect(linkLifetime(604_801)).toEqual(err({ type: 'ExpiryTooLong', message: 'A link can last at most 7 days.' }));
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (seconds) => {
    expect(linkLifetime(seconds)).toEqual(
      err({ type: 'ExpiryTooLong', message: 'A link lifetime is a whole number of seconds above zero.' }),
    );
  });
});
