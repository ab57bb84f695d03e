import type { ResultAsync } from 'neverthrow';
import type { AuthUser, CodeDelivery, IdentityError, MfaPreference, TwoStepProof } from '../../application/ports/identity-provider.port';
import type { AccountState, MemberAccountAudit } from '../../application/ports/member-accounts.port';
import type { DeletionProof } from '../../application/ports/own-data.port';
import { revokeSessionsOf } from './account-access';
import { confirmAccountDeletionCode, sendAccountDeletionCode } from './account-deletion';
import { accountStateOf, adminCreateUser, adminRequirePasswordReset, adminSetSignIn, seedAccount } from './admin-accounts';
import { identityContext, type IdentityDeps } from './identity-context';
import { forgetEndedCounters, hasAccount } from './housekeeping';
import { getMfaPreference, sendTwoStepCode, setMfaPreference, setUpTotp, verifyTotpSetup, type MfaPreferenceInput } from './mfa-settings';
import { changePassword, type ChangePasswordInput } from './password-change';
import { confirmForgotPassword, forgotPassword, type ConfirmForgotPasswordInput } from './password-reset';
import { authenticate, refreshSession, signOut, type SessionTokens } from './sessions';
import { signIn, type SignInInput } from './sign-in';
import { respondToChallenge, type ChallengeAnswer } from './sign-in-challenge';
import type { SignInResult } from './sign-in-steps';
import { confirmSignUp, resendSignUpCode, signUp, type SignUpInput } from './sign-up';

type Email = { readonly email: string };

/**
 * Accounts, codes and sessions, server side: every rule of SECURITY.md's Identity section and
 * spec sections 4, 5 and 8, written once. Stateless: all state lives in the AccountStore, so the
 * in-memory fake and the self-hosted server (database store, argon2id hasher) behave the same.
 * Signed-in operations take the access token; the caller never passes a user id.
 */
export interface IdentityService {
  signIn(input: SignInInput): ResultAsync<SignInResult, IdentityError>;
  respondToChallenge(input: ChallengeAnswer): ResultAsync<SignInResult, IdentityError>;
  signUp(input: SignUpInput): ResultAsync<{ readonly userId: string; readonly codeDelivery: CodeDelivery }, IdentityError>;
  confirmSignUp(input: Email & { readonly code: string }): ResultAsync<{ readonly userId: string }, IdentityError>;
  resendSignUpCode(input: Email): ResultAsync<CodeDelivery, IdentityError>;
  forgotPassword(input: Email): ResultAsync<CodeDelivery, IdentityError>;
  confirmForgotPassword(input: ConfirmForgotPasswordInput): ResultAsync<void, IdentityError>;
  changePassword(input: ChangePasswordInput): ResultAsync<void, IdentityError>;
  refreshSession(refreshToken: string): ResultAsync<SessionTokens, IdentityError>;
  signOut(refreshToken: string): ResultAsync<void, IdentityError>;
  /** The user behind an access token, with `isAdmin` from the configured admin list. */
  authenticate(accessToken: string): ResultAsync<AuthUser, IdentityError>;
  adminCreateUser(input: Email, audit?: MemberAccountAudit): ResultAsync<{ readonly userId: string }, IdentityError>;
  adminRequirePasswordReset(input: Email, audit?: MemberAccountAudit): ResultAsync<CodeDelivery, IdentityError>;
  /** An officer's view of a member's account: none, invited, unconfirmed, confirmed, two-step, disabled. */
  accountStateOf(email: string): ResultAsync<AccountState, IdentityError>;
  /** Turns an account's sign-in off (its sessions end) or on again; the caller authorizes. */
  adminSetSignIn(input: Email & { readonly enabled: boolean }, audit?: MemberAccountAudit): ResultAsync<void, IdentityError>;
  /** Ends every session of the account with this e-mail (none: ok); the caller authorizes. */
  revokeSessionsOf(input: Email): ResultAsync<void, IdentityError>;
  /** Start-up only: a confirmed account with a chosen password (the first administrator). */
  seedAccount(input: Email & { readonly password: string }): ResultAsync<{ readonly userId: string }, IdentityError>;
  /** Needs the password, and the current second factor while one is on. */
  setUpTotp(
    accessToken: string,
    proof: TwoStepProof,
  ): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError>;
  verifyTotpSetup(accessToken: string, code: string): ResultAsync<void, IdentityError>;
  /** Needs the password, and the current second factor while one is on. */
  setMfaPreference(accessToken: string, input: MfaPreferenceInput): ResultAsync<void, IdentityError>;
  getMfaPreference(accessToken: string): ResultAsync<MfaPreference, IdentityError>;
  /** E-mails a code to prove the e-mail factor with, before a change of two-step sign-in. */
  sendTwoStepCode(accessToken: string): ResultAsync<CodeDelivery, IdentityError>;
  /** E-mails the signed-in person a code to confirm the deletion of their own account with. */
  sendAccountDeletionCode(accessToken: string): ResultAsync<CodeDelivery, IdentityError>;
  /** Spends that code: whose account it proves (the caller deletes it), or why not. */
  confirmAccountDeletionCode(accessToken: string, code: string): ResultAsync<DeletionProof, IdentityError>;
  /** Whether an e-mail has an account (for the server's own use after a paid membership; never answered to a stranger). */
  hasAccount(email: string): ResultAsync<boolean, IdentityError>;
  /** Housekeeping: forgets attempt counters whose windows have ended (the server runs it now and then). */
  forgetEndedCounters(): ResultAsync<number, IdentityError>;
}

/** The identity service over the given store, hasher, digest, mailer, clock and id source. */
export function createIdentityService(deps: IdentityDeps): IdentityService {
  const ctx = identityContext(deps);
  return {
    signIn: (input) => signIn(ctx, input),
    respondToChallenge: (input) => respondToChallenge(ctx, input),
    signUp: (input) => signUp(ctx, input),
    confirmSignUp: (input) => confirmSignUp(ctx, input),
    resendSignUpCode: (input) => resendSignUpCode(ctx, input),
    forgotPassword: (input) => forgotPassword(ctx, input),
    confirmForgotPassword: (input) => confirmForgotPassword(ctx, input),
    changePassword: (input) => changePassword(ctx, input),
    refreshSession: (token) => refreshSession(ctx, token),
    signOut: (token) => signOut(ctx, token),
    authenticate: (token) => authenticate(ctx, token),
    adminCreateUser: (input, audit) => adminCreateUser(ctx, input, audit),
    adminRequirePasswordReset: (input, audit) => adminRequirePasswordReset(ctx, input, audit),
    accountStateOf: (email) => accountStateOf(ctx, email),
    adminSetSignIn: (input, audit) => adminSetSignIn(ctx, input, audit),
    revokeSessionsOf: (input) => revokeSessionsOf(ctx, input),
    seedAccount: (input) => seedAccount(ctx, input),
    setUpTotp: (token, proof) => setUpTotp(ctx, token, proof),
    verifyTotpSetup: (token, code) => verifyTotpSetup(ctx, token, code),
    setMfaPreference: (token, input) => setMfaPreference(ctx, token, input),
    getMfaPreference: (token) => getMfaPreference(ctx, token),
    sendTwoStepCode: (token) => sendTwoStepCode(ctx, token),
    sendAccountDeletionCode: (token) => sendAccountDeletionCode(ctx, token),
    confirmAccountDeletionCode: (token, code) => confirmAccountDeletionCode(ctx, token, code),
    hasAccount: (email) => hasAccount(ctx, email),
    forgetEndedCounters: () => forgetEndedCounters(ctx),
  };
}
