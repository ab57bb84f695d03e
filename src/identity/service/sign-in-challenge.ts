import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MFA_FAILURE_LIMITS } from '../rules/attempt-limits';
import { checkChallengeResponse, checkMfaType, IDENTITY_LIMITS } from '../rules/identity-rules';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import { enabledMfa, type Account, type SignInChallenge } from '../ports/account-records';
import type { IdentityContext, IdentityDeps } from './identity-context';
import { attemptLimit, IDENTITY_ERRORS, invalidParameter, sessionExpired } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { countedAttempt } from './attempt-counters';
import { mfaFailureCounter, spendCode, warnWhenFilled } from './one-time-codes';
import { choosePassword } from './password-rules';
import { challengeDigest, finishSignIn, mfaOrDone, mfaStep, type SignInResult } from './sign-in-steps';
import { checkTotpCode } from './totp-check';

export interface ChallengeAnswer {
  /** The handle `signIn` (or the previous answer) returned. */
  readonly session: string;
  /** A new password, an MFA code, or the chosen MFA method ('TOTP' or 'EMAIL'). */
  readonly response: string;
}

/** Ends a challenge before acting on it: of two answers at once, only the first goes on. */
function claim(ctx: IdentityDeps, challenge: SignInChallenge): ResultAsync<void, IdentityError> {
  return ctx.store
    .endChallenge(challenge.handleHash)
    .mapErr(fromStoreError)
    .andThen((outcome) => (outcome === 'ended' ? okAsync(undefined) : errAsync(sessionExpired())));
}

/** Counts a try at a code before checking it, so parallel guesses cannot pass the limit; too many ends the challenge. */
function countAttempt(ctx: IdentityDeps, challenge: SignInChallenge): ResultAsync<void, IdentityError> {
  return ctx.store
    .countChallengeFailure(challenge.handleHash)
    .mapErr(fromStoreError)
    .andThen((count) => {
      if (count === 'gone') return errAsync(sessionExpired());
      if (count <= IDENTITY_LIMITS.codeAttempts) return okAsync(undefined);
      return claim(ctx, challenge).andThen(() => errAsync(attemptLimit()));
    });
}

function answerNewPassword(ctx: IdentityContext, challenge: SignInChallenge, account: Account, password: string) {
  // The password was reset some other way meanwhile: this sign-in is stale.
  if (account.status !== 'FORCE_CHANGE_PASSWORD') return errAsync(sessionExpired());
  return choosePassword(ctx, password).andThen((passwordHash) =>
    claim(ctx, challenge)
      .andThen(() =>
        ctx.store.updateAccount(account.id, { passwordHash, status: 'CONFIRMED', temporaryPasswordExpiresAt: null }).mapErr(fromStoreError),
      )
      .andThen((updated) => mfaOrDone(ctx, updated)),
  );
}

function answerSelection(ctx: IdentityContext, challenge: SignInChallenge, account: Account, choice: string) {
  return checkMfaType(choice).asyncAndThen((method) => {
    if (method === 'SMS' || !enabledMfa(account.mfa).includes(method)) return errAsync(invalidParameter(IDENTITY_ERRORS.mfaNotEnabled));
    return claim(ctx, challenge).andThen(() => mfaStep(ctx, account, method));
  });
}

/** An authenticator code, counted against the challenge (five tries) and the account's second-factor limit (across challenges). */
function answerTotp(ctx: IdentityContext, challenge: SignInChallenge, account: Account, code: string) {
  const check = () => checkTotpCode(ctx, account, account.mfa.totpSecret, code);
  return countAttempt(ctx, challenge)
    .andThen(() =>
      countedAttempt(ctx, mfaFailureCounter(account.id), MFA_FAILURE_LIMITS, check, (taken) =>
        warnWhenFilled(ctx, account, 'sign-in-mfa', taken),
      ),
    )
    .andThen(() => claim(ctx, challenge))
    .andThen(() => finishSignIn(ctx, account));
}

function answerEmailCode(ctx: IdentityContext, challenge: SignInChallenge, account: Account, code: string) {
  return spendCode(ctx, account, 'sign-in-mfa', code)
    .andThen(() => claim(ctx, challenge))
    .andThen(() => finishSignIn(ctx, account));
}

function answer(
  ctx: IdentityContext,
  challenge: SignInChallenge,
  account: Account,
  response: string,
): ResultAsync<SignInResult, IdentityError> {
  switch (challenge.kind) {
    case 'NEW_PASSWORD':
      return answerNewPassword(ctx, challenge, account, response);
    case 'MFA_SELECTION':
      return answerSelection(ctx, challenge, account, response);
    case 'TOTP':
      return answerTotp(ctx, challenge, account, response);
    case 'EMAIL_CODE':
      return answerEmailCode(ctx, challenge, account, response);
  }
}

/** The live challenge behind a handle and its account, or 'Invalid session for the user, session is expired.' */
function liveChallenge(ctx: IdentityDeps, handle: string): ResultAsync<{ challenge: SignInChallenge; account: Account }, IdentityError> {
  return ctx.store
    .findChallenge(challengeDigest(ctx, handle))
    .mapErr(fromStoreError)
    .andThen((challenge) => {
      if (challenge === null || challenge.expiresAt <= ctx.clock.now()) return errAsync(sessionExpired());
      return ctx.store
        .findAccountById(challenge.accountId)
        .mapErr(fromStoreError)
        .andThen((account) => (account === null ? errAsync(sessionExpired()) : okAsync({ challenge, account })));
    });
}

/**
 * Answers a pending sign-in step (confirmSignIn): a new password for a temporary one (policy
 * checked: InvalidPassword), the MFA method chosen (checked with the identity rules), or an MFA
 * code (CodeMismatch; LimitExceeded after five tries at one sign-in, or once the account's wrong
 * second-factor codes reach MFA_FAILURE_LIMITS across sign-ins). A pending sign-in lasts three minutes;
 * after that, or once answered, its handle answers NotAuthorized
 * 'Invalid session for the user, session is expired.'
 */
export function respondToChallenge(ctx: IdentityContext, input: ChallengeAnswer): ResultAsync<SignInResult, IdentityError> {
  return checkChallengeResponse(input.response).asyncAndThen(() =>
    liveChallenge(ctx, input.session).andThen(({ challenge, account }) => answer(ctx, challenge, account, input.response)),
  );
}
