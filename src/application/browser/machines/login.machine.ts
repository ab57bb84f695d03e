import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { IDENTITY_MESSAGES } from '../../../identity/rules/identity-rules';
import { validateLoginForm, validateVerificationCode, type ResetConfirmForm } from '../../../domain/validation/account-forms';
import type { FieldErrors } from '../../../domain/validation/fields';
import { IDENTITY_ROUTES } from '../identity-routes';
import type { BrowserStorage } from '../../ports/browser-storage.port';
import type { CodeDelivery, IdentityProvider, MfaMethod, SignUpOutcome } from '../../ports/identity-provider.port';
import { confirmSignIn, type ConfirmSignInError, type ConfirmSignInInput } from '../use-cases/confirm-sign-in.use-case';
import {
  codeResentNotice,
  confirmMembership,
  resendMembershipCode,
  type ConfirmMembershipError,
} from '../use-cases/confirm-membership.use-case';
import {
  confirmPasswordReset,
  type ConfirmPasswordResetError,
  type ConfirmPasswordResetOutcome,
} from '../use-cases/confirm-password-reset.use-case';
import { requestPasswordReset, type RequestPasswordResetError, type ResetRequested } from '../use-cases/request-password-reset.use-case';
import { signIn, type SignInError, type SignInNext } from '../use-cases/sign-in.use-case';
import { failureState, leavesPage, noticeOf, showFeedbackIn, toFailure } from './identity-flow-support';
import { formActions, rememberIn, SIGN_IN_ACTIONS } from './identity-form-actions';
import { mfaAnswerOf, mfaGuards, NO_MFA, pendingMfaOf, type PendingMfa } from './login-mfa';
import { resetGuards, resetMode } from './login-reset-mode';
import { fieldErrorsOf, outcomeOf, succeeded, SUCCEEDED, type NoticeEmitted, type Outcome, unprovided } from './machine-support';

/** The Login page's inputs; `code` serves the sign-up code, the MFA code and the reset code. */
export type LoginField = 'email' | 'password' | 'code' | 'newPassword';

export interface LoginContext {
  readonly email: string;
  readonly password: string;
  readonly code: string;
  readonly newPassword: string;
  /** Messages to show beside their inputs ('method' belongs to the MFA choice). */
  readonly fieldErrors: FieldErrors<LoginField | 'method'>;
  readonly mfa: PendingMfa;
  /** What went wrong unexpectedly (state `failure`). */
  readonly failure: string | null;
}

export type LoginEvent =
  | { readonly type: 'EDIT'; readonly field: LoginField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'TOGGLE_RESET' }
  | { readonly type: 'CANCEL_RESET' }
  | { readonly type: 'REQUEST_CODE' }
  | { readonly type: 'SUBMIT_RESET' }
  | { readonly type: 'SUBMIT_CODE' }
  | { readonly type: 'RESEND_CODE' }
  | { readonly type: 'SELECT_MFA'; readonly method: MfaMethod }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' };

const stepIs =
  (step: SignInNext['step']) =>
  (_: unknown, { result }: Outcome<SignInNext, unknown>) =>
    result.isOk() && result.value.step === step;

type ContextArgs = { readonly context: LoginContext };

const loginFormErrors = ({ context }: ContextArgs) => ({ fieldErrors: fieldErrorsOf(validateLoginForm(context)) });
const codeErrors = ({ context }: ContextArgs) => ({ fieldErrors: fieldErrorsOf(validateVerificationCode({ code: context.code })) });

/** Every invoked use case that throws (a bug) ends here. */
const TO_FAILURE = toFailure('#login.failure');

/** A code step: typing, and submitting a well-formed code to `target`. */
function codeEvents<T extends string>(target: T) {
  return {
    EDIT: { actions: 'edit' },
    SUBMIT_CODE: [{ guard: 'codeValid', target }, { actions: { type: 'showFieldErrors', params: codeErrors } }],
  } as const;
}

