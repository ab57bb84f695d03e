import type { Office } from '../../domain/officer-roles';
import type { ResultAsync } from 'neverthrow';

/** Where a code was sent, as the identity service reports it (e.g. `j***@e***.org`). */
export interface CodeDelivery {
  readonly deliveryMedium: 'EMAIL' | 'SMS';
  readonly destination: string;
}

export type MfaMethod = 'SMS' | 'TOTP' | 'EMAIL';

/**
 * What a sign-in needs next (spec section 4). DONE means signed in; every other step is answered
 * with `confirmSignIn`, except CONFIRM_SIGN_UP and RESET_PASSWORD which lead to those flows.
 */
export type SignInStep =
  | { readonly signInStep: 'DONE' }
  | { readonly signInStep: 'CONFIRM_SIGN_UP' }
  | { readonly signInStep: 'RESET_PASSWORD' }
  | { readonly signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'; readonly missingAttributes: readonly string[] }
  | { readonly signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE'; readonly codeDelivery: CodeDelivery }
  | { readonly signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'; readonly codeDelivery: CodeDelivery }
  | { readonly signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }
  | { readonly signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'; readonly allowedMfaTypes: readonly MfaMethod[] }
  | { readonly signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'; readonly sharedSecret: string; readonly setupUri: string };

export interface SignInOutcome {
  readonly isSignedIn: boolean;
  readonly nextStep: SignInStep;
}

export type SignUpStep =
  | { readonly signUpStep: 'DONE' }
  | { readonly signUpStep: 'CONFIRM_SIGN_UP'; readonly codeDelivery: CodeDelivery }
  | { readonly signUpStep: 'COMPLETE_AUTO_SIGN_IN' };

export interface SignUpOutcome {
  readonly isSignUpComplete: boolean;
  readonly userId: string;
  readonly nextStep: SignUpStep;
}

export type ResetPasswordStep =
  | { readonly resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE'; readonly codeDelivery: CodeDelivery }
  | { readonly resetPasswordStep: 'DONE' };

/** The signed-in person. `isAdmin` is the server's decision, shown by the browser, never made by it. */
export interface AuthUser {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly isAdmin: boolean;
  /**
   * An administrator who must turn on two-step sign-in before using administrator rights (the
   * server treats them as a member until then); the browser takes them to the set-up.
   */
  readonly needsTwoStep?: boolean;
  /**
   * The officers' roles in force for this person (issue 18), as the server found them: the console
   * shows each officer only what their roles allow; the server decides again on every request.
   */
  readonly offices?: readonly Office[];
}

export interface MfaPreference {
  readonly enabled: readonly MfaMethod[];
  readonly preferred: MfaMethod | null;
}

/** What changing two-step sign-in proves: the password, and a current second-factor code while one is on (else null). */
export interface TwoStepProof {
  readonly password: string;
  readonly code: string | null;
}

/** The methods to have on (exactly these), the preferred one, and the proof. */
export interface MfaPreferenceChange extends TwoStepProof {
  readonly enable: readonly MfaMethod[];
  readonly preferred: MfaMethod | null;
}

/**
 * The identity service's errors, named after what happened (spec section 8). `message` is the
 * provider's own words, shown on a failed sign-in.
 */
export type IdentityError =
  | { readonly type: 'InvalidParameter'; readonly message: string }
  | { readonly type: 'NotAuthorized'; readonly message: string }
  | { readonly type: 'UserNotFound'; readonly message: string }
  | { readonly type: 'UsernameExists'; readonly message: string }
  | { readonly type: 'InvalidPassword'; readonly message: string }
  | { readonly type: 'CodeMismatch'; readonly message: string }
  | { readonly type: 'ExpiredCode'; readonly message: string }
  | { readonly type: 'LimitExceeded'; readonly message: string; readonly retryAfterSeconds?: number }
  | { readonly type: 'TooManyRequests'; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly type: 'AlreadySignedIn'; readonly message: string }
  | { readonly type: 'NotAuthenticated'; readonly message: string }
  | { readonly type: 'NotAllowed'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string; readonly retryAfterSeconds?: number };

export type IdentityErrorType = IdentityError['type'];

/**
 * Accounts and sessions (the browser's view): sign in with e-mail and password, the typed next
 * steps, sign-up with an e-mailed code, password reset and change, optional multi-factor sign-in.
 * The provider keeps the session; `currentUser` reads it.
 */
export interface IdentityProvider {
  signIn(input: { readonly username: string; readonly password: string }): ResultAsync<SignInOutcome, IdentityError>;
  /** Answers the pending step: a new password, an MFA code, an MFA choice. */
  confirmSignIn(input: { readonly challengeResponse: string }): ResultAsync<SignInOutcome, IdentityError>;
  signOut(): ResultAsync<void, IdentityError>;
  currentUser(): ResultAsync<AuthUser, IdentityError>;
  signUp(input: { readonly username: string; readonly password: string }): ResultAsync<SignUpOutcome, IdentityError>;
  confirmSignUp(input: { readonly username: string; readonly code: string }): ResultAsync<SignUpOutcome, IdentityError>;
  resendSignUpCode(input: { readonly username: string }): ResultAsync<CodeDelivery, IdentityError>;
  resetPassword(input: { readonly username: string }): ResultAsync<ResetPasswordStep, IdentityError>;
  confirmResetPassword(input: {
    readonly username: string;
    readonly code: string;
    readonly newPassword: string;
  }): ResultAsync<void, IdentityError>;
  updatePassword(input: { readonly oldPassword: string; readonly newPassword: string }): ResultAsync<void, IdentityError>;
  /**
   * Starts authenticator-app set-up for the signed-in user. Changing two-step sign-in needs the
   * password, and a code from the current second factor while one is on (`TwoStepProof`).
   */
  setUpTotp(input: TwoStepProof): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError>;
  verifyTotpSetup(input: { readonly code: string }): ResultAsync<void, IdentityError>;
  updateMfaPreference(input: MfaPreferenceChange): ResultAsync<void, IdentityError>;
  fetchMfaPreference(): ResultAsync<MfaPreference, IdentityError>;
  /** E-mails the signed-in user a code for the proof, while e-mailed codes are their second factor. */
  sendTwoStepCode(): ResultAsync<CodeDelivery, IdentityError>;
}
