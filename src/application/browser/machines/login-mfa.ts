import type { Result } from 'neverthrow';
import type { EventObject } from 'xstate';
import { checkMfaType } from '../../../identity/rules/identity-rules';
import type { MfaMethod } from '../../ports/identity-provider.port';
import type { ConfirmSignInInput } from '../use-cases/confirm-sign-in.use-case';
import type { SignInNext } from '../use-cases/sign-in.use-case';
import type { Outcome } from './machine-support';

/**
 * The Login page's second factor: what the page shows while it is pending, the answer sent back,
 * and the guards on it, for login.machine.ts (whose `mfa` and `confirmingSignIn` states use them).
 */

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

/** No MFA step pending. */
export const NO_MFA: PendingMfa = { awaiting: 'code', method: null, destination: null, setupUri: null, allowed: [] };

/** The MFA step a sign-in's answer asks for, or none. */
export function pendingMfaOf(result: Result<SignInNext, unknown>): PendingMfa {
  if (result.isErr()) return NO_MFA;
  const next = result.value;
  if (next.step === 'mfaSelection') return { ...NO_MFA, awaiting: 'selection', allowed: next.allowed };
  if (next.step !== 'mfaCode') return NO_MFA;
  return { ...NO_MFA, method: next.method, destination: next.destination, setupUri: next.setupUri };
}

/** What the Login page's context holds for the MFA answer. */
interface MfaAnswering {
  readonly email: string;
  readonly code: string;
  readonly mfa: PendingMfa;
}

/** The answer to send: the chosen method while a choice is pending, else the typed code. */
export function mfaAnswerOf(context: MfaAnswering): ConfirmSignInInput {
  if (context.mfa.awaiting === 'selection') {
    return { email: context.email, answer: { kind: 'mfaChoice', method: context.mfa.method ?? '' } };
  }
  return { email: context.email, answer: { kind: 'code', code: context.code } };
}

interface MfaSelected {
  readonly type: 'SELECT_MFA';
  readonly method: MfaMethod;
}

const isMfaSelected = (event: EventObject): event is MfaSelected => event.type === 'SELECT_MFA';

/** The guards on the MFA step, for the machine's `setup`. */
export const mfaGuards = {
  mfaMethodAllowed: ({ context, event }: { readonly context: MfaAnswering; readonly event: EventObject }) =>
    isMfaSelected(event) && checkMfaType(event.method).isOk() && context.mfa.allowed.includes(event.method),
  mfaRequired: (_: unknown, { result }: Outcome<SignInNext, unknown>) =>
    result.isOk() && (result.value.step === 'mfaCode' || result.value.step === 'mfaSelection'),
};
