import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { checkMfaType, IDENTITY_MESSAGES } from '../../domain/identity-rules';
import {
  validateLoginForm,
  validateResetConfirm,
  validateResetRequest,
  validateVerificationCode,
  type ResetConfirmForm,
} from '../../domain/validation/account-forms';
import type { FieldErrors } from '../../domain/validation/fields';
import { IDENTITY_ROUTES } from '../identity-routes';
import { providerMessage, type Notice } from '../messages';
import { SIGNED_IN_USER_KEY, type BrowserStorage } from '../ports/browser-storage.port';
import type { CodeDelivery, IdentityProvider, MfaMethod, SignUpOutcome } from '../ports/identity-provider.port';
import { confirmSignIn, type ConfirmSignInError, type ConfirmSignInInput } from '../use-cases/confirm-sign-in.use-case';
import {
  codeResentNotice,
  confirmMembership,
  resendMembershipCode,
  type ConfirmMembershipError,
} from '../use-cases/confirm-membership.use-case';
import {
  confirmPasswordReset,
  isResetFormFilled,
  type ConfirmPasswordResetError,
  type ConfirmPasswordResetOutcome,
} from '../use-cases/confirm-password-reset.use-case';
import { requestPasswordReset, type RequestPasswordResetError, type ResetRequested } from '../use-cases/request-password-reset.use-case';
import { signIn, type SignInError, type SignInNext } from '../use-cases/sign-in.use-case';
import {
  feedbackOf,
  fieldErrorsOf,
  noticeOf,
  outcomeOf,
  thrownMessage,
  unprovided,
  type Feedback,
  type NavigateParams,
  type NoticeEmitted,
  type Outcome,
} from './identity-flow-support';

/** The Login page's inputs; `code` serves the sign-up code, the MFA code and the reset code. */
export type LoginField = 'email' | 'password' | 'code' | 'newPassword';

/** What the page shows while an MFA step is pending. */
export interface PendingMfa {
  /** `code`: a code is expected (for `method`); `selection`: a method must be chosen from `allowed`. */
  readonly awaiting: 'code' | 'selection';
  readonly method: MfaMethod | null;
  /** Where an SMS or e-mail code went. */
  readonly destination: string | null;
  /** The `otpauth://` address to scan while setting up an authenticator app. */
  readonly setupUri: string | null;
  readonly allowed: readonly MfaMethod[];
}

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

const NO_MFA: PendingMfa = { awaiting: 'code', method: null, destination: null, setupUri: null, allowed: [] };

const stepIs = (step: SignInNext['step']) => (_: unknown, { result }: Outcome<SignInNext, unknown>) =>
  result.isOk() && result.value.step === step;
const succeeded = (_: unknown, { result }: Outcome<unknown, unknown>) => result.isOk();
const passwordReset = (_: unknown, { result }: Outcome<ConfirmPasswordResetOutcome, unknown>) =>
  result.isOk() && result.value.type === 'Reset';
const mfaRequired = (_: unknown, { result }: Outcome<SignInNext, unknown>) =>
  result.isOk() && (result.value.step === 'mfaCode' || result.value.step === 'mfaSelection');

const resetForm = (context: LoginContext): ResetConfirmForm => ({
  email: context.email,
  code: context.code,
  newPassword: context.newPassword,
});

function pendingMfaOf(result: Result<SignInNext, unknown>): PendingMfa {
  if (result.isErr()) return NO_MFA;
  const next = result.value;
  if (next.step === 'mfaSelection') return { ...NO_MFA, awaiting: 'selection', allowed: next.allowed };
  if (next.step !== 'mfaCode') return NO_MFA;
  return { ...NO_MFA, method: next.method, destination: next.destination, setupUri: next.setupUri };
}

type ContextArgs = { readonly context: LoginContext };

const loginFormErrors = ({ context }: ContextArgs) => ({ fieldErrors: fieldErrorsOf(validateLoginForm(context)) });
const codeErrors = ({ context }: ContextArgs) => ({ fieldErrors: fieldErrorsOf(validateVerificationCode({ code: context.code })) });
const resetRequestErrors = ({ context }: ContextArgs) => ({ fieldErrors: fieldErrorsOf(validateResetRequest(context.email)) });
const resetFormErrors = ({ context }: ContextArgs) => ({ fieldErrors: fieldErrorsOf(validateResetConfirm(resetForm(context))) });

