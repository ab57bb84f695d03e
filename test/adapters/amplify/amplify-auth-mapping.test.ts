import { describe, expect, it } from 'vitest';
import { identityErrorFromAmplify } from '../../../src/adapters/amplify/amplify-auth-errors';
import { resetStepFromAmplify, signInStepFromAmplify, signUpStepFromAmplify } from '../../../src/adapters/amplify/amplify-sign-in-steps';

const EMAIL_DELIVERY = { deliveryMedium: 'EMAIL', destination: 'a***@e***.org', attributeName: 'email' } as const;

describe('identityErrorFromAmplify', () => {
  it("keeps Cognito's words for the exceptions of spec section 8", () => {
    expect(
      identityErrorFromAmplify({ name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' }),
    ).toEqual({
      type: 'CodeMismatch',
      message: 'Invalid verification code provided, please try again.',
    });
    expect(identityErrorFromAmplify({ name: 'ExpiredCodeException', message: 'Expired.' }).type).toBe('ExpiredCode');
    expect(identityErrorFromAmplify({ name: 'LimitExceededException', message: 'Limit.' }).type).toBe('LimitExceeded');
    expect(identityErrorFromAmplify({ name: 'InvalidPasswordException', message: 'Policy.' }).type).toBe('InvalidPassword');
    expect(
      identityErrorFromAmplify({ name: 'UserAlreadyAuthenticatedException', message: 'There is already a signed in user.' }).type,
    ).toBe('AlreadySignedIn');
  });

  it('words UsernameExists once, slows down on throttling, and names the missing session', () => {
    expect(identityErrorFromAmplify({ name: 'UsernameExistsException', message: 'User already exists' })).toEqual({
      type: 'UsernameExists',
      message: 'An account with the given email already exists.',
    });
    expect(identityErrorFromAmplify({ name: 'TooManyRequestsException', message: 'Slow down.' })).toEqual({
      type: 'TooManyRequests',
      message: 'Slow down.',
      retryAfterSeconds: 1,
    });
    expect(identityErrorFromAmplify({ name: 'UserUnAuthenticatedException', message: 'x' })).toEqual({
      type: 'NotAuthenticated',
      message: 'User needs to be authenticated to call this API.',
    });
    expect(identityErrorFromAmplify({ name: 'SignInException', message: 'signIn was not called' })).toEqual({
      type: 'NotAuthorized',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it("turns Amplify's input checks into InvalidParameter and everything else into Unavailable", () => {
    expect(identityErrorFromAmplify({ name: 'EmptySignInUsername', message: 'username is required to signIn' })).toEqual({
      type: 'InvalidParameter',
      message: 'username is required to signIn',
    });
    expect(identityErrorFromAmplify({ name: 'NetworkError', message: 'Failed to fetch' }).type).toBe('Unavailable');
    expect(identityErrorFromAmplify(new TypeError('boom')).type).toBe('Unavailable');
    expect(identityErrorFromAmplify('weird').type).toBe('Unavailable');
  });
});

describe("Amplify's next steps as the port's", () => {
  it('maps code, selection and set-up steps with their details', () => {
    expect(
      signInStepFromAmplify(
        { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******12' } },
        'ada@example.org',
      )._unsafeUnwrap(),
    ).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDelivery: { deliveryMedium: 'SMS', destination: '+*******12' },
    });
    expect(
      signInStepFromAmplify({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['TOTP', 'EMAIL'] }, '')._unsafeUnwrap(),
    ).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMfaTypes: ['TOTP', 'EMAIL'],
    });
    expect(signInStepFromAmplify({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }, '')._unsafeUnwrap()).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: [],
    });
    const setup = signInStepFromAmplify(
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app, account) => new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP`),
        },
      },
      'ada@example.org',
    )._unsafeUnwrap();
    expect(setup).toMatchObject({ signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', sharedSecret: 'JBSWY3DPEHPK3PXP' });
    expect(setup).toHaveProperty('setupUri', expect.stringContaining('ada@example.org'));
  });

  it('refuses steps the user pool is not set up for, by name', () => {
    for (const signInStep of [
      'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      'CONFIRM_SIGN_IN_WITH_PASSWORD',
    ] as const) {
      const refused = signInStepFromAmplify({ signInStep }, '')._unsafeUnwrapErr();
      expect(refused.type).toBe('NotAllowed');
      expect(refused.message).toContain(signInStep);
    }
  });

  it('maps sign-up and reset steps with their code delivery', () => {
    expect(signUpStepFromAmplify({ signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: EMAIL_DELIVERY })).toEqual({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' },
    });
    expect(signUpStepFromAmplify({ signUpStep: 'COMPLETE_AUTO_SIGN_IN' })).toEqual({ signUpStep: 'COMPLETE_AUTO_SIGN_IN' });
    expect(resetStepFromAmplify({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: EMAIL_DELIVERY })).toEqual({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' },
    });
    expect(resetStepFromAmplify({ resetPasswordStep: 'DONE', codeDeliveryDetails: EMAIL_DELIVERY })).toEqual({ resetPasswordStep: 'DONE' });
  });
});
