import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  checkChallengeResponse,
  checkChangePassword,
  checkConfirmResetPassword,
  checkConfirmSignUp,
  checkMfaType,
  checkResendSignUpCode,
  checkResetPassword,
  checkSignIn,
  checkSignUp,
  IDENTITY_LIMITS,
  IDENTITY_MESSAGES,
  isExpired,
  signInDelaySeconds,
  accountSignInDelaySeconds,
} from '../../../src/identity/rules/identity-rules';

const invalid = (message: string) => err({ type: 'InvalidParameter', message });

describe('identity messages (spec section 8, word for word)', () => {
  it.each([
    'username is required to signIn',
    'password is required to signIn',
    'code is required to confirmSignUp',
    'oldPassword and newPassword are required to changePassword',
    'challengeResponse is required to confirmSignIn',
    'There is already a signed in user.',
    'User needs to be authenticated to call this API.',
  ])('has %j', (message) => {
    expect(Object.values(IDENTITY_MESSAGES)).toContain(message);
  });
});

describe('checkSignIn', () => {
  it('needs a username', () => {
    expect(checkSignIn('', 'secret')).toEqual(invalid('username is required to signIn'));
    expect(checkSignIn('   ', 'secret')).toEqual(invalid('username is required to signIn'));
  });

  it('needs a password', () => {
    expect(checkSignIn('ada', '')).toEqual(invalid('password is required to signIn'));
    expect(checkSignIn('ada', undefined)).toEqual(invalid('password is required to signIn'));
    expect(checkSignIn('ada', ' ')).toEqual(invalid('password is required to signIn'));
    expect(checkSignIn('ada', 'secret')).toEqual(ok(undefined));
  });
});

describe('the other identity checks', () => {
  it('sign-up needs a username only', () => {
    expect(checkSignUp('')).toEqual(invalid('username is required to signUp'));
    expect(checkSignUp('ada')).toEqual(ok(undefined));
  });

  it('confirm sign-up needs username and code', () => {
    expect(checkConfirmSignUp('', '123456')).toEqual(invalid('username is required to confirmSignUp'));
    expect(checkConfirmSignUp('ada', '')).toEqual(invalid('code is required to confirmSignUp'));
    expect(checkConfirmSignUp('ada', '123456')).toEqual(ok(undefined));
  });

  it('resend sign-up code and reset password need a username', () => {
    expect(checkResendSignUpCode('')).toEqual(invalid('username is required to resendSignUpCode'));
    expect(checkResendSignUpCode('ada')).toEqual(ok(undefined));
    expect(checkResetPassword(' ')).toEqual(invalid('username is required to resetPassword'));
    expect(checkResetPassword('ada')).toEqual(ok(undefined));
  });

  it('confirm reset password needs username, new password and code, in that order', () => {
    expect(checkConfirmResetPassword('', '', '')).toEqual(invalid('username is required to confirmResetPassword'));
    expect(checkConfirmResetPassword('ada', '', '')).toEqual(invalid('newPassword is required to confirmResetPassword'));
    expect(checkConfirmResetPassword('ada', 'new pass', '')).toEqual(invalid('confirmationCode is required to confirmResetPassword'));
    expect(checkConfirmResetPassword('ada', 'new pass', '123456')).toEqual(ok(undefined));
  });

  it('change password needs old and new password', () => {
    const message = 'oldPassword and newPassword are required to changePassword';
    expect(checkChangePassword('', 'new')).toEqual(invalid(message));
    expect(checkChangePassword('old', '')).toEqual(invalid(message));
    expect(checkChangePassword('old', 'new')).toEqual(ok(undefined));
  });

  it('confirm sign-in needs a challenge response', () => {
    expect(checkChallengeResponse('')).toEqual(invalid('challengeResponse is required to confirmSignIn'));
    expect(checkChallengeResponse('123456')).toEqual(ok(undefined));
  });

  it.each(['SMS', 'TOTP', 'EMAIL'])('accepts the MFA type %s', (type) => {
    expect(checkMfaType(type)).toEqual(ok(type));
  });

  it.each(['sms', 'VOICE', '', 'EMAIL '])('refuses the MFA type %j', (type) => {
    expect(checkMfaType(type)).toEqual(invalid('Incorrect MFA method was chosen. It should be either SMS, TOTP, or EMAIL'));
  });
});

describe('accountSignInDelaySeconds', () => {
  it('lets twenty failures in the hour from all clients pass, then waits 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 5, 19].map(accountSignInDelaySeconds)).toEqual([0, 0, 0]);
    expect([20, 21, 22, 23, 24].map(accountSignInDelaySeconds)).toEqual([1, 2, 4, 8, 16]);
    expect([25, 26, 10_000].map(accountSignInDelaySeconds)).toEqual([30, 30, 30]);
  });

  it('never delays an owner by more than seconds: about 140 guesses an hour at most from every client together', () => {
    expect(IDENTITY_LIMITS.maxAccountSignInDelaySeconds).toBe(30);
    expect(IDENTITY_LIMITS.accountFreeSignInFailures + 3600 / IDENTITY_LIMITS.maxAccountSignInDelaySeconds).toBe(140);
  });
});

describe('signInDelaySeconds', () => {
  it('is 0 for fewer than 5 failures, then 1 s doubling to 900 s', () => {
    expect([0, 1, 2, 3, 4].map(signInDelaySeconds)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 14].map(signInDelaySeconds)).toEqual([1, 2, 4, 8, 512]);
    expect(signInDelaySeconds(15)).toBe(900);
    expect(signInDelaySeconds(10_000)).toBe(900);
    expect(signInDelaySeconds(-3)).toBe(0);
  });

  it('property: monotone non-decreasing and never above 900', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(signInDelaySeconds(low)).toBeLessThanOrEqual(signInDelaySeconds(high));
        expect(signInDelaySeconds(high)).toBeLessThanOrEqual(900);
        expect(signInDelaySeconds(low)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('isExpired (5 s tolerance)', () => {
  it('treats a token as expired from 5 s before its expiry', () => {
    expect(isExpired(1_000, 994)).toBe(false);
    expect(isExpired(1_000, 995)).toBe(true);
    expect(isExpired(1_000, 1_000)).toBe(true);
    expect(isExpired(1_000, 2_000)).toBe(true);
  });

  it('property: expired exactly when now + 5 >= expiry', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (expiry, now) => {
        expect(isExpired(expiry, now)).toBe(now + 5 >= expiry);
      }),
    );
  });
});

describe('IDENTITY_LIMITS', () => {
  it('pins the time limits in seconds', () => {
    expect(IDENTITY_LIMITS.signUpCodeSeconds).toBe(24 * 3600);
    expect(IDENTITY_LIMITS.resetCodeSeconds).toBe(3600);
    expect(IDENTITY_LIMITS.temporaryPasswordSeconds).toBe(7 * 86_400);
    expect(IDENTITY_LIMITS.accessTokenSeconds).toBe(3600);
    expect(IDENTITY_LIMITS.refreshTokenSeconds).toBe(30 * 86_400);
    expect(IDENTITY_LIMITS.pendingSignInSeconds).toBe(180);
    expect(IDENTITY_LIMITS.autoSignInSeconds).toBe(180);
    expect(IDENTITY_LIMITS.tokenExpiryToleranceSeconds).toBe(5);
    expect(IDENTITY_LIMITS.freeSignInFailures).toBe(5);
    expect(IDENTITY_LIMITS.maxSignInDelaySeconds).toBe(900);
    expect(IDENTITY_LIMITS.codeAttempts).toBe(5);
  });
});
