import type { Result } from 'neverthrow';
import { assertEvent, fromPromise, type EventObject } from 'xstate';
import { IDENTITY_ROUTES } from '../identity-routes';
import { MESSAGES } from '../messages';
import type { BrowserStorage } from '../../ports/browser-storage.port';
import type { CodeDelivery, IdentityProvider, SignUpOutcome } from '../../ports/identity-provider.port';
import {
  codeResentNotice,
  confirmMembership,
  resendMembershipCode,
  type ConfirmMembershipDeps,
  type ConfirmMembershipError,
} from '../use-cases/confirm-membership.use-case';
import { forgetPendingMembership, rememberPendingMembership } from '../use-cases/pending-membership';
import { signIn, type SignInError, type SignInNext } from '../use-cases/sign-in.use-case';
import { failureOf } from './checkout-support';
import { rememberIn } from './identity-form-actions';
import { outcomeOf, SUCCEEDED, unprovided, type Outcome } from './machine-support';

/**
 * Become a Member's code step, after the payment: the new member types the code the identity
 * service e-mailed, or asks for a new one; once confirmed, the member is signed in with the
 * password chosen on the form and taken to the Member Area, as Login does with the same code.
 * A page opened again (refresh, closed tab) resumes the step from the e-mail remembered in the
 * browser's storage, and then asks for the password with the code. Its actors, actions and states
 * (`verifying`, `confirming`, `resendingCode`, `signingIn`, `signedIn`, `signInNeeded`), composed
 * into membership-checkout.machine.ts, which names the guards and actions they use (`hasCode`,
 * `clearErrors`, `showCodeError`, `showConfirmError`, `keepPassword`, `reset`, `announce`).
 */

/** Whom the code confirms, and the code. */
export interface CodeInput {
  readonly email: string;
  readonly code: string;
}

type ConfirmResult = Result<SignUpOutcome, ConfirmMembershipError>;
type ResendResult = Result<CodeDelivery, ConfirmMembershipError>;
type SignInResult = Result<SignInNext, SignInError>;

/** The ports of the code step: the identity service, and the storage that remembers the pending e-mail. */
export interface VerificationDeps extends ConfirmMembershipDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

/** The announcement of a failure: the failure's own notice. */
export const ANNOUNCE_FAILURE = { type: 'announce', params: failureOf(MESSAGES.membershipFormFailed) } as const;

/** The announcement that the account is confirmed. */
export const ANNOUNCE_VERIFIED = { type: 'announce', params: { notice: MESSAGES.verificationComplete } } as const;

/** Where the code went, as the identity service masks it; null when no code is needed. */
export function codeDestination(signUp: SignUpOutcome): string | null {
  return signUp.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? signUp.nextStep.codeDelivery.destination : null;
}

/** The code step's actors over the identity service. */
export function verificationActors(deps: VerificationDeps) {
  return {
    confirmSignUp: fromPromise<ConfirmResult, CodeInput>(({ input }) => confirmMembership(deps, input)),
    resendCode: fromPromise<ResendResult, { readonly email: string }>(({ input }) => resendMembershipCode(deps, input)),
    signIn: fromPromise<SignInResult, SignInInput>(({ input }) => signIn(deps, input)),
  };
}

/** The code step's actions over the browser's storage: the pending e-mail, and the signed-in user. */
export function verificationActions(deps: VerificationDeps) {
  return {
    rememberPending: (_: unknown, params: { email: string }) => rememberPendingMembership(deps.storage, params.email),
    forgetPending: () => forgetPendingMembership(deps.storage),
    rememberUser: rememberIn(deps.storage),
  };
}

/** Whom to sign in once the code is confirmed. */
interface SignInInput {
  readonly email: string;
  readonly password: string;
}

/** What the machine's `setup` names the code step's actors until {@link verificationActors} or a test provides them. */
export const VERIFICATION_UNPROVIDED = {
  confirmSignUp: unprovided<ConfirmResult, CodeInput>('confirmSignUp'),
  resendCode: unprovided<ResendResult, { readonly email: string }>('resendCode'),
  signIn: unprovided<SignInResult, SignInInput>('signIn'),
};

/**
 * The code step's actions until {@link verificationActions} or a test provides them; `navigate`
 * (to the Member Area once signed in) is provided by the page.
 */
export const VERIFICATION_ACTIONS = {
  rememberPending: (_: unknown, _params: { email: string }) => {},
  forgetPending: () => {},
  rememberUser: (_: unknown, _params: { email: string }) => {},
  navigate: (_: unknown, _params: { path: string }) => {},
};

type SignInOutcome = Outcome<SignInNext, SignInError>;

/** The sign-in after the code: the Member Area (or, for an administrator, its two-step set-up) is where it leads. */
export const verificationGuards = {
  signedInAfterCode: (_: unknown, { result }: SignInOutcome) =>
    result.isOk() && (result.value.step === 'signedIn' || result.value.step === 'twoStepRequired'),
};

/** Where the signed-in member goes: the path the sign-in answered with. */
function leavingPath({ event }: { readonly event: { readonly output: SignInResult } }): { readonly path: string } {
  const next = event.output.unwrapOr(null);
  return { path: next !== null && 'path' in next ? next.path : IDENTITY_ROUTES.memberArea };
}

interface CodeSubmitted {
  readonly type: 'SUBMIT_CODE';
  readonly code: string;
}

function assertCodeSubmitted(event: EventObject): asserts event is CodeSubmitted {
  assertEvent(event, 'SUBMIT_CODE');
}

type EmailArgs = { readonly context: { readonly email: string } };
type PasswordArgs = { readonly context: { readonly email: string; readonly password: string } };

/** The states of the code step. */
export const verificationStates = {
  verifying: {
    description:
      'Paid; entering the verification code e-mailed to the new member (a new code can be sent). On a resumed page the password is asked for with the code; RESTART forgets the pending account.',
    on: {
      SUBMIT_CODE: [{ guard: 'hasCode', target: 'confirming', actions: ['clearErrors', 'keepPassword'] }, { actions: 'showCodeError' }],
      RESEND_CODE: 'resendingCode',
      RESTART: { target: 'selecting', actions: ['forgetPending', 'reset'] },
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
        { guard: SUCCEEDED, target: 'signingIn', actions: ['forgetPending', ANNOUNCE_VERIFIED] },
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
  signingIn: {
    description: 'Confirmed: signing the new member in with the password chosen on the form (or typed on the resumed step).',
    invoke: {
      id: 'signIn',
      src: 'signIn',
      input: ({ context }: PasswordArgs): SignInInput => ({ email: context.email, password: context.password }),
      onDone: [
        {
          guard: { type: 'signedInAfterCode', params: outcomeOf },
          target: 'signedIn',
          actions: [
            { type: 'rememberUser', params: ({ context }: EmailArgs) => ({ email: context.email.trim() }) },
            { type: 'navigate', params: leavingPath },
          ],
        },
        { target: 'signInNeeded' },
      ],
      onError: 'signInNeeded',
    },
    exit: 'forgetPassword',
  },
  signedIn: {
    description: 'Signed in: the page takes the new member to the Member Area.',
    type: 'final',
  },
  signInNeeded: {
    description:
      'Confirmed, but the sign-in did not finish (a wrong password on a resumed page, or a further step): the page sends the member to Login with the e-mail filled in.',
    on: { RESTART: { target: 'selecting', actions: 'reset' } },
  },
} as const;
