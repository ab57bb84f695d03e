import { err, ok, type Result } from 'neverthrow';

/**
 * The identity service's input rules and their messages (spec sections 5 and 8), word for word
 * as the managed identity library reports them, so every wiring answers alike.
 */
export const IDENTITY_MESSAGES = {
  emptySignInUsername: 'username is required to signIn',
  emptySignInPassword: 'password is required to signIn',
  emptySignUpUsername: 'username is required to signUp',
  emptyConfirmSignUpUsername: 'username is required to confirmSignUp',
  emptyConfirmSignUpCode: 'code is required to confirmSignUp',
  emptyResendSignUpCodeUsername: 'username is required to resendSignUpCode',
  emptyResetPasswordUsername: 'username is required to resetPassword',
  emptyConfirmResetPasswordUsername: 'username is required to confirmResetPassword',
  emptyConfirmResetPasswordNewPassword: 'newPassword is required to confirmResetPassword',
  emptyConfirmResetPasswordCode: 'confirmationCode is required to confirmResetPassword',
  emptyUpdatePassword: 'oldPassword and newPassword are required to changePassword',
  emptyChallengeResponse: 'challengeResponse is required to confirmSignIn',
  incorrectMfaMethod: 'Incorrect MFA method was chosen. It should be either SMS, TOTP, or EMAIL',
  alreadySignedIn: 'There is already a signed in user.',
  notAuthenticated: 'User needs to be authenticated to call this API.',
} as const;

export type IdentityValidationError = { readonly type: 'InvalidParameter'; readonly message: string };

function need(value: string | undefined, message: string): Result<void, IdentityValidationError> {
  return value === undefined || value.trim() === '' ? err({ type: 'InvalidParameter', message }) : ok(undefined);
}

/** Sign-in needs a username and a password. */
export function checkSignIn(username: string, password: string | undefined) {
  return need(username, IDENTITY_MESSAGES.emptySignInUsername).andThen(() => need(password, IDENTITY_MESSAGES.emptySignInPassword));
}

export function checkSignUp(username: string) {
  return need(username, IDENTITY_MESSAGES.emptySignUpUsername);
}

export function checkConfirmSignUp(username: string, code: string) {
  return need(username, IDENTITY_MESSAGES.emptyConfirmSignUpUsername).andThen(() => need(code, IDENTITY_MESSAGES.emptyConfirmSignUpCode));
}

export function checkResendSignUpCode(username: string) {
  return need(username, IDENTITY_MESSAGES.emptyResendSignUpCodeUsername);
}

export function checkResetPassword(username: string) {
  return need(username, IDENTITY_MESSAGES.emptyResetPasswordUsername);
}

export function checkConfirmResetPassword(username: string, newPassword: string, code: string) {
  return need(username, IDENTITY_MESSAGES.emptyConfirmResetPasswordUsername)
    .andThen(() => need(newPassword, IDENTITY_MESSAGES.emptyConfirmResetPasswordNewPassword))
    .andThen(() => need(code, IDENTITY_MESSAGES.emptyConfirmResetPasswordCode));
}

export function checkChangePassword(oldPassword: string, newPassword: string) {
  return oldPassword === '' || newPassword === ''
    ? err<void, IdentityValidationError>({ type: 'InvalidParameter', message: IDENTITY_MESSAGES.emptyUpdatePassword })
    : ok<void, IdentityValidationError>(undefined);
}

export function checkChallengeResponse(response: string) {
  return need(response, IDENTITY_MESSAGES.emptyChallengeResponse);
}

export type MfaType = 'SMS' | 'TOTP' | 'EMAIL';

export function checkMfaType(value: string): Result<MfaType, IdentityValidationError> {
  return value === 'SMS' || value === 'TOTP' || value === 'EMAIL'
    ? ok(value)
    : err({ type: 'InvalidParameter', message: IDENTITY_MESSAGES.incorrectMfaMethod });
}

/** Time limits of the identity service (SECURITY.md and spec section 9), in seconds. */
export const IDENTITY_LIMITS = {
  signUpCodeSeconds: 24 * 60 * 60,
  resetCodeSeconds: 60 * 60,
  temporaryPasswordSeconds: 7 * 24 * 60 * 60,
  codeAttempts: 5,
  accessTokenSeconds: 60 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
  pendingSignInSeconds: 3 * 60,
  autoSignInSeconds: 3 * 60,
  tokenExpiryToleranceSeconds: 5,
  freeSignInFailures: 5,
  maxSignInDelaySeconds: 15 * 60,
  accountFreeSignInFailures: 20,
  maxAccountSignInDelaySeconds: 30,
  knownDeviceSeconds: 365 * 24 * 60 * 60,
} as const;

/**
 * How long one client must wait before its next sign-in attempt for an e-mail after `failures`
 * failed ones in a row from that client: nothing for the first five, then 1 s, 2 s, 4 s ...
 * doubling up to 15 minutes. Other clients are not slowed by them (see accountSignInDelaySeconds).
 */
export function signInDelaySeconds(failures: number): number {
  const excess = failures - IDENTITY_LIMITS.freeSignInFailures;
  if (excess < 0) return 0;
  return Math.min(2 ** excess, IDENTITY_LIMITS.maxSignInDelaySeconds);
}

/**
 * How long a sign-in for an e-mail must wait after the last failure from ANY client, once that
 * e-mail has `failures` failed sign-ins in the hour from all clients together: nothing for the
 * first twenty (more than one client alone can make, slowed by its own back-off), then 1 s, 2 s,
 * 4 s ... up to 30 s, so many clients together get at most about 140 guesses an hour, and the owner
 * is delayed by seconds, never locked out. A browser that signed in to the account before (a
 * known device) is not slowed by other clients' failures at all.
 */
export function accountSignInDelaySeconds(failures: number): number {
  const excess = failures - IDENTITY_LIMITS.accountFreeSignInFailures;
  if (excess < 0) return 0;
  return Math.min(2 ** excess, IDENTITY_LIMITS.maxAccountSignInDelaySeconds);
}

/** Whether an expiry time has passed, allowing the spec's 5 s tolerance: a token this close is treated as expired. */
export function isExpired(expiresAtSeconds: number, nowSeconds: number): boolean {
  return nowSeconds + IDENTITY_LIMITS.tokenExpiryToleranceSeconds >= expiresAtSeconds;
}