const resetNotice = (done: ConfirmPasswordResetOutcome) => (done.type === 'Reset' ? done.notice : null);

function mfaAnswerOf(context: LoginContext): ConfirmSignInInput {
  if (context.mfa.awaiting === 'selection') {
    return { email: context.email, answer: { kind: 'mfaChoice', method: context.mfa.method ?? '' } };
  }
  return { email: context.email, answer: { kind: 'code', code: context.code } };
}

/** Every invoked use case that throws (a bug) ends here. */
const TO_FAILURE = { target: '#login.failure', actions: { type: 'keepFailure', params: thrownMessage } } as const;

/** A code step: typing, and submitting a well-formed code to `target`. */
function codeEvents<T extends string>(target: T) {
  return {
    EDIT: { actions: 'edit' },
    SUBMIT_CODE: [{ guard: 'codeValid', target }, { actions: { type: 'showFieldErrors', params: codeErrors } }],
  } as const;
}

/** The reset-mode form: asking for a code, and the 'Reset Password' button (nothing until all is filled in). */
function resetFormEvents() {
  return {
    EDIT: { actions: 'edit' },
    REQUEST_CODE: [
      { guard: 'resetRequestValid', target: 'requesting', actions: 'clearErrors' },
      { actions: { type: 'showFieldErrors', params: resetRequestErrors } },
    ],
    SUBMIT_RESET: [
      { guard: 'resetFormValid', target: 'resetting', actions: 'clearErrors' },
      { guard: 'resetFormFilled', actions: { type: 'showFieldErrors', params: resetFormErrors } },
    ],
  } as const;
}

/** Where a sign-in's answer leads; shared by the first sign-in and each MFA answer. */
function nextStepTransitions(fallback: 'editing' | 'mfa') {
  return [
    {
      guard: { type: 'signedIn', params: outcomeOf },
      target: '#login.signedIn',
      actions: { type: 'rememberUser', params: ({ context }: { context: LoginContext }) => ({ email: context.email.trim() }) },
    },
    { guard: { type: 'newPasswordRequired', params: outcomeOf }, target: '#login.newPasswordRequired' },
    { guard: { type: 'signUpUnconfirmed', params: outcomeOf }, target: '#login.normal.confirmSignUp', actions: 'clearCode' },
    { guard: { type: 'passwordResetRequired', params: outcomeOf }, target: '#login.reset.requesting' },
    { guard: { type: 'mfaRequired', params: outcomeOf }, target: '#login.normal.mfa', actions: { type: 'startMfa', params: outcomeOf } },
    { target: fallback, actions: { type: 'showFeedback', params: feedbackOf } },
  ] as const;
}

