import { IDENTITY_ERRORS, sessionExpired } from '../../identity/rules/identity.errors';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import { IDENTITY_MESSAGES } from '../../identity/rules/identity-rules';

/** The error names Amplify Auth and Cognito use (spec section 8), and the port's error each becomes. */
const BY_NAME: Readonly<Record<string, IdentityError['type']>> = {
  NotAuthorizedException: 'NotAuthorized',
  UserNotFoundException: 'UserNotFound',
  UsernameExistsException: 'UsernameExists',
  AliasExistsException: 'UsernameExists',
  InvalidPasswordException: 'InvalidPassword',
  CodeMismatchException: 'CodeMismatch',
  // verifyTOTPSetup with a wrong code.
  EnableSoftwareTokenMFAException: 'CodeMismatch',
  ExpiredCodeException: 'ExpiredCode',
  LimitExceededException: 'LimitExceeded',
  CodeDeliveryFailureException: 'Unavailable',
  InvalidParameterException: 'InvalidParameter',
  UserAlreadyAuthenticatedException: 'AlreadySignedIn',
  UserUnAuthenticatedException: 'NotAuthenticated',
  // A pre-sign-up trigger refused the account (sign-up is part of becoming a member).
  UserLambdaValidationException: 'NotAllowed',
  UserNotConfirmedException: 'NotAllowed',
  PasswordResetRequiredException: 'NotAllowed',
};

/** Amplify's own input checks ('username is required to signIn' ...) are named Empty*, Incorrect* or Invalid*. */
const VALIDATION_NAME = /^(Empty|Incorrect|Invalid)[A-Z]/;

const THROTTLED = new Set(['TooManyRequestsException', 'TooManyFailedAttemptsException', 'ThrottlingException']);

interface NamedError {
  readonly name: string;
  readonly message: string;
}

function named(error: unknown): NamedError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return typeof name === 'string' ? { name, message: typeof message === 'string' ? message : name } : null;
}

/**
 * What an Amplify Auth failure means for the port: Cognito's exception names (spec section 8)
 * keep Cognito's words, Amplify's input checks become InvalidParameter, a confirmSignIn with no
 * sign-in in progress is an expired session, and anything else (network, misconfiguration) is
 * Unavailable, so no Amplify error object crosses the port.
 */
export function identityErrorFromAmplify(error: unknown): IdentityError {
  const failure = named(error);
  if (failure === null) return { type: 'Unavailable', message: IDENTITY_ERRORS.unavailable };
  if (THROTTLED.has(failure.name)) return { type: 'TooManyRequests', message: failure.message, retryAfterSeconds: 1 };
  if (failure.name === 'UserUnAuthenticatedException') return { type: 'NotAuthenticated', message: IDENTITY_MESSAGES.notAuthenticated };
  // Amplify's words for "confirmSignIn without signIn", or after its 3-minute pending state ran out.
  if (failure.name === 'SignInException') return sessionExpired();
  // One wording for one condition, as Cognito words it for an e-mail username.
  if (failure.name === 'UsernameExistsException' || failure.name === 'AliasExistsException')
    return { type: 'UsernameExists', message: IDENTITY_ERRORS.usernameExists };
  const type = BY_NAME[failure.name];
  if (type !== undefined && type !== 'Unavailable' && type !== 'TooManyRequests') return { type, message: failure.message };
  if (VALIDATION_NAME.test(failure.name)) return { type: 'InvalidParameter', message: failure.message };
  return { type: 'Unavailable', message: IDENTITY_ERRORS.unavailable };
}
