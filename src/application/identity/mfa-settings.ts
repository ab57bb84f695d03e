import { err, errAsync, ok, Result, type ResultAsync } from 'neverthrow';
import { checkMfaType } from '../../domain/identity-rules';
import type { IdentityError, MfaPreference } from '../ports/identity-provider.port';
import type { MfaSettings, ServedMfaMethod } from './account-records';
import { base32Encode } from './base32';
import type { IdentityDeps } from './identity-context';
import { fromStoreError, IDENTITY_ERRORS, invalidParameter } from './identity.errors';
import { authenticateSession } from './sessions';
import { enabledMfa } from './sign-in-steps';
import { TOTP_SECRET_BYTES, totpSetupUri } from './totp';
import { checkTotpCode } from './totp-check';

export interface MfaPreferenceInput {
  /** Exactly the methods to have on; the others are turned off. */
  readonly enable: readonly string[];
  readonly preferred: string | null;
}

/** A fresh 160-bit authenticator secret, base32, from the IdGenerator's uniform source. */
function newTotpSecret(ctx: IdentityDeps): string {
  const bytes = Uint8Array.from({ length: TOTP_SECRET_BYTES }, () => Math.floor(ctx.ids.uniform() * 256));
  return base32Encode(bytes);
}

/**
 * Starts authenticator set-up for the signed-in member: a new secret, kept pending until a code
 * from it is verified (an authenticator already in use keeps working meanwhile).
 */
export function setUpTotp(ctx: IdentityDeps, accessToken: string): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError> {
  const sharedSecret = newTotpSecret(ctx);
  return authenticateSession(ctx, accessToken)
    .andThen(({ account }) => ctx.store.updateAccount(account.id, { mfa: { ...account.mfa, totpPendingSecret: sharedSecret } }).mapErr(fromStoreError))
    .map((account) => ({ sharedSecret, setupUri: totpSetupUri(ctx.config.issuer, account.email, sharedSecret) }));
}

/** Proves the pending secret with a current code (CodeMismatch if wrong): it becomes the authenticator, turned on. */
export function verifyTotpSetup(ctx: IdentityDeps, accessToken: string, code: string): ResultAsync<void, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) => {
    const pending = account.mfa.totpPendingSecret;
    if (pending === null) return errAsync(invalidParameter(IDENTITY_ERRORS.totpNotSetUp));
    const mfa: MfaSettings = { ...account.mfa, totpSecret: pending, totpPendingSecret: null, totpEnabled: true };
    return checkTotpCode(ctx, account, pending, code).andThen(() => ctx.store.updateAccount(account.id, { mfa }).mapErr(fromStoreError).map(() => undefined));
  });
}

function servedMethod(value: string): Result<ServedMfaMethod, IdentityError> {
  return checkMfaType(value).andThen((method) => (method === 'SMS' ? err(invalidParameter(IDENTITY_ERRORS.smsUnavailable)) : ok(method)));
}

/** The new settings a preference asks for, or why they cannot be. */
export function mfaFromPreference(current: MfaSettings, input: MfaPreferenceInput): Result<MfaSettings, IdentityError> {
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

/**
 * Turns MFA methods on and off and names the preferred one (null: ask at sign-in when both are
 * on). Every method is checked with the identity rules ('Incorrect MFA method was chosen ...');
 * SMS is refused (no SMS provider); TOTP needs a verified authenticator.
 */
export function setMfaPreference(ctx: IdentityDeps, accessToken: string, input: MfaPreferenceInput): ResultAsync<void, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) =>
    mfaFromPreference(account.mfa, input).asyncAndThen((mfa) => ctx.store.updateAccount(account.id, { mfa }).mapErr(fromStoreError).map(() => undefined)),
  );
}

/** The methods on and the preferred one. */
export function getMfaPreference(ctx: IdentityDeps, accessToken: string): ResultAsync<MfaPreference, IdentityError> {
  return authenticateSession(ctx, accessToken).map(({ account }) => ({
    enabled: [...enabledMfa(account.mfa)],
    preferred: account.mfa.preferred,
  }));
}
