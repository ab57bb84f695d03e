import type { Result } from 'neverthrow';
import { assertEvent, fromPromise, type EventObject } from 'xstate';
import { MESSAGES } from '../messages';
import type { CodeDelivery, SignUpOutcome } from '../../ports/identity-provider.port';
import {
  codeResentNotice,
  confirmMembership,
  resendMembershipCode,
  type ConfirmMembershipDeps,
  type ConfirmMembershipError,
} from '../use-cases/confirm-membership.use-case';
import { failureOf } from './checkout-support';
import { outcomeOf, SUCCEEDED, unprovided } from './machine-support';

/**
 * Become a Member's code step, after the payment: the new member types the code the identity
 * service e-mailed, or asks for a new one. Its actors and its states (`verifying`, `confirming`,
 * `resendingCode`), composed into membership-checkout.machine.ts, which names the guards and
 * actions they use (`hasCode`, `clearErrors`, `showCodeError`, `showConfirmError`, `reset`, `announce`).
 */

/** Whom the code confirms, and the code. */
export interface CodeInput {
  readonly email: string;
  readonly code: string;
}

type ConfirmResult = Result<SignUpOutcome, ConfirmMembershipError>;
type ResendResult = Result<CodeDelivery, ConfirmMembershipError>;

/** The announcement of a failure: the failure's own notice. */
export const ANNOUNCE_FAILURE = { type: 'announce', params: failureOf(MESSAGES.membershipFormFailed) } as const;

/** The announcement that the account is confirmed. */
export const ANNOUNCE_VERIFIED = { type: 'announce', params: { notice: MESSAGES.verificationComplete } } as const;

/** Where the code went, as the identity service masks it; null when no code is needed. */
export function codeDestination(signUp: SignUpOutcome): string | null {
  return signUp.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? signUp.nextStep.codeDelivery.destination : null;
}

/** The code step's actors over the identity service. */
export function verificationActors(deps: ConfirmMembershipDeps) {
  return {
    confirmSignUp: fromPromise<ConfirmResult, CodeInput>(({ input }) => confirmMembership(deps, input)),
    resendCode: fromPromise<ResendResult, { readonly email: string }>(({ input }) => resendMembershipCode(deps, input)),
  };
}

/** What the machine's `setup` names the code step's actors until {@link verificationActors} or a test provides them. */
export const VERIFICATION_UNPROVIDED = {
  confirmSignUp: unprovided<ConfirmResult, CodeInput>('confirmSignUp'),
  resendCode: unprovided<ResendResult, { readonly email: string }>('resendCode'),
};

interface CodeSubmitted {
  readonly type: 'SUBMIT_CODE';
  readonly code: string;
}

function assertCodeSubmitted(event: EventObject): asserts event is CodeSubmitted {
  assertEvent(event, 'SUBMIT_CODE');
}

type EmailArgs = { readonly context: { readonly email: string } };

/** The states of the code step. */
export const verificationStates = {
  verifying: {
    description: 'Paid; entering the verification code e-mailed to the new member (a new code can be sent).',
    on: {
      SUBMIT_CODE: [{ guard: 'hasCode', target: 'confirming', actions: 'clearErrors' }, { actions: 'showCodeError' }],
      RESEND_CODE: 'resendingCode',
    },
  },
  confirming: {
    description: 'Confirming the code with the identity service (processing spinner).',
    invoke: {
      id: 'confirmSignUp',
      src: 'confirmSignUp',
      input: ({ context, event }: EmailArgs & { readonly event: EventObject }): CodeInput => {
        assertCodeSubmitted(event);
        return { email: context.email, code: event.code };
      },
      onDone: [
        { guard: SUCCEEDED, target: 'selecting', actions: ['reset', ANNOUNCE_VERIFIED] },
        { target: 'verifying', actions: [{ type: 'showConfirmError', params: outcomeOf }, ANNOUNCE_FAILURE] },
      ],
      onError: 'failed',
    },
  },
  resendingCode: {
    description: 'Asking the identity service to e-mail a new code.',
    invoke: {
      id: 'resendCode',
      src: 'resendCode',
      input: ({ context }: EmailArgs) => ({ email: context.email }),
      onDone: {
        target: 'verifying',
        actions: {
          type: 'announce',
          params: ({ event }: { readonly event: { readonly output: ResendResult } }) => ({
            notice: event.output.match(codeResentNotice, (error) => error.notice),
          }),
        },
      },
      onError: 'failed',
    },
  },
} as const;
