import type { IdentityError } from '../../application/ports/identity-provider.port';

/**
 * The identity service's own words, as the managed identity service (Cognito) words them where it
 * has them, so every wiring answers alike (spec section 8): the self-hosted service says them, and
 * the browser's adapters put a provider's answers in them. Input-rule messages are in
 * `identity-rules.ts`.
 */
export const IDENTITY_ERRORS = {
  incorrectCredentials: 'Incorrect username or password.',
  userDisabled: 'User is disabled.',
  temporaryPasswordExpired: 'Temporary password has expired and must be reset by an administrator.',
  sessionExpired: 'Invalid session for the user, session is expired.',
  usernameExists: 'An account with the given email already exists.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  invalidAccessToken: 'Invalid Access Token',
  accessTokenExpired: 'Access Token has expired',
  accessTokenRevoked: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  refreshTokenExpired: 'Refresh Token has expired',
  refreshTokenRevoked: 'Refresh Token has been revoked',
  totpNotSetUp: 'Set up an authenticator app and verify a code from it first.',
  mfaNotEnabled: 'That MFA method is not enabled for this user.',
  preferredNotEnabled: 'The preferred MFA method must be one of the enabled ones.',
  smsUnavailable: 'SMS multi-factor authentication is not available.',
  secondFactorNeeded: 'Enter a code from your authenticator app, or the code we e-mailed you, to change two-step sign-in.',
  adminsKeepTwoStep: 'Administrators must keep two-step sign-in on.',
  noEmailCodes: 'E-mailed codes are not on for this account.',
  mailFailed: 'The e-mail could not be sent. Please try again shortly.',
  unavailable: 'The identity service is unavailable. Please try again shortly.',
  busy: 'Too many sign-ins are being checked right now. Please try again in a few seconds.',
} as const;

/** NotAuthorized with the given words. */
export const notAuthorized = (message: string): IdentityError => ({ type: 'NotAuthorized', message });
/** InvalidParameter with the given words (an input rule's message). */
export const invalidParameter = (message: string): IdentityError => ({ type: 'InvalidParameter', message });
/** A wrong code: 'Invalid verification code provided, please try again.' */
export const codeMismatch = (): IdentityError => ({ type: 'CodeMismatch', message: IDENTITY_ERRORS.codeMismatch });
/** An expired or spent code: 'Invalid code provided, please request a code again.' */
export const expiredCode = (): IdentityError => ({ type: 'ExpiredCode', message: IDENTITY_ERRORS.expiredCode });
/** Too many wrong codes, or codes asked for: with the wait in seconds when it is known. */
export const attemptLimit = (retryAfterSeconds?: number): IdentityError =>
  retryAfterSeconds === undefined
    ? { type: 'LimitExceeded', message: IDENTITY_ERRORS.attemptLimit }
    : { type: 'LimitExceeded', message: IDENTITY_ERRORS.attemptLimit, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) };
/** A pending sign-in that is over, or was never there. */
export const sessionExpired = (): IdentityError => notAuthorized(IDENTITY_ERRORS.sessionExpired);
/** A sign-up code for an account that is not waiting for one: 'User cannot be confirmed. Current status is CONFIRMED'. */
export const cannotBeConfirmed = (status: string): IdentityError => notAuthorized(`User cannot be confirmed. Current status is ${status}`);
/** The one answer to a wrong password and to an unknown e-mail. */
export const incorrectCredentials = (): IdentityError => notAuthorized(IDENTITY_ERRORS.incorrectCredentials);

/** Back-off after repeated failed sign-ins: how long to wait, in whole seconds (at least 1). */
export function tooManyRequests(retryAfterSeconds: number): IdentityError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return {
    type: 'TooManyRequests',
    message: `Password attempts exceeded. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    retryAfterSeconds: seconds,
  };
}
