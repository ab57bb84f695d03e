import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../../src/identity/rules/passwords';

const weak = (message: string) => err({ type: 'WeakPassword', message });

describe('password policy constants', () => {
  it('is 8 to 256 characters with plain messages', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(256);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters.');
    expect(PASSWORD_TOO_LONG).toBe('Password must be at most 256 characters.');
  });
});

describe('checkNewPassword length', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(checkNewPassword('zq7#kLm')).toEqual(weak(PASSWORD_TOO_SHORT));
    expect(checkNewPassword('zq7#kLmw')).toEqual(ok('zq7#kLmw'));
  });

  it('accepts 256 characters and refuses 257', () => {
    expect(checkNewPassword('k'.repeat(256))).toEqual(ok('k'.repeat(256)));
    expect(checkNewPassword('k'.repeat(257))).toEqual(weak(PASSWORD_TOO_LONG));
  });

  it('refuses the empty password', () => {
    expect(checkNewPassword('')).toEqual(weak(PASSWORD_TOO_SHORT));
  });

  it('counts characters, not UTF-16 units: 8 emoji pass, 4 emoji (8 units) do not', () => {
    expect(checkNewPassword('🐍'.repeat(8))).toEqual(ok('🐍'.repeat(8)));
    expect(checkNewPassword('🐍'.repeat(4))).toEqual(weak(PASSWORD_TOO_SHORT));
    expect(checkNewPassword('🐍'.repeat(256)).isOk()).toBe(true);
  });

  it('has no character-class rules: lower-case letters only are fine', () => {
    expect(checkNewPassword('correcthorsebattery')).toEqual(ok('correcthorsebattery'));
  });
});

describe('checkNewPassword spaces', () => {
  it('keeps spaces and does not trim', () => {
    expect(checkNewPassword('  my pass phrase  ')).toEqual(ok('  my pass phrase  '));
  });

  it('counts spaces towards the length', () => {
    expect(checkNewPassword('   abcd')).toEqual(weak(PASSWORD_TOO_SHORT));
    expect(checkNewPassword('    abcd')).toEqual(ok('    abcd'));
  });
});

describe('checkNewPassword common passwords', () => {
  it.each(['password', 'Password123', 'PASSWORD', 'PassWord1', '12345678', 'qwertyuiop', 'iloveyou', 'P@ssw0rd', 'Alumni123'])(
    'refuses %j regardless of case',
    (password) => {
      expect(checkNewPassword(password)).toEqual(weak(PASSWORD_TOO_COMMON));
    },
  );

  it('says so plainly', () => {
    expect(PASSWORD_TOO_COMMON).toBe('This password is too common. Please choose a less common one.');
  });

  it('accepts a common password padded with spaces (spaces are part of it)', () => {
    expect(checkNewPassword(' password ')).toEqual(ok(' password '));
  });
});

describe('checkNewPassword properties', () => {
  it('property: every result is the input unchanged or a WeakPassword error', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (password) => {
        const r = checkNewPassword(password);
        if (r.isOk()) expect(r.value).toBe(password);
        else expect(r.error.type).toBe('WeakPassword');
      }),
    );
  });

  it('property: any text of 8..256 code points that is not a common password is accepted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 7, maxLength: 255 }), (body) => {
        // The marker keeps the text off the common-password list.
        const password = `§${body}`;
        expect(checkNewPassword(password)).toEqual(ok(password));
      }),
    );
  });

  it('property: anything shorter than 8 code points is refused', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 7 }), (password) => {
        expect(checkNewPassword(password)).toEqual(weak(PASSWORD_TOO_SHORT));
      }),
    );
  });
});
