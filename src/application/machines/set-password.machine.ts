import { assign, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { validateSetPasswordForm, type SetPasswordForm } from '../../domain/validation/account-forms';
import type { FieldErrors } from '../../domain/validation/fields';
import { IDENTITY_ROUTES } from '../identity-routes';
import type { BrowserStorage } from '../ports/browser-storage.port';
import type { IdentityProvider } from '../ports/identity-provider.port';
import {
  setNewPassword,
  signInWithTemporaryPassword,
  type PasswordSet,
  type SetPasswordError,
  type TemporarySignInMode,
} from '../use-cases/set-password.use-case';
import { failureState, leavesPage, noticeOf, showFeedbackIn, toFailure } from './identity-flow-support';
import { formActions, rememberIn, SIGN_IN_ACTIONS } from './identity-form-actions';
import { fieldErrorsOf, outcomeOf, succeeded, SUCCEEDED, type NoticeEmitted, type Outcome, unprovided } from './machine-support';

export type SetPasswordField = keyof SetPasswordForm;

export interface SetPasswordContext {
  readonly email: string;
  readonly temporaryPassword: string;
  readonly newPassword: string;
  readonly fieldErrors: FieldErrors<SetPasswordField>;
  /** How the temporary password signed in (known after `signingIn`). */
  readonly mode: TemporarySignInMode | null;
  /** What went wrong unexpectedly (state `failure`). */
  readonly failure: string | null;
}

export type SetPasswordEvent =
  | { readonly type: 'EDIT'; readonly field: SetPasswordField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'RETRY' };

const formOf = (context: SetPasswordContext): SetPasswordForm => ({
  email: context.email,
  temporaryPassword: context.temporaryPassword,
  newPassword: context.newPassword,
});

/**
 * The Set Password page (spec sections 2, 4, 8): a new member signs in with the temporary
 * password, sets a new one, and goes to the Member Area signed in. Emits `notice`; calls
 * `navigate` (provided by the page) and `rememberUser` (provided by {@link createSetPasswordMachine}).
 */
export const setPasswordMachine = setup({
  types: { context: {} as SetPasswordContext, events: {} as SetPasswordEvent, emitted: {} as NoticeEmitted },
  actors: {
    signInWithTemporaryPassword: unprovided<Result<TemporarySignInMode, SetPasswordError>, SetPasswordForm>('signInWithTemporaryPassword'),
    setNewPassword: unprovided<Result<PasswordSet, SetPasswordError>, { form: SetPasswordForm; mode: TemporarySignInMode }>(
      'setNewPassword',
    ),
  },
  guards: {
    setPasswordFormValid: ({ context }) => validateSetPasswordForm(formOf(context)).isOk(),
    succeeded,
  },
  actions: {
    ...formActions<SetPasswordContext, SetPasswordEvent, SetPasswordField>(),
    clearErrors: assign({ fieldErrors: {} }),
    keepMode: assign((_, { result }: Outcome<TemporarySignInMode, unknown>) => ({ mode: result.unwrapOr(null) })),
    ...SIGN_IN_ACTIONS,
  },
}).createMachine({
  id: 'setPassword',
  description: 'The Set Password page: from the temporary password to a new one, then to the Member Area.',
  context: { email: '', temporaryPassword: '', newPassword: '', fieldErrors: {}, mode: null, failure: null },
  initial: 'form',
  states: {
    form: {
      description: "E-mail, temporary password and new password with the 'Set Password' button; values are kept after an error.",
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [
          { guard: 'setPasswordFormValid', target: 'signingIn', actions: 'clearErrors' },
          {
            actions: {
              type: 'showFieldErrors',
              params: ({ context }) => ({ fieldErrors: fieldErrorsOf(validateSetPasswordForm(formOf(context))) }),
            },
          },
        ],
      },
    },
    signingIn: {
      description: "Signing in with the temporary password; a refusal reads 'There was an error signing in.' and the service's words.",
      invoke: {
        src: 'signInWithTemporaryPassword',
        input: ({ context }) => formOf(context),
        onDone: [
          { guard: SUCCEEDED, target: 'changingPassword', actions: { type: 'keepMode', params: outcomeOf } },
          showFeedbackIn('form'),
        ],
        onError: toFailure('failure'),
      },
    },
    changingPassword: {
      description: "Setting the new password; a refusal reads 'There was an error setting your password.' and the service's words.",
      invoke: {
        src: 'setNewPassword',
        input: ({ context }) => ({ form: formOf(context), mode: context.mode ?? 'challenge' }),
        onDone: [
          {
            guard: SUCCEEDED,
            target: 'done',
            actions: [
              { type: 'rememberUser', params: ({ context }) => ({ email: context.email.trim() }) },
              { type: 'notify', params: noticeOf((set: PasswordSet) => set.notice) },
            ],
          },
          showFeedbackIn('form'),
        ],
        onError: toFailure('failure'),
      },
    },
    failure: failureState(
      'Something unexpected went wrong (a bug, not a refusal); RETRY returns to the form with the values kept.',
      'form',
    ),
    done: leavesPage('The new password is set and the member is signed in: on to the Member Area.', IDENTITY_ROUTES.memberArea),
  },
});

/** The ports the Set Password flow needs. */
export interface SetPasswordDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

/** The Set Password machine wired to the ports; the page still provides `navigate`. */
export function createSetPasswordMachine(deps: SetPasswordDeps) {
  return setPasswordMachine.provide({
    actors: {
      signInWithTemporaryPassword: fromPromise(({ input }) => signInWithTemporaryPassword(deps, input)),
      setNewPassword: fromPromise(({ input }) => setNewPassword(deps, input)),
    },
    actions: { rememberUser: rememberIn(deps.storage) },
  });
}
