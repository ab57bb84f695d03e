import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IDENTITY_LIMITS } from '../rules/identity-rules';
import type { AuthUser, IdentityError, SignInStep } from '../../application/ports/identity-provider.port';
import { enabledMfa, type Account, type ChallengeKind, type ServedMfaMethod } from '../ports/account-records';
import { secondsFromNow, type IdentityDeps } from './identity-context';
import { IDENTITY_ERRORS, notAuthorized } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { deviceToken } from './known-devices';
import { countCodeRequest, issueAndSendCode } from './one-time-codes';
import { issueSession, toAuthUser, type SessionTokens } from './sessions';

/** Every step but DONE. */
type PendingSignInStep = Exclude<SignInStep, { readonly signInStep: 'DONE' }>;

/**
 * How a sign-in (or an answer to one of its challenges) ended: signed in with tokens, or waiting
 * for a next step. `deviceToken` marks the browser a known device of the account (known-devices.ts).
 * `session` is the handle of the pending challenge, to send back with the answer;
 * null for the steps that lead out of sign-in (CONFIRM_SIGN_UP, RESET_PASSWORD).
 */
export type SignInResult =
  | { readonly done: true; readonly tokens: SessionTokens; readonly user: AuthUser; readonly deviceToken: string }
  | { readonly done: false; readonly nextStep: PendingSignInStep; readonly session: string | null };

const pending = (nextStep: PendingSignInStep, session: string | null): SignInResult => ({ done: false, nextStep, session });

/** The digest a challenge handle is stored under. */
export function challengeDigest(ctx: IdentityDeps, handle: string): string {
  return ctx.digest.digest(`challenge:${handle}`);
}

/** Opens a pending sign-in that lasts three minutes and answers its handle. */
function startChallenge(ctx: IdentityDeps, account: Account, kind: ChallengeKind): ResultAsync<string, IdentityError> {
  const handle = ctx.ids.secret();
  const challenge = {
    handleHash: challengeDigest(ctx, handle),
    accountId: account.id,
    kind,
    expiresAt: secondsFromNow(ctx, IDENTITY_LIMITS.pendingSignInSeconds),
    attempts: 0,
  };
  return ctx.store
    .saveChallenge(challenge)
    .mapErr(fromStoreError)
    .map(() => handle);
}

/** Issues the session and a known-device token: the sign-in is DONE. */
export function finishSignIn(ctx: IdentityDeps, account: Account): ResultAsync<SignInResult, IdentityError> {
  return issueSession(ctx, account).map((tokens): SignInResult => ({
    done: true,
    tokens,
    user: toAuthUser(ctx, account),
    deviceToken: deviceToken(ctx, account.id),
  }));
}

/** Asks for a code of the chosen method: an authenticator's, or one e-mailed now (counted: CODE_ISSUE_LIMITS). */
export function mfaStep(ctx: IdentityDeps, account: Account, method: ServedMfaMethod): ResultAsync<SignInResult, IdentityError> {
  if (method === 'TOTP') {
    return startChallenge(ctx, account, 'TOTP').map((session) => pending({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, session));
  }
  return countCodeRequest(ctx, account.email, 'sign-in-mfa')
    .andThen(() => issueAndSendCode(ctx, account, 'sign-in-mfa'))
    .andThen((codeDelivery) =>
      startChallenge(ctx, account, 'EMAIL_CODE').map((session) =>
        pending({ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDelivery }, session),
      ),
    );
}

/** With MFA on: the preferred method, the only one, or a choice between both. Without: DONE. */
export function mfaOrDone(ctx: IdentityDeps, account: Account): ResultAsync<SignInResult, IdentityError> {
  const methods = enabledMfa(account.mfa);
  const preferred = account.mfa.preferred;
  if (methods.length === 0) return finishSignIn(ctx, account);
  if (preferred !== null && methods.includes(preferred)) return mfaStep(ctx, account, preferred);
  const [only] = methods;
  if (methods.length === 1 && only !== undefined) return mfaStep(ctx, account, only);
  return startChallenge(ctx, account, 'MFA_SELECTION').map((session) =>
    pending({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: methods }, session),
  );
}

/** After a right password: what the account's status asks for next. */
export function afterPassword(ctx: IdentityDeps, account: Account): ResultAsync<SignInResult, IdentityError> {
  if (account.disabled) return errAsync(notAuthorized(IDENTITY_ERRORS.userDisabled));
  switch (account.status) {
    case 'UNCONFIRMED':
      return okAsync(pending({ signInStep: 'CONFIRM_SIGN_UP' }, null));
    case 'RESET_REQUIRED':
      return okAsync(pending({ signInStep: 'RESET_PASSWORD' }, null));
    case 'FORCE_CHANGE_PASSWORD':
      if (account.temporaryPasswordExpiresAt === null || account.temporaryPasswordExpiresAt <= ctx.clock.now()) {
        return errAsync(notAuthorized(IDENTITY_ERRORS.temporaryPasswordExpired));
      }
      return startChallenge(ctx, account, 'NEW_PASSWORD').map((session) =>
        pending({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] }, session),
      );
    case 'CONFIRMED':
      return mfaOrDone(ctx, account);
  }
}