/** Where a sign-in's answer leads; shared by the first sign-in and each MFA answer. */
function nextStepTransitions(fallback: 'editing' | 'mfa') {
  return [
    {
      guard: { type: 'signedIn', params: outcomeOf },
      target: '#login.signedIn',
      actions: { type: 'rememberUser', params: ({ context }: ContextArgs) => ({ email: context.email.trim() }) },
    },
    {
      guard: { type: 'twoStepRequired', params: outcomeOf },
      target: '#login.twoStepRequired',
      actions: { type: 'rememberUser', params: ({ context }: ContextArgs) => ({ email: context.email.trim() }) },
    },
    { guard: { type: 'newPasswordRequired', params: outcomeOf }, target: '#login.newPasswordRequired' },
    { guard: { type: 'signUpUnconfirmed', params: outcomeOf }, target: '#login.normal.confirmSignUp', actions: 'clearCode' },
    { guard: { type: 'passwordResetRequired', params: outcomeOf }, target: '#login.reset.requesting' },
    { guard: { type: 'mfaRequired', params: outcomeOf }, target: '#login.normal.mfa', actions: { type: 'startMfa', params: outcomeOf } },
    showFeedbackIn(fallback),
  ] as const;
}

/**
 * The Login page (spec sections 2, 4, 5, 8): sign-in mode and password-reset mode, toggled by the
 * 'Reset Password' and 'Cancel Password Reset' links. Emits `notice`; calls `navigate` (provided by
 * the page) and `rememberUser` (provided by {@link createLoginMachine}).
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, emitted: {} as NoticeEmitted },
  actors: {
    signIn: unprovided<Result<SignInNext, SignInError>, { email: string; password: string }>('signIn'),
    confirmSignIn: unprovided<Result<SignInNext, ConfirmSignInError>, ConfirmSignInInput>('confirmSignIn'),
    confirmSignUp: unprovided<Result<SignUpOutcome, ConfirmMembershipError>, { email: string; code: string }>('confirmSignUp'),
    resendSignUpCode: unprovided<Result<CodeDelivery, ConfirmMembershipError>, { email: string }>('resendSignUpCode'),
    requestPasswordReset: unprovided<Result<ResetRequested, RequestPasswordResetError>, { email: string }>('requestPasswordReset'),
    confirmPasswordReset: unprovided<Result<ConfirmPasswordResetOutcome, ConfirmPasswordResetError>, ResetConfirmForm>(
      'confirmPasswordReset',
    ),
  },
  guards: {
    loginFormValid: ({ context }) => validateLoginForm(context).isOk(),
    codeValid: ({ context }) => validateVerificationCode({ code: context.code }).isOk(),
    ...resetGuards,
    succeeded,
    signedIn: stepIs('signedIn'),
    twoStepRequired: stepIs('twoStepRequired'),
    newPasswordRequired: stepIs('newPasswordRequired'),
    signUpUnconfirmed: stepIs('confirmSignUp'),
    passwordResetRequired: stepIs('resetPassword'),
    ...mfaGuards,
  },
  actions: {
    ...formActions<LoginContext, LoginEvent, LoginField | 'method'>(),
    clearErrors: assign({ fieldErrors: {} }),
    clearCode: assign({ code: '', fieldErrors: {} }),
    startMfa: assign((_, { result }: Outcome<SignInNext, unknown>) => ({ mfa: pendingMfaOf(result), code: '', fieldErrors: {} })),
    chooseMfa: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_MFA');
      return { mfa: { ...context.mfa, method: event.method } };
    }),
    finishReset: assign({ password: '', code: '', newPassword: '', fieldErrors: {} }),
    ...SIGN_IN_ACTIONS,
  },
}).createMachine({
  id: 'login',
  description: 'The Login page: sign in with e-mail and password, or reset a forgotten password.',
  context: { email: '', password: '', code: '', newPassword: '', fieldErrors: {}, mfa: NO_MFA, failure: null },
  initial: 'normal',
  states: {
    normal: {
      description: "Sign-in mode: e-mail, password and the 'Login' button.",
      initial: 'editing',
      states: {
        editing: {
          description: 'The sign-in form, waiting for the person; entered values are kept after an error.',
          on: {
            EDIT: { actions: 'edit' },
            SUBMIT: [
              { guard: 'loginFormValid', target: 'signingIn', actions: 'clearErrors' },
              { actions: { type: 'showFieldErrors', params: loginFormErrors } },
            ],
            TOGGLE_RESET: { target: '#login.reset', actions: 'clearErrors' },
          },
        },
        signingIn: {
          description: 'Signing in with the identity service; the Login button is busy.',
          invoke: {
            src: 'signIn',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            onDone: nextStepTransitions('editing'),
            onError: TO_FAILURE,
          },
        },
        confirmSignUp: {
          description: 'The account was never confirmed: the page asks for the code e-mailed at sign-up.',
          on: {
            ...codeEvents('confirmingSignUp'),
            RESEND_CODE: 'resendingSignUpCode',
            CANCEL: { target: 'editing', actions: 'clearErrors' },
          },
        },
        confirmingSignUp: {
          description: 'Confirming the account with the code; then signing in again with the same password.',
          invoke: {
            src: 'confirmSignUp',
            input: ({ context }) => ({ email: context.email, code: context.code }),
            onDone: [{ guard: SUCCEEDED, target: 'signingIn' }, showFeedbackIn('confirmSignUp')],
            onError: TO_FAILURE,
          },
        },
        resendingSignUpCode: {
          description: 'Asking the identity service to e-mail a new sign-up code.',
          invoke: {
            src: 'resendSignUpCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              { guard: SUCCEEDED, target: 'confirmSignUp', actions: { type: 'notify', params: noticeOf(codeResentNotice) } },
              showFeedbackIn('confirmSignUp'),
            ],
            onError: TO_FAILURE,
          },
        },
        mfa: {
          description: 'A second factor is needed: a code (SMS, e-mail or authenticator app) or the choice of method.',
          on: {
            ...codeEvents('confirmingSignIn'),
            SELECT_MFA: [
              { guard: 'mfaMethodAllowed', target: 'confirmingSignIn', actions: 'chooseMfa' },
              { actions: { type: 'showFieldErrors', params: { fieldErrors: { method: IDENTITY_MESSAGES.incorrectMfaMethod } } } },
            ],
            CANCEL: { target: 'editing', actions: 'clearErrors' },
          },
        },
        confirmingSignIn: {
          description: 'Sending the MFA code or choice to the identity service.',
          invoke: {
            src: 'confirmSignIn',
            input: ({ context }) => mfaAnswerOf(context),
            onDone: nextStepTransitions('mfa'),
            onError: TO_FAILURE,
          },
        },
      },
    },
    reset: resetMode,
    failure: failureState(
      'Something unexpected went wrong (a bug, not a refusal); RETRY returns to the sign-in form with the values kept.',
      'normal',
    ),
    signedIn: leavesPage('Signed in: the e-mail is remembered and the person goes to the Member Area.', IDENTITY_ROUTES.memberArea),
    twoStepRequired: leavesPage(
      'Signed in as an administrator who must turn on two-step sign-in first: on to its section of the Member Area.',
      IDENTITY_ROUTES.twoStepSetUp,
    ),
    newPasswordRequired: {
      description:
        'The account still has its temporary password: the person goes to Set Password, which goes on with this sign-in and asks only for the new password.',
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ path: IDENTITY_ROUTES.setPassword, pendingSignIn: { email: context.email.trim() } }),
      },
    },
  },
});

/** The ports the Login page's flow needs. */
export interface LoginDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

/** The Login machine wired to the ports; the page still provides `navigate`. */
export function createLoginMachine(deps: LoginDeps) {
  return loginMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => signIn(deps, input)),
      confirmSignIn: fromPromise(({ input }) => confirmSignIn(deps, input)),
      confirmSignUp: fromPromise(({ input }) => confirmMembership(deps, input)),
      resendSignUpCode: fromPromise(({ input }) => resendMembershipCode(deps, input)),
      requestPasswordReset: fromPromise(({ input }) => requestPasswordReset(deps, input)),
      confirmPasswordReset: fromPromise(({ input }) => confirmPasswordReset(deps, input)),
    },
    actions: { rememberUser: rememberIn(deps.storage) },
  });
}
