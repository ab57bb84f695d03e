import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ContentError } from '../application/server/content/content.errors';
import type { EventAdminError } from '../application/server/events/event-admin.errors';
import type { DoorError } from '../application/server/events/door.errors';
import type { PaymentsError } from '../application/server/payments/payments.errors';
import type { TicketingError } from '../application/server/events/ticketing.errors';
import type { IdentityError } from '../application/ports/identity-provider.port';
import type { RequestError } from './request-errors';
import type { OutgoingMailError } from '../application/server/mail/outgoing-mail.errors';

/** Every error a route can answer with: the use cases' unions, seen from the edge. */
export type ServerError =
  ContentError | EventAdminError | PaymentsError | TicketingError | IdentityError | RequestError | DoorError | OutgoingMailError;

/**
 * The one place errors become HTTP statuses (STYLE.md: once per edge, an exhaustive switch).
 * Input the caller can fix is 400 (so is an upload the caller cancelled: nothing was stored),
 * identity is 401/403, conflicts 409, a link that expired or was used 410, limits 429, outages 503.
 */
function statusOf(error: ServerError): ContentfulStatusCode {
  switch (error.type) {
    case 'InvalidForm':
    case 'InvalidQuery':
    case 'InvalidFile':
    case 'InvalidKey':
    case 'ExpiryTooLong':
    case 'ProtectedField':
    case 'InvalidOrder':
    case 'InvalidParameter':
    case 'InvalidPassword':
    case 'CodeMismatch':
    case 'ExpiredCode':
    case 'InvalidEvent':
    case 'InvalidSignature':
    case 'MalformedJson':
    case 'InvalidBody':
    case 'Aborted':
      return 400;
    case 'NotAuthorized':
    case 'NotAuthenticated':
      return 401;
    case 'CardDeclined':
      return 402;
    case 'Unauthorized':
    case 'NotAllowed':
    case 'NotAMember':
    case 'CrossSiteRequest':
      return 403;
    case 'NotFound':
    case 'OrderNotFound':
    case 'UserNotFound':
      return 404;
    case 'DuplicateEmail':
    case 'DuplicateId':
    case 'DuplicateName':
    case 'DuplicateMember':
    case 'UsernameExists':
    case 'AlreadySignedIn':
    case 'NotPaid':
    case 'Stale':
    case 'StatusChangeRefused':
    case 'WrongEvent':
    case 'Conflict':
      return 409;
    case 'Gone':
      return 410;
    case 'PayloadTooLarge':
      return 413;
    case 'UnsupportedMediaType':
      return 415;
    case 'RateLimited':
    case 'TooManyRequests':
    case 'LimitExceeded':
      return 429;
    case 'Unavailable':
      return 503;
  }
}

/** The only words a client sees about a failure on our side (the cause goes to the log). */
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What a path the server does not serve answers (404). */
export const NOTHING_HERE = 'There is nothing here.';

/** The JSON body of every error answer: `{ error: { type, message, fields? } }`, never a stack trace. */
export function problem(c: Context, status: ContentfulStatusCode, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ error: { message, ...extra } }, status);
}

/**
 * Decline reasons Stripe advises never to tell the payer (they tell a card tester that a number is
 * real): the payer reads them as a generic decline, with the generic words they already carry.
 */
const UNTOLD_DECLINES: ReadonlySet<string> = new Set([
  'lost_card',
  'stolen_card',
  'fraudulent',
  'pickup_card',
  'restricted_card',
  'merchant_blacklist',
  'security_violation',
]);

/**
 * Answers an application error with its status, its type, its words, (for forms) its fields, (for a
 * declined card) the decline code a payer may see, and (for limits) when to try again.
 */
export function errorResponse(c: Context, error: ServerError) {
  const extra: Record<string, unknown> = { type: error.type };
  if ('fields' in error && error.fields) extra.fields = error.fields;
  if (error.type === 'CardDeclined') extra.code = UNTOLD_DECLINES.has(error.code) ? 'generic_decline' : error.code;
  if ('retryAfterSeconds' in error) {
    extra.retryAfterSeconds = error.retryAfterSeconds;
    c.header('Retry-After', String(error.retryAfterSeconds));
  }
  return problem(c, statusOf(error), error.message, extra);
}
