import { assign, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { validateNewPasswordForm, validateSetPasswordForm, type SetPasswordForm } from '../../../domain/validation/account-forms';
import type { FieldErrors } from '../../../domain/validation/fields';
import { IDENTITY_ROUTES } from '../identity-routes';
import type { BrowserStorage } from '../../ports/browser-storage.port';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import {
  setNewPassword,
  signInWithTemporaryPassword,
  type PasswordSet,
  type SetPasswordError,
  type TemporarySignInMode,
} from '../use-cases/set-password.use-case';
import { failureState, feedbackOf, leavesPage, noticeOf, showFeedbackIn, toFailure } from './identity-flow-support';
import { formActions, rememberIn, SIGN_IN_ACTIONS } from './identity-form-actions';
import { fieldErrorsOf, outcomeOf, succeeded, SUCCEEDED, type NoticeEmitted, type Outcome, unprovided } from './machine-support';

export type SetPasswordField = keyof SetPasswordForm;

export interface SetPasswordContext {
  readonly email: string;
  readonly temporaryPassword: string;
  readonly newPassword: string;
  readonly fieldErrors: FieldErrors<SetPasswordField>;
  /** How the temporary password signed in (known after `signingIn`, or from the start when `pending`). */
  readonly mode: TemporarySignInMode | null;
  /**
   * A sign-in with the temporary password is already waiting for the new password (the Login
   * page's, for `email`): the form asks only for the new password. Dropped when that sign-in is
   * found to be over (expired, say); the whole form is asked for then.
   */
  readonly pending: boolean;
  /** What went wrong unexpectedly (state `failure`). */
  readonly failure: string | null;
}

/** Where the page starts: after the Login page's sign-in with a temporary password, its e-mail. */
export interface SetPasswordInput {
  readonly pendingSignIn?: { readonly email: string } | null;
}

/** Refusals meaning the pending sign-in is over: it must be made again with the temporary password. */
const SIGN_IN_OVER: ReadonlySet<string> = new Set(['NotAuthorized', 'NotAuthenticated', 'LimitExceeded']);

export type SetPasswordEvent =
  | { readonly type: 'EDIT'; readonly field: SetPasswordField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'RETRY' };

const formOf = (context: SetPasswordContext): SetPasswordForm => ({
  email: context.email,
  temporaryPassword: context.temporaryPassword,
  newPassword: context.newPassword,
});

/** The messages of the form the page shows: only the new password's while a sign-in is pending. */
const formErrors = ({ context }: { readonly context: SetPasswordContext }) => ({
  fieldErrors: fieldErrorsOf(context.pending ? validateNewPasswordForm(formOf(context)) : validateSetPasswordForm(formOf(context))),
});

/**
 * The Set Password page (spec sections 2, 4, 8): a new member signs in with the temporary
 * password, sets a new one, and goes to the Member Area signed in. Emits `notice`; calls
 * `navigate` (provided by the page) and `rememberUser` (provided by {@link createSetPasswordMachine}).
 */
export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput | undefined,
    emitted: {} as NoticeEmitted,
  },
  actors: {
    signInWithTemporaryPassword: unprovided<Result<TemporarySignInMode, SetPasswordError>, SetPasswordForm>('signInWithTemporaryPassword'),
    setNewPassword: unprovided<Result<PasswordSet, SetPasswordError>, { form: SetPasswordForm; mode: TemporarySignInMode }>(
      'setNewPassword',
    ),
  },
  guards: {
    setPasswordFormValid: ({ context }) => validateSetPasswordForm(formOf(context)).isOk(),
    newPasswordFormValid: ({ context }) => context.pending && validateNewPasswordForm(formOf(context)).isOk(),
    pending: ({ context }) => context.pending,
    pendingSignInOver: ({ context }, { result }: Outcome<PasswordSet, SetPasswordError>) =>
      context.pending && result.isErr() && 'cause' in result.error && SIGN_IN_OVER.has(result.error.cause),
    succeeded,
  },
  actions: {
    ...formActions<SetPasswordContext, SetPasswordEvent, SetPasswordField>(),
    clearErrors: assign({ fieldErrors: {} }),
    dropPending: assign({ pending: false, mode: null }),
    keepMode: assign((_, { result }: Outcome<TemporarySignInMode, unknown>) => ({ mode: result.unwrapOr(null) })),
    ...SIGN_IN_ACTIONS,
  },
}).createMachine({
  id: 'setPassword',
  description: 'The Set Password page: from the temporary password to a new one, then to the Member Area.',
  context: ({ input }) => {
    // Started without input (a test, the state-chart generator): the whole form.
    const pending = input?.pendingSignIn ?? null;
    return {
      email: pending?.email ?? '',
      temporaryPassword: '',
      newPassword: '',
      fieldErrors: {},
      mode: pending ? 'challenge' : null,
      pending: pending !== null,
      failure: null,
    };
  },
  initial: 'form',
  states: {
    form: {
      description:
        "E-mail, temporary password and new password with the 'Set Password' button; only the new password while a sign-in is pending. Values are kept after an error.",
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [
          { guard: 'newPasswordFormValid', target: 'changingPassword', actions: 'clearErrors' },
          { guard: 'pending', actions: { type: 'showFieldErrors', params: formErrors } },
          { guard: 'setPasswordFormValid', target: 'signingIn', actions: 'clearErrors' },
          { actions: { type: 'showFieldErrors', params: formErrors } },
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
      description:
        "Setting the new password; a refusal reads 'There was an error setting your password.' and the service's words. When the pending sign-in is over, the whole form is asked for.",
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
          {
            guard: { type: 'pendingSignInOver', params: outcomeOf },
            target: 'form',
            actions: ['dropPending', { type: 'showFeedback', params: feedbackOf }],
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
