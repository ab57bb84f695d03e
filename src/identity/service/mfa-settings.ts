import { err, errAsync, ok, Result, type ResultAsync } from 'neverthrow';
import { checkMfaType } from '../rules/identity-rules';
import type { CodeDelivery, IdentityError, MfaPreference, TwoStepProof } from '../../application/ports/identity-provider.port';
import { enabledMfa, type Account, type MfaSettings, type ServedMfaMethod } from '../ports/account-records';
import { base32Encode } from './base32';
import type { IdentityDeps } from './identity-context';
import { sendInBackground, twoStepChangedMail } from './identity-mail';
import { IDENTITY_ERRORS, invalidParameter } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { countCodeRequest, issueAndSendCode } from './one-time-codes';
import { confirmPassword, confirmSecondFactor } from './reauthenticate';
import { authenticateSession, type AuthenticatedSession } from './sessions';
import { TOTP_SECRET_BYTES, totpSetupUri } from './totp';
import { mustKeepTwoStep } from './two-step-policy';
import { checkTotpCode } from './totp-check';

/**
 * What a change of two-step sign-in must prove, whoever holds the session (the port's
 * `TwoStepProof`): the account's password, and, while a second factor is on, a code from it
 * (authenticator, or e-mailed with `sendTwoStepCode`).
 */
export interface MfaPreferenceInput extends TwoStepProof {
  /** Exactly the methods to have on; the others are turned off. */
  readonly enable: readonly string[];
  readonly preferred: string | null;
}

/** A fresh 160-bit authenticator secret, base32, from the IdGenerator's uniform source. */
function newTotpSecret(ctx: IdentityDeps): string {
  const bytes = Uint8Array.from({ length: TOTP_SECRET_BYTES }, () => Math.floor(ctx.ids.uniform() * 256));
  return base32Encode(bytes);
}

/** The session, once its holder has proven the password and (when one is on) the second factor. */
function provenSession(ctx: IdentityDeps, accessToken: string, proof: TwoStepProof): ResultAsync<AuthenticatedSession, IdentityError> {
  return authenticateSession(ctx, accessToken).andThrough((session) =>
    confirmPassword(ctx, session, proof.password).andThen(() => confirmSecondFactor(ctx, session.account, proof.code)),
  );
}

function saveMfa(ctx: IdentityDeps, account: Account, mfa: MfaSettings, summary: string | null): ResultAsync<void, IdentityError> {
  return ctx.store
    .updateAccount(account.id, { mfa })
    .mapErr(fromStoreError)
    .map(() => {
      if (summary !== null) sendInBackground(ctx, twoStepChangedMail(account.email, summary, ctx.config.issuer));
    });
}

/**
 * Starts authenticator set-up for the signed-in member, after the proof: a new secret, kept
 * pending until a code from it is verified (an authenticator already in use keeps working meanwhile).
 */
export function setUpTotp(
  ctx: IdentityDeps,
  accessToken: string,
  proof: TwoStepProof,
): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError> {
  const sharedSecret = newTotpSecret(ctx);
  return provenSession(ctx, accessToken, proof)
    .andThen(({ account }) =>
      ctx.store.updateAccount(account.id, { mfa: { ...account.mfa, totpPendingSecret: sharedSecret } }).mapErr(fromStoreError),
    )
    .map((account) => ({ sharedSecret, setupUri: totpSetupUri(ctx.config.issuer, account.email, sharedSecret) }));
}

/**
 * Proves the pending secret with a current code (CodeMismatch if wrong): it becomes the
 * authenticator, turned on, and the preferred method when none was. The owner is e-mailed.
 */
export function verifyTotpSetup(ctx: IdentityDeps, accessToken: string, code: string): ResultAsync<void, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) => {
    const pending = account.mfa.totpPendingSecret;
    if (pending === null) return errAsync(invalidParameter(IDENTITY_ERRORS.totpNotSetUp));
    const mfa: MfaSettings = {
      ...account.mfa,
      totpSecret: pending,
      totpPendingSecret: null,
      totpEnabled: true,
      preferred: account.mfa.preferred ?? 'TOTP',
    };
    return checkTotpCode(ctx, account, pending, code).andThen(() => saveMfa(ctx, account, mfa, 'an authenticator app was turned on.'));
  });
}