/**
 * The Login page (spec sections 2, 4, 5, 8): sign-in mode and password-reset mode, toggled by the
 * 'Reset Password' and 'Cancel Password Reset' links. Emits `notice`; calls `navigate` (provided by
 * the page) and `rememberUser` (provided by {@link createLoginMachine}).
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as NoticeEmitted,
  },
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
    mfaMethodAllowed: ({ context, event }) =>
      event.type === 'SELECT_MFA' && checkMfaType(event.method).isOk() && context.mfa.allowed.includes(event.method),
    resetRequestValid: ({ context }) => validateResetRequest(context.email).isOk(),
    resetFormValid: ({ context }) => validateResetConfirm(resetForm(context)).isOk(),
    resetFormFilled: ({ context }) => isResetFormFilled(resetForm(context)),
    succeeded,
    passwordReset,
    signedIn: stepIs('signedIn'),
    newPasswordRequired: stepIs('newPasswordRequired'),
    signUpUnconfirmed: stepIs('confirmSignUp'),
    passwordResetRequired: stepIs('resetPassword'),
    mfaRequired,
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    showFieldErrors: assign((_, params: { fieldErrors: FieldErrors<LoginField | 'method'> }) => ({ fieldErrors: params.fieldErrors })),
    clearErrors: assign({ fieldErrors: {} }),
    clearCode: assign({ code: '', fieldErrors: {} }),
    startMfa: assign((_, { result }: Outcome<SignInNext, unknown>) => ({ mfa: pendingMfaOf(result), code: '', fieldErrors: {} })),
    chooseMfa: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_MFA');
      return { mfa: { ...context.mfa, method: event.method } };
    }),
    finishReset: assign({ password: '', code: '', newPassword: '', fieldErrors: {} }),
    keepFailure: assign((_, params: { message: string }) => ({ failure: params.message })),
    clearFailure: assign({ failure: null }),
    showFeedback: enqueueActions(({ enqueue }, params: Feedback<LoginField>) => {
      enqueue.assign({ fieldErrors: params.fieldErrors });
      if (params.notice) enqueue.emit({ type: 'notice', notice: params.notice });
    }),
    notify: enqueueActions(({ enqueue }, params: { notice: Notice | null }) => {
      if (params.notice) enqueue.emit({ type: 'notice', notice: params.notice });
    }),
    rememberUser: (_, _params: { email: string }) => {},
    navigate: (_, _params: NavigateParams) => {},
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
            onDone: [
              { guard: { type: 'succeeded', params: outcomeOf }, target: 'signingIn' },
              { target: 'confirmSignUp', actions: { type: 'showFeedback', params: feedbackOf } },
            ],
            onError: TO_FAILURE,
          },
        },
        resendingSignUpCode: {
          description: 'Asking the identity service to e-mail a new sign-up code.',
          invoke: {
            src: 'resendSignUpCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              {
                guard: { type: 'succeeded', params: outcomeOf },
                target: 'confirmSignUp',
                actions: { type: 'notify', params: noticeOf(codeResentNotice) },
              },
              { target: 'confirmSignUp', actions: { type: 'showFeedback', params: feedbackOf } },
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
    reset: {
      description: "Reset mode: e-mail, verification code and new password; the button reads 'Reset Password'.",
      initial: 'idle',
      on: { CANCEL_RESET: { target: 'normal', actions: 'clearErrors' } },
      states: {
        idle: {
          description: 'No code asked for yet on this visit (a code from an earlier e-mail may still be used).',
          on: resetFormEvents(),
        },
        requesting: {
          description: 'Asking the identity service to e-mail a reset code.',
          invoke: {
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              {
                guard: { type: 'succeeded', params: outcomeOf },
                target: 'codeSent',
                actions: { type: 'notify', params: noticeOf((sent: ResetRequested) => sent.notice) },
              },
              { target: 'idle', actions: { type: 'showFeedback', params: feedbackOf } },
            ],
            onError: TO_FAILURE,
          },
        },
        codeSent: {
          description: 'A reset code is on its way: the person types it with a new password (or asks again).',
          on: resetFormEvents(),
        },
        resetting: {
          description: 'Setting the new password with the code.',
          invoke: {
            src: 'confirmPasswordReset',
            input: ({ context }) => resetForm(context),
            onDone: [
              {
                guard: { type: 'passwordReset', params: outcomeOf },
                target: '#login.normal',
                actions: ['finishReset', { type: 'notify', params: noticeOf(resetNotice) }],
              },
              { target: 'codeSent', actions: { type: 'showFeedback', params: feedbackOf } },
            ],
            onError: TO_FAILURE,
          },
        },
      },
    },
    failure: {
      description: 'Something unexpected went wrong (a bug, not a refusal); RETRY returns to the sign-in form with the values kept.',
      entry: { type: 'notify', params: ({ context }) => ({ notice: providerMessage(context.failure ?? '') }) },
      on: { RETRY: { target: 'normal', actions: 'clearFailure' } },
    },
    signedIn: {
      description: 'Signed in: the e-mail is remembered and the person goes to the Member Area.',
      type: 'final',
      entry: { type: 'navigate', params: { path: IDENTITY_ROUTES.memberArea } },
    },
    newPasswordRequired: {
      description: 'The account still has its temporary password: the person goes to Set Password.',
      type: 'final',
      entry: { type: 'navigate', params: { path: IDENTITY_ROUTES.setPassword } },
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
    actions: {
      // Best effort: the identity service, not this key, decides who is signed in.
      rememberUser: (_, params) => void deps.storage.set(SIGNED_IN_USER_KEY, params.email),
    },
  });
}
