import * as auth from 'aws-amplify/auth';
import { errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { codeMismatch, IDENTITY_ERRORS, incorrectCredentials, invalidParameter } from '../../identity/rules/identity.errors';
import type {
  AuthUser,
  CodeDelivery,
  IdentityError,
  IdentityProvider,
  MfaMethod,
  MfaPreference,
  MfaPreferenceChange,
  ResetPasswordStep,
  SignInOutcome,
  SignUpOutcome,
  TwoStepProof,
} from '../../application/ports/identity-provider.port';
import {
  checkChallengeResponse,
  checkChangePassword,
  checkConfirmResetPassword,
  checkConfirmSignUp,
  checkMfaType,
  checkResendSignUpCode,
  checkResetPassword,
  checkSignIn,
  checkSignUp,
} from '../../identity/rules/identity-rules';
import { roleOfGroups } from '../../domain/access';
import { normalizeEmail } from '../../domain/members';
import { checkNewPassword } from '../../identity/rules/passwords';
import { email as checkEmail } from '../../domain/validation/fields';
import { identityErrorFromAmplify } from './amplify-auth-errors';
import {
  AUTHENTICATOR_ISSUER,
  resetStepFromAmplify,
  signInOutcome,
  signInStepFromAmplify,
  signUpStepFromAmplify,
} from './amplify-sign-in-steps';

export interface AmplifyIdentityOptions {
  /**
   * How the password travels: SRP (the default, the password never leaves the browser) or
   * USER_PASSWORD_AUTH (over TLS; what local Cognito emulators support).
   */
  readonly authFlowType?: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
}

const call = <T>(promise: () => Promise<T>): ResultAsync<T, IdentityError> =>
  ResultAsync.fromPromise(Promise.resolve().then(promise), identityErrorFromAmplify);

/**
 * Replaces the errors that would tell an unknown e-mail from a known one with the answer Cognito
 * gives when user-existence errors are prevented, whatever the pool or emulator is set to.
 */
const hidingAccounts = (replacement: () => IdentityError, types: readonly IdentityError['type'][]) => (error: IdentityError) =>
  types.includes(error.type) ? replacement() : error;

const newPassword = (password: string): Result<string, IdentityError> =>
  checkNewPassword(password).mapErr((weak): IdentityError => ({ type: 'InvalidPassword', message: weak.message }));

const ALL_METHODS: readonly MfaMethod[] = ['SMS', 'TOTP', 'EMAIL'];

/**
 * The IdentityProvider on Amplify Auth v6 and a Cognito user pool (the aws wiring). Amplify must
 * be configured first (`configureAmplify`); it keeps the tokens and the pending sign-in, this
 * adapter turns its answers into the port's typed steps and errors. Inputs are checked with the
 * site's own rules before anything is sent, so every wiring answers them alike; the user pool's
 * policy still decides.
 */
export class AmplifyIdentityProvider implements IdentityProvider {
  readonly #authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  /** The pending step, so a new password is checked before it is sent. */
  #pending: SignInOutcome['nextStep']['signInStep'] | null = null;
  #account = '';
  /** Cognito's confirmSignUp answers no user id; the one sign-up gave is repeated. */
  readonly #userIds = new Map<string, string>();

  constructor(options: AmplifyIdentityOptions = {}) {
    this.#authFlowType = options.authFlowType ?? 'USER_SRP_AUTH';
  }

  signIn(input: { readonly username: string; readonly password: string }): ResultAsync<SignInOutcome, IdentityError> {
    const username = normalizeEmail(input.username);
    return checkSignIn(input.username, input.password)
      .asyncAndThen(() => call(() => auth.signIn({ username, password: input.password, options: { authFlowType: this.#authFlowType } })))
      .mapErr(hidingAccounts(incorrectCredentials, ['UserNotFound', 'InvalidPassword']))
      .andThen((output) => this.#outcome(output, username));
  }

  confirmSignIn(input: { readonly challengeResponse: string }): ResultAsync<SignInOutcome, IdentityError> {
    const checked = checkChallengeResponse(input.challengeResponse).andThen((): Result<void, IdentityError> => {
      if (this.#pending === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return newPassword(input.challengeResponse).map(() => undefined);
      if (this.#pending === 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION') return checkMfaType(input.challengeResponse).map(() => undefined);
      return ok(undefined);
    });
    return checked
      .asyncAndThen(() => call(() => auth.confirmSignIn({ challengeResponse: input.challengeResponse })))
      .andThen((output) => this.#outcome(output, this.#account));
  }

  signOut(): ResultAsync<void, IdentityError> {
    this.#pending = null;
    return call(() => auth.signOut());
  }

  currentUser(): ResultAsync<AuthUser, IdentityError> {
    return call(() => auth.fetchAuthSession()).andThen(({ tokens }) => {
      if (tokens?.idToken === undefined) return errAsync(identityErrorFromAmplify({ name: 'UserUnAuthenticatedException' }));
      const access = tokens.accessToken.payload;
      const id = tokens.idToken.payload;
      const groups = Array.isArray(access['cognito:groups']) ? access['cognito:groups'] : [];
      const email = typeof id.email === 'string' ? id.email : '';
      return okAsync({ userId: String(access.sub ?? id.sub ?? ''), username: email, email, isAdmin: roleOfGroups(groups) === 'admin' });
    });
  }

  signUp(input: { readonly username: string; readonly password: string }): ResultAsync<SignUpOutcome, IdentityError> {
    const username = normalizeEmail(input.username);
    return checkSignUp(input.username)
      .andThen(() => checkEmail(username).mapErr(invalidParameter))
      .andThen(() => newPassword(input.password))
      .asyncAndThen(() => call(() => auth.signUp({ username, password: input.password, options: { userAttributes: { email: username } } })))
      .map((output) => {
        const userId = output.userId ?? '';
        this.#userIds.set(username, userId);
        return { isSignUpComplete: output.isSignUpComplete, userId, nextStep: signUpStepFromAmplify(output.nextStep) };
      });
  }

  confirmSignUp(input: { readonly username: string; readonly code: string }): ResultAsync<SignUpOutcome, IdentityError> {
    const username = normalizeEmail(input.username);
    return checkConfirmSignUp(input.username, input.code)
      .asyncAndThen(() => call(() => auth.confirmSignUp({ username, confirmationCode: input.code.trim() })))
      .map((output) => ({
        isSignUpComplete: output.isSignUpComplete,
        userId: output.userId ?? this.#userIds.get(username) ?? '',
        nextStep: signUpStepFromAmplify(output.nextStep),
      }));
  }

  resendSignUpCode(input: { readonly username: string }): ResultAsync<CodeDelivery, IdentityError> {
    const username = normalizeEmail(input.username);
    return checkResendSignUpCode(input.username)
      .asyncAndThen(() => call(() => auth.resendSignUpCode({ username })))
      .map((details) => ({ deliveryMedium: details.deliveryMedium === 'SMS' ? 'SMS' : 'EMAIL', destination: details.destination ?? '' }));
  }

  resetPassword(input: { readonly username: string }): ResultAsync<ResetPasswordStep, IdentityError> {
    const username = normalizeEmail(input.username);
    return checkResetPassword(input.username)
      .asyncAndThen(() => call(() => auth.resetPassword({ username })))
      .map((output) => resetStepFromAmplify(output.nextStep));
  }

  confirmResetPassword(input: {
    readonly username: string;
    readonly code: string;
    readonly newPassword: string;
  }): ResultAsync<void, IdentityError> {
    const username = normalizeEmail(input.username);
    return checkConfirmResetPassword(input.username, input.newPassword, input.code)
      .andThen(() => newPassword(input.newPassword))
      .asyncAndThen(() =>
        call(() => auth.confirmResetPassword({ username, confirmationCode: input.code.trim(), newPassword: input.newPassword })),
      )
      .mapErr(hidingAccounts(codeMismatch, ['UserNotFound']));
  }

  updatePassword(input: { readonly oldPassword: string; readonly newPassword: string }): ResultAsync<void, IdentityError> {
    return checkChangePassword(input.oldPassword, input.newPassword)
      .mapErr((invalid): IdentityError => invalid)
      .andThen(() => newPassword(input.newPassword))
      .asyncAndThen(() => call(() => auth.updatePassword({ oldPassword: input.oldPassword, newPassword: input.newPassword })));
  }

  /**
   * Cognito changes a user's MFA on the access token alone and offers no way to check a password
   * again inside a session, so the proof is not checked in the aws wiring (docs/deviations.md).
   */
  setUpTotp(_proof: TwoStepProof): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError> {
    return this.currentUser().andThen((user) =>
      call(() => auth.setUpTOTP()).map((details) => ({
        sharedSecret: details.sharedSecret,
        setupUri: details.getSetupUri(AUTHENTICATOR_ISSUER, user.email).toString(),
      })),
    );
  }

  /** A verified authenticator is turned on and preferred, as the self-hosted service does. */
  verifyTotpSetup(input: { readonly code: string }): ResultAsync<void, IdentityError> {
    return call(() => auth.verifyTOTPSetup({ code: input.code.trim() })).andThen(() =>
      call(() => auth.updateMFAPreference({ totp: 'PREFERRED' })),
    );
  }

  /** As `setUpTotp`: Cognito takes the change on the access token alone. */
  updateMfaPreference(input: MfaPreferenceChange): ResultAsync<void, IdentityError> {
    if (input.preferred !== null && !input.enable.includes(input.preferred))
      return errAsync(invalidParameter(IDENTITY_ERRORS.preferredNotEnabled));
    const setting = (method: MfaMethod) =>
      method === input.preferred ? 'PREFERRED' : input.enable.includes(method) ? 'ENABLED' : 'DISABLED';
    const preference: auth.UpdateMFAPreferenceInput = { sms: setting('SMS'), totp: setting('TOTP'), email: setting('EMAIL') };
    return call(() => auth.updateMFAPreference(preference));
  }

  /** Cognito e-mails codes only at sign-in: there is no code to ask for here. */
  sendTwoStepCode(): ResultAsync<CodeDelivery, IdentityError> {
    return this.currentUser().andThen(() => errAsync(invalidParameter(IDENTITY_ERRORS.noEmailCodes)));
  }

  fetchMfaPreference(): ResultAsync<MfaPreference, IdentityError> {
    return call(() => auth.fetchMFAPreference()).map((output) => ({
      enabled: ALL_METHODS.filter((method) => output.enabled?.includes(method)),
      preferred: output.preferred ?? null,
    }));
  }

  #outcome(output: auth.SignInOutput, account: string): ResultAsync<SignInOutcome, IdentityError> {
    const step = signInStepFromAmplify(output.nextStep, account);
    this.#pending = step.isOk() && step.value.signInStep !== 'DONE' ? step.value.signInStep : null;
    this.#account = account;
    return step.match(
      (next) => okAsync(signInOutcome(output.isSignedIn, next)),
      (refused) => errAsync(refused),
    );
  }
}
