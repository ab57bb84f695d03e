import { validateResetConfirm, validateResetRequest, type ResetConfirmForm } from '../../../domain/validation/account-forms';
import { isResetFormFilled, type ConfirmPasswordResetOutcome } from '../use-cases/confirm-password-reset.use-case';
import type { ResetRequested } from '../use-cases/request-password-reset.use-case';
import { noticeOf, showFeedbackIn, toFailure } from './identity-flow-support';
import { fieldErrorsOf, outcomeOf, SUCCEEDED, type Outcome } from './machine-support';

/**
 * The Login page's reset mode: e-mail a reset code, then set a new password with it (a code from
 * an earlier e-mail works too). The `reset` state and the guards it names, composed into
 * login.machine.ts; the machine names the actors and actions (`requestPasswordReset`,
 * `confirmPasswordReset`; `edit`, `clearErrors`, `showFieldErrors`, `notify`, `showFeedback`, `finishReset`).
 */

/** What reset mode reads from the Login page's context: e-mail, code and new password. */
type ResetArgs = { readonly context: ResetConfirmForm };

/** The reset form out of the Login page's context (which has more). */
const resetForm = (context: ResetConfirmForm): ResetConfirmForm => ({
  email: context.email,
  code: context.code,
  newPassword: context.newPassword,
});

/** The guards reset mode names, for the machine's `setup`. */
export const resetGuards = {
  resetRequestValid: ({ context }: ResetArgs) => validateResetRequest(context.email).isOk(),
  resetFormValid: ({ context }: ResetArgs) => validateResetConfirm(resetForm(context)).isOk(),
  resetFormFilled: ({ context }: ResetArgs) => isResetFormFilled(resetForm(context)),
  passwordReset: (_: unknown, { result }: Outcome<ConfirmPasswordResetOutcome, unknown>) => result.isOk() && result.value.type === 'Reset',
};

const resetRequestErrors = ({ context }: ResetArgs) => ({ fieldErrors: fieldErrorsOf(validateResetRequest(context.email)) });
const resetFormErrors = ({ context }: ResetArgs) => ({ fieldErrors: fieldErrorsOf(validateResetConfirm(resetForm(context))) });

const resetNotice = (done: ConfirmPasswordResetOutcome) => (done.type === 'Reset' ? done.notice : null);

const TO_FAILURE = toFailure('#login.failure');

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

/** The `reset` state of the Login machine. */
export const resetMode = {
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
        input: ({ context }: ResetArgs) => ({ email: context.email }),
        onDone: [
          { guard: SUCCEEDED, target: 'codeSent', actions: { type: 'notify', params: noticeOf((sent: ResetRequested) => sent.notice) } },
          showFeedbackIn('idle'),
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
        input: ({ context }: ResetArgs) => resetForm(context),
        onDone: [
          {
            guard: { type: 'passwordReset', params: outcomeOf },
            target: '#login.normal',
            actions: ['finishReset', { type: 'notify', params: noticeOf(resetNotice) }],
          },
          showFeedbackIn('codeSent'),
        ],
        onError: TO_FAILURE,
      },
    },
  },
} as const;
