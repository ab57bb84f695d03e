import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MfaType } from '../../src/identity/rules/identity-rules';
import {
  canMake,
  changesOffered,
  isTwoStepOn,
  keyInGroups,
  methodsOn,
  needsCurrentCode,
  preferenceAfter,
  TWO_STEP_FIELD_MESSAGES,
  validateAuthenticatorCode,
  validateTwoStepProof,
  type TwoStepChange,
  type TwoStepSettings,
} from '../../src/domain/two-step';

const OFF: TwoStepSettings = { enabled: [], preferred: null };
const APP: TwoStepSettings = { enabled: ['TOTP'], preferred: 'TOTP' };
const EMAIL: TwoStepSettings = { enabled: ['EMAIL'], preferred: 'EMAIL' };
const BOTH: TwoStepSettings = { enabled: ['EMAIL', 'TOTP'], preferred: 'TOTP' };

const settingsArb: fc.Arbitrary<TwoStepSettings> = fc.record({
  enabled: fc.subarray<MfaType>(['SMS', 'TOTP', 'EMAIL']),
  preferred: fc.constantFrom<MfaType | null>(null, 'SMS', 'TOTP', 'EMAIL'),
});
const changeArb: fc.Arbitrary<TwoStepChange> = fc.constantFrom<TwoStepChange>(
  { kind: 'setUpAuthenticator' },
  { kind: 'turnOnEmail' },
  { kind: 'prefer', method: 'TOTP' },
  { kind: 'prefer', method: 'EMAIL' },
  { kind: 'turnOff' },
);

describe('two-step settings', () => {
  it('is on while an offered method is on; an SMS factor alone does not count', () => {
    expect([OFF, APP, EMAIL, BOTH].map(isTwoStepOn)).toEqual([false, true, true, true]);
    expect(isTwoStepOn({ enabled: ['SMS'], preferred: 'SMS' })).toBe(false);
    expect(methodsOn(BOTH)).toEqual(['TOTP', 'EMAIL']);
    expect([OFF, APP].map(needsCurrentCode)).toEqual([false, true]);
  });

  it('offers what each state allows', () => {
    const kinds = (s: TwoStepSettings) => changesOffered(s).map((c) => (c.kind === 'prefer' ? `prefer ${c.method}` : c.kind));
    expect(kinds(OFF)).toEqual(['setUpAuthenticator', 'turnOnEmail']);
    expect(kinds(APP)).toEqual(['turnOnEmail', 'turnOff']);
    expect(kinds(EMAIL)).toEqual(['setUpAuthenticator', 'turnOff']);
    expect(kinds(BOTH)).toEqual(['prefer EMAIL', 'turnOff']);
    expect(kinds({ enabled: ['TOTP', 'EMAIL'], preferred: null })).toEqual(['prefer TOTP', 'prefer EMAIL', 'turnOff']);
  });

  it('stores the preference each change asks for', () => {
    expect(preferenceAfter(OFF, { kind: 'turnOnEmail' })).toEqual({ enable: ['EMAIL'], preferred: 'EMAIL' });
    expect(preferenceAfter(APP, { kind: 'turnOnEmail' })).toEqual({ enable: ['TOTP', 'EMAIL'], preferred: 'TOTP' });
    expect(preferenceAfter(BOTH, { kind: 'prefer', method: 'EMAIL' })).toEqual({ enable: ['TOTP', 'EMAIL'], preferred: 'EMAIL' });
    expect(preferenceAfter(BOTH, { kind: 'turnOff' })).toEqual({ enable: [], preferred: null });
    expect(preferenceAfter(OFF, { kind: 'setUpAuthenticator' })).toBeNull();
  });

  it('never stores a preferred method that is off, nor SMS', () => {
    fc.assert(
      fc.property(settingsArb, changeArb, (settings, change) => {
        const after = preferenceAfter(settings, change);
        if (after === null) return;
        expect(after.enable).not.toContain('SMS');
        if (after.preferred !== null) expect(after.enable).toContain(after.preferred);
      }),
    );
  });

  it('offers only changes that change something', () => {
    fc.assert(
      fc.property(settingsArb, changeArb, (settings, change) => {
        const after = preferenceAfter(settings, change);
        if (!canMake(settings, change) || after === null) return;
        const before = { enable: methodsOn(settings), preferred: settings.preferred };
        expect(after).not.toEqual(before);
      }),
    );
  });
});

describe('validateTwoStepProof', () => {
  it('needs the password, and a six-digit code only while a factor is on', () => {
    expect(validateTwoStepProof({ password: '', code: '' }, true)._unsafeUnwrapErr().fields).toEqual({
      password: TWO_STEP_FIELD_MESSAGES.passwordRequired,
      code: TWO_STEP_FIELD_MESSAGES.codeRequired,
    });
    expect(validateTwoStepProof({ password: ' secret ', code: '12a' }, true)._unsafeUnwrapErr().fields).toEqual({
      code: TWO_STEP_FIELD_MESSAGES.codeShape,
    });
    expect(validateTwoStepProof({ password: ' secret ', code: ' 123 456 ' }, true)._unsafeUnwrap()).toEqual({
      password: ' secret ',
      code: '123456',
    });
    expect(validateTwoStepProof({ password: 'secret', code: 'ignored' }, false)._unsafeUnwrap()).toEqual({
      password: 'secret',
      code: null,
    });
  });

  it('checks the first code of a new authenticator app', () => {
    expect(validateAuthenticatorCode('')._unsafeUnwrapErr().fields).toEqual({ setupCode: TWO_STEP_FIELD_MESSAGES.appCodeRequired });
    expect(validateAuthenticatorCode('12345')._unsafeUnwrapErr().fields).toEqual({ setupCode: TWO_STEP_FIELD_MESSAGES.appCodeShape });
    expect(validateAuthenticatorCode('123 456')._unsafeUnwrap()).toBe('123456');
  });
});

describe('keyInGroups', () => {
  it('splits a key into groups of four, upper case, without padding', () => {
    expect(keyInGroups('jbswy3dpehpk3pxp')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(keyInGroups('ABCDEFGHIJ==')).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(keyInGroups('')).toEqual([]);
  });

  it('keeps every character in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{0,40}$/), (key) => {
        expect(keyInGroups(key).join('')).toBe(key);
      }),
    );
  });
});