function servedMethod(value: string): Result<ServedMfaMethod, IdentityError> {
  return checkMfaType(value).andThen((method) => (method === 'SMS' ? err(invalidParameter(IDENTITY_ERRORS.smsUnavailable)) : ok(method)));
}

/** The new settings a preference asks for, or why they cannot be. */
function mfaFromPreference(
  current: MfaSettings,
  input: Pick<MfaPreferenceInput, 'enable' | 'preferred'>,
): Result<MfaSettings, IdentityError> {
  return Result.combine(input.enable.map(servedMethod)).andThen((enable) => {
    if (enable.includes('TOTP') && current.totpSecret === null) return err(invalidParameter(IDENTITY_ERRORS.totpNotSetUp));
    const preferred: Result<ServedMfaMethod | null, IdentityError> = input.preferred === null ? ok(null) : servedMethod(input.preferred);
    return preferred.andThen((method) =>
      method !== null && !enable.includes(method)
        ? err(invalidParameter(IDENTITY_ERRORS.preferredNotEnabled))
        : ok({ ...current, totpEnabled: enable.includes('TOTP'), emailEnabled: enable.includes('EMAIL'), preferred: method }),
    );
  });
}

/** In words, what a change turned on or off (for the owner's e-mail), or null when nothing changed. */
function changeSummary(before: MfaSettings, after: MfaSettings): string | null {
  const [was, is] = [enabledMfa(before), enabledMfa(after)];
  const words = (m: ServedMfaMethod) => (m === 'TOTP' ? 'the authenticator app' : 'e-mailed codes');
  const on = is.filter((m) => !was.includes(m)).map((m) => `${words(m)} turned on`);
  const off = was.filter((m) => !is.includes(m)).map((m) => `${words(m)} turned off`);
  const changes = [...on, ...off];
  if (changes.length === 0) return null;
  return `${changes.join(', ')}${is.length === 0 ? ' (two-step sign-in is now off)' : ''}.`;
}

/**
 * Turns MFA methods on and off and names the preferred one (null: ask at sign-in when both are
 * on), after the proof (password, and the current second factor while one is on). Every method is
 * checked with the identity rules ('Incorrect MFA method was chosen ...'); SMS is refused (no SMS
 * provider); TOTP needs a verified authenticator; an administrator who must keep two-step sign-in
 * cannot turn the last method off (NotAllowed). The owner is e-mailed what changed.
 */
export function setMfaPreference(ctx: IdentityDeps, accessToken: string, input: MfaPreferenceInput): ResultAsync<void, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) =>
    mfaFromPreference(account.mfa, input)
      .andThen((mfa) =>
        enabledMfa(mfa).length === 0 && mustKeepTwoStep(ctx.config, account)
          ? err<MfaSettings, IdentityError>({ type: 'NotAllowed', message: IDENTITY_ERRORS.adminsKeepTwoStep })
          : ok(mfa),
      )
      .asyncAndThen((mfa) =>
        provenSession(ctx, accessToken, input).andThen(() => saveMfa(ctx, account, mfa, changeSummary(account.mfa, mfa))),
      ),
  );
}

/**
 * E-mails the signed-in member a code to prove the e-mail factor with (counted: CODE_ISSUE_LIMITS),
 * for changing two-step sign-in while e-mailed codes are on. InvalidParameter when they are not.
 */
export function sendTwoStepCode(ctx: IdentityDeps, accessToken: string): ResultAsync<CodeDelivery, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) => {
    if (!enabledMfa(account.mfa).includes('EMAIL')) return errAsync(invalidParameter(IDENTITY_ERRORS.noEmailCodes));
    return countCodeRequest(ctx, account.email, 'sign-in-mfa').andThen(() => issueAndSendCode(ctx, account, 'sign-in-mfa'));
  });
}

/** The methods on and the preferred one. */
export function getMfaPreference(ctx: IdentityDeps, accessToken: string): ResultAsync<MfaPreference, IdentityError> {
  return authenticateSession(ctx, accessToken).map(({ account }) => ({
    enabled: [...enabledMfa(account.mfa)],
    preferred: account.mfa.preferred,
  }));
}
