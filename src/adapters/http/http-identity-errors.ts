import { IDENTITY_ERRORS } from '../../identity/rules/identity.errors';
import type { IdentityError, IdentityErrorType } from '../../application/ports/identity-provider.port';
import { IDENTITY_MESSAGES } from '../../identity/rules/identity-rules';
import { retryAfterMs } from './fetch-with-retry';
import type { HttpFailure } from './json-client';
import { errorWire } from './identity-wire';

const PORT_TYPES: ReadonlySet<string> = new Set<IdentityErrorType>([
  'InvalidParameter',
  'NotAuthorized',
  'UserNotFound',
  'UsernameExists',
  'InvalidPassword',
  'CodeMismatch',
  'ExpiredCode',
  'LimitExceeded',
  'TooManyRequests',
  'AlreadySignedIn',
  'NotAuthenticated',
  'NotAllowed',
  'Unavailable',
]);

const UNAVAILABLE: IdentityError = { type: 'Unavailable', message: IDENTITY_ERRORS.unavailable };

const isPortType = (type: string | undefined): type is Exclude<IdentityErrorType, 'TooManyRequests'> =>
  type !== undefined && type !== 'TooManyRequests' && PORT_TYPES.has(type);

function retryAfterSeconds(headers: Headers): number {
  const ms = retryAfterMs(headers.get('Retry-After'), Date.now());
  return ms === null ? 1 : Math.max(1, Math.ceil(ms / 1000));
}

/** An error answer whose type is not the port's (a request or access error): judged by its status. */
function byStatus(status: number, message: string | undefined, headers: Headers): IdentityError {
  if (status === 429)
    return { type: 'TooManyRequests', message: message ?? IDENTITY_ERRORS.attemptLimit, retryAfterSeconds: retryAfterSeconds(headers) };
  if (status === 401) return { type: 'NotAuthenticated', message: IDENTITY_MESSAGES.notAuthenticated };
  if (status === 403) return { type: 'NotAllowed', message: message ?? 'Unauthorized' };
  if (status === 400 || status === 413 || status === 415)
    return { type: 'InvalidParameter', message: message ?? 'The request was refused.' };
  return UNAVAILABLE;
}

/**
 * The port's IdentityError for a failed /auth call: the server's `{ error: { type, message } }`
 * as it is when the type is one of the port's (with Retry-After as `retryAfterSeconds` for
 * TooManyRequests, and for LimitExceeded and Unavailable when the server sent one), else by status. A network failure, a 5xx without words, or an answer of the
 * wrong shape is Unavailable.
 */
export function identityErrorFrom(failure: HttpFailure): IdentityError {
  if (failure.type !== 'HttpError') return UNAVAILABLE;
  const parsed = errorWire.safeParse(failure.body);
  const { type, message } = parsed.success ? parsed.data.error : { type: undefined, message: undefined };
  if (type === 'TooManyRequests') return byStatus(429, message, failure.headers);
  if ((type === 'LimitExceeded' || type === 'Unavailable') && message !== undefined && failure.headers.get('Retry-After') !== null) {
    return { type, message, retryAfterSeconds: retryAfterSeconds(failure.headers) };
  }
  if (isPortType(type) && message !== undefined) return { type, message };
  return byStatus(failure.status, message, failure.headers);
}
