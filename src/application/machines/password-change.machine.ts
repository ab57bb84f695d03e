import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { validateChangePassword, type ChangePasswordForm } from '../../domain/validation/account-forms';
import type { FieldErrors } from '../../domain/validation/fields';
import { MESSAGES, type Notice } from '../messages';
import type { IdentityProvider } from '../ports/identity-provider.port';
import { changePassword, type ChangePasswordError, type ChangePasswordInput } from '../use-cases/change-password.use-case';
import {
  sendPasswordChangeCode,
  type PasswordChangeCodeSent,
  type SendPasswordChangeCodeError,
} from '../use-cases/send-password-change-code.use-case';
import {
  feedbackOf,
  fieldErrorsOf,
  noticeOf,
  outcomeOf,
  thrownMessage,
  unprovided,
  type Feedback,
  type NoticeEmitted,
  type Outcome,
} from './identity-flow-support';

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

const changeFormErrors = (context: PasswordChangeContext) => fieldErrorsOf(validateChangePassword(formOf(context)));

const succeeded = (_: unknown, { result }: Outcome<unknown, unknown>) => result.isOk();

/**
 * The Member Area's password change (spec sections 4, 8): send a code to the signed-in e-mail,
 * then 'Update Information' with the code and the new password. Emits `notice`.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as NoticeEmitted,
  },
  actors: {
    sendPasswordChangeCode: unprovided<Result<PasswordChangeCodeSent, SendPasswordChangeCodeError>, void>('sendPasswordChangeCode'),
    changePassword: unprovided<Result<{ notice: Notice }, ChangePasswordError>, ChangePasswordInput>('changePassword'),
  },
  guards: {
    changeFormValid: ({ context }) => validateChangePassword(formOf(context)).isOk(),
    succeeded,
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    showFieldErrors: assign((_, params: { fieldErrors: FieldErrors<PasswordChangeField> }) => ({ fieldErrors: params.fieldErrors })),
    keepEmail: assign((_, { result }: Outcome<PasswordChangeCodeSent, unknown>) => ({
      email: result.map((sent) => sent.email).unwrapOr(null),
    })),
    clearForm: assign({ code: '', newPassword: '', fieldErrors: {} }),
    keepFailure: assign((_, params: { message: string }) => ({ failure: params.message })),
    clearFailure: assign({ failure: null }),
    showFeedback: enqueueActions(({ enqueue }, params: Feedback<PasswordChangeField>) => {
      enqueue.assign({ fieldErrors: params.fieldErrors });
      if (params.notice) enqueue.emit({ type: 'notice', notice: params.notice });
    }),
    notify: enqueueActions(({ enqueue }, params: { notice: Notice | null }) => {
      if (params.notice) enqueue.emit({ type: 'notice', notice: params.notice });
    }),
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
          {
            guard: { type: 'succeeded', params: outcomeOf },
            target: 'codeSent',
            actions: [{ type: 'keepEmail', params: outcomeOf }, 'clearForm'],
          },
          { target: 'idle', actions: { type: 'showFeedback', params: feedbackOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
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
      description: 'Changing the password with the code.',
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ email: context.email ?? '', ...formOf(context) }),
        onDone: [
          {
            guard: { type: 'succeeded', params: outcomeOf },
            target: 'idle',
            actions: ['clearForm', { type: 'notify', params: noticeOf((done: { notice: Notice }) => done.notice) }],
          },
          { target: 'codeSent', actions: { type: 'showFeedback', params: feedbackOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
      },
    },
    failure: {
      description: 'Something unexpected went wrong (a bug, not a refusal); RETRY starts again.',
      entry: { type: 'notify', params: { notice: MESSAGES.passwordUpdateFailed } },
      on: { RETRY: { target: 'idle', actions: 'clearFailure' } },
    },
  },
});

/** The ports the password change needs. */
export interface PasswordChangeDeps {
  readonly identity: IdentityProvider;
}

/** The password-change machine wired to the identity service. */
export function createPasswordChangeMachine(deps: PasswordChangeDeps) {
  return passwordChangeMachine.provide({
    actors: {
      sendPasswordChangeCode: fromPromise(() => sendPasswordChangeCode(deps)),
      changePassword: fromPromise(({ input }) => changePassword(deps, input)),
    },
  });
}
