import { TWO_STEP_FIELD_MESSAGES } from '../../../domain/two-step';
import type { FieldErrors, InvalidForm } from '../../../domain/validation/fields';
import type { IdentityError, IdentityErrorType } from '../../ports/identity-provider.port';

/** The fields of the Two-step sign-in forms: the proof of a change, and a new authenticator's first code. */
export type TwoStepField = 'password' | 'code' | 'setupCode';

/**
 * Why a two-step change did not go through, in the page's words: messages tied to the fields they
 * are about, or one for the whole form (`formError`) when no field is to blame.
 */
export interface TwoStepRefused {
  readonly type: 'TwoStepRefused';
  readonly message: string;
  readonly fields: FieldErrors<TwoStepField>;
  readonly formError: string | null;
  /** What the identity service reported ('InvalidForm' when the domain refused the form first). */
  readonly cause: IdentityErrorType | 'InvalidForm';
}

/** The words the Two-step sign-in section shows (the spec has none for it). */
export const TWO_STEP_MESSAGES = {
  wrongPassword: 'That password is not correct.',
  codeNeeded: TWO_STEP_FIELD_MESSAGES.codeRequired,
  wrongCode: 'That code is not correct. Check it and try again, or use a new code.',
  wrongAppCode: 'That code does not match. Enter the code your authenticator app shows now.',
  expiredCode: 'That code has expired. Ask for a new one and try again.',
  signedOut: 'Your session has ended. Please sign in again.',
  loadFailed: 'Your two-step sign-in settings could not be loaded.',
} as const;

const inSeconds = (seconds: number | undefined) =>
  seconds === undefined
    ? 'later'
    : seconds < 120
      ? `in ${seconds} second${seconds === 1 ? '' : 's'}`
      : `in ${Math.ceil(seconds / 60)} minutes`;

function refused(cause: TwoStepRefused['cause'], fields: FieldErrors<TwoStepField>, formError: string | null = null): TwoStepRefused {
  const message = formError ?? Object.values(fields)[0] ?? '';
  return { type: 'TwoStepRefused', message, fields, formError, cause };
}

/** The domain refused the form: its field messages as they are. */
export function formRefused(invalid: InvalidForm<TwoStepField>): TwoStepRefused {
  return refused('InvalidForm', invalid.fields);
}

/**
 * The identity service's refusal, tied to the field it is about: a wrong password to the password;
 * a missing, wrong or spent code, or too many wrong codes, to `codeField` (the current code, or the
 * new authenticator's first code). Anything else is said for the whole form in the service's words.
 */
export function twoStepRefusal(error: IdentityError, codeField: 'code' | 'setupCode'): TwoStepRefused {
  const wrongCode = codeField === 'code' ? TWO_STEP_MESSAGES.wrongCode : TWO_STEP_MESSAGES.wrongAppCode;
  switch (error.type) {
    case 'NotAuthorized':
      return refused(error.type, { password: TWO_STEP_MESSAGES.wrongPassword });
    case 'TooManyRequests':
      return refused(error.type, { password: `Too many wrong passwords. Please try again ${inSeconds(error.retryAfterSeconds)}.` });
    case 'CodeMismatch':
      return refused(error.type, { [codeField]: wrongCode });
    case 'ExpiredCode':
      return refused(error.type, { [codeField]: TWO_STEP_MESSAGES.expiredCode });
    case 'LimitExceeded':
      return refused(error.type, { [codeField]: `Too many wrong codes. Please try again ${inSeconds(error.retryAfterSeconds)}.` });
    case 'InvalidParameter':
      // The one parameter a well-formed request can lack is the current code.
      return codeField === 'code' && /code/i.test(error.message)
        ? refused(error.type, { code: TWO_STEP_MESSAGES.codeNeeded })
        : refused(error.type, {}, error.message);
    case 'NotAuthenticated':
      return refused(error.type, {}, TWO_STEP_MESSAGES.signedOut);
    case 'UserNotFound':
    case 'UsernameExists':
    case 'InvalidPassword':
    case 'AlreadySignedIn':
    case 'NotAllowed':
    case 'Unavailable':
      return refused(error.type, {}, error.message);
  }
}
