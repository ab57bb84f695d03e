import { assign, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { validateChangePassword, type ChangePasswordForm } from '../../../domain/validation/account-forms';
import type { FieldErrors } from '../../../domain/validation/fields';
import { IDENTITY_ROUTES } from '../identity-routes';
import { MESSAGES } from '../messages';
import type { BrowserStorage } from '../../ports/browser-storage.port';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import {
  changePassword,
  type ChangePasswordError,
  type ChangePasswordInput,
  type PasswordChanged,
} from '../use-cases/change-password.use-case';
import {
  sendPasswordChangeCode,
  type PasswordChangeCodeSent,
  type SendPasswordChangeCodeError,
} from '../use-cases/send-password-change-code.use-case';
import { failureState, noticeOf, showFeedbackIn, toFailure, type NavigateParams } from './identity-flow-support';
import { formActions } from './identity-form-actions';
import { fieldErrorsOf, outcomeOf, succeeded, SUCCEEDED, type NoticeEmitted, type Outcome, unprovided } from './machine-support';

export type PasswordChangeField = keyof ChangePasswordForm;

export interface PasswordChangeContext {
  /** The signed-in e-mail the code went to (known once sent). */
  readonly email: string | null;
  readonly code: string;
  readonly newPassword: string;
  readonly fieldErrors: FieldErrors<PasswordChangeField>;
  /** What went wrong unexpectedly (state `failure`). */
  readonly failure: string | null;
}

export type PasswordChangeEvent =
  | { readonly type: 'SEND_CODE' }
  | { readonly type: 'EDIT'; readonly field: PasswordChangeField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' };

const formOf = (context: PasswordChangeContext): ChangePasswordForm => ({ code: context.code, newPassword: context.newPassword });

const passwordChanged = (done: PasswordChanged) => done.notice;

const mustSignInAgain = (_: unknown, { result }: Outcome<PasswordChanged, unknown>) =>
  result.map((done) => done.outcome === 'signInAgain').unwrapOr(false);

const changeFormErrors = (context: PasswordChangeContext) => fieldErrorsOf(validateChangePassword(formOf(context)));

/**
 * The Member Area's password change (spec sections 4, 8): send a code to the signed-in e-mail,
 * then 'Update Information' with the code and the new password. The member stays signed in on a
 * fresh session; when that sign-in needs another step, the page forgets the member (`signedOut`)
 * and goes to /Login (`navigate`), both provided by the page. Emits `notice`.
 */
export const passwordChangeMachine = setup({
  types: { context: {} as PasswordChangeContext, events: {} as PasswordChangeEvent, emitted: {} as NoticeEmitted },
  actors: {
    sendPasswordChangeCode: unprovided<Result<PasswordChangeCodeSent, SendPasswordChangeCodeError>, void>('sendPasswordChangeCode'),
    changePassword: unprovided<Result<PasswordChanged, ChangePasswordError>, ChangePasswordInput>('changePassword'),
  },
  guards: {
    changeFormValid: ({ context }) => validateChangePassword(formOf(context)).isOk(),
    succeeded,
    mustSignInAgain,
  },
  actions: {
    ...formActions<PasswordChangeContext, PasswordChangeEvent, PasswordChangeField>(),
    keepEmail: assign((_, { result }: Outcome<PasswordChangeCodeSent, unknown>) => ({
      email: result.map((sent) => sent.email).unwrapOr(null),
    })),
    clearForm: assign({ code: '', newPassword: '', fieldErrors: {} }),
    signedOut: () => {},
    navigate: (_: unknown, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'passwordChange',
  description: 'Member Area password change: an e-mailed code, then the new password.',
  context: { email: null, code: '', newPassword: '', fieldErrors: {}, failure: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Only the button that sends a code to the signed-in e-mail is shown.',
      on: { SEND_CODE: 'sendingCode' },
    },
    sendingCode: {
      description: 'E-mailing a code to the signed-in member.',
      invoke: {
        src: 'sendPasswordChangeCode',
        onDone: [
          { guard: SUCCEEDED, target: 'codeSent', actions: [{ type: 'keepEmail', params: outcomeOf }, 'clearForm'] },
          showFeedbackIn('idle'),
        ],
        onError: toFailure('failure'),
      },
    },
    codeSent: {
      description: "Code and new-password fields with 'Update Information'; values are kept after an error.",
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [
          { guard: 'changeFormValid', target: 'updating' },
          { actions: { type: 'showFieldErrors', params: ({ context }) => ({ fieldErrors: changeFormErrors(context) }) } },
        ],
        SEND_CODE: 'sendingCode',
        CANCEL: { target: 'idle', actions: 'clearForm' },
      },
    },
    updating: {
      description: 'Changing the password with the code, then signing in again on a fresh session.',
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ email: context.email ?? '', ...formOf(context) }),
        onDone: [
          {
            guard: { type: 'mustSignInAgain', params: outcomeOf },
            target: 'signInAgain',
            actions: ['clearForm', { type: 'notify', params: noticeOf(passwordChanged) }],
          },
          { guard: SUCCEEDED, target: 'idle', actions: ['clearForm', { type: 'notify', params: noticeOf(passwordChanged) }] },
          showFeedbackIn('codeSent'),
        ],
        onError: toFailure('failure'),
      },
    },
    signInAgain: {
      description: 'Changed, but signing in again needs another step: the member is signed out here and sent to /Login.',
      type: 'final',
      entry: ['signedOut', { type: 'navigate', params: { path: IDENTITY_ROUTES.login } }],
    },
    failure: failureState(
      'Something unexpected went wrong (a bug, not a refusal); RETRY starts again.',
      'idle',
      MESSAGES.passwordUpdateFailed,
    ),
  },
});

/** The ports the password change needs. */
export interface PasswordChangeDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

/** The password-change machine wired to the identity service and the browser storage; the page provides `signedOut` and `navigate`. */
export function createPasswordChangeMachine(deps: PasswordChangeDeps) {
  return passwordChangeMachine.provide({
    actors: {
      sendPasswordChangeCode: fromPromise(() => sendPasswordChangeCode(deps)),
      changePassword: fromPromise(({ input }) => changePassword(deps, input)),
    },
  });
}
