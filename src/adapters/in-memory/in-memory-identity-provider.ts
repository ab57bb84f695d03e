import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  checkChallengeResponse,
  checkChangePassword,
  checkSignIn,
  IDENTITY_MESSAGES,
  isExpired,
} from '../../identity/rules/identity-rules';
import type { IdentityService } from '../../identity/service/identity-service';
import { sessionExpired } from '../../identity/rules/identity.errors';
import type { SessionTokens } from '../../identity/service/sessions';
import type { SignInResult } from '../../identity/service/sign-in-steps';
import type { Clock } from '../../application/ports/clock.port';
import type {
  AuthUser,
  CodeDelivery,
  IdentityError,
  IdentityProvider,
  MfaPreference,
  MfaPreferenceChange,
  ResetPasswordStep,
  SignInOutcome,
  SignUpOutcome,
  TwoStepProof,
} from '../../application/ports/identity-provider.port';

const ALREADY_SIGNED_IN: IdentityError = { type: 'AlreadySignedIn', message: IDENTITY_MESSAGES.alreadySignedIn };
const NOT_AUTHENTICATED: IdentityError = { type: 'NotAuthenticated', message: IDENTITY_MESSAGES.notAuthenticated };

/**
 * The browser's side of identity, straight on top of the IdentityService (no HTTP in between):
 * it holds the session tokens and the pending sign-in handle in memory, as a browser tab would,
 * refreshes the access token when it is (nearly) expired, and forgets them on sign-out or when
 * the session is gone. Used by tests and anywhere the whole stack runs in one process.
 */
export class InMemoryIdentityProvider implements IdentityProvider {
  readonly #service: IdentityService;
  readonly #clock: Clock;
  readonly #clientKey: string;
  #tokens: SessionTokens | null = null;
  #challenge: string | null = null;
  /** The known-device token of the last account signed in here, kept across sign-outs as a browser keeps its cookie. */
  #device: string | null = null;

  /** `clientKey` tells this "browser" apart from others for the sign-in throttle (default: one shared unknown client). */
  constructor(service: IdentityService, clock: Clock, options: { readonly clientKey?: string } = {}) {
    this.#service = service;
    this.#clock = clock;
    this.#clientKey = options.clientKey ?? 'unknown';
  }

  signIn(input: { readonly username: string; readonly password: string }): ResultAsync<SignInOutcome, IdentityError> {
    if (this.#tokens !== null) return errAsync(ALREADY_SIGNED_IN);
    this.#challenge = null;
    return checkSignIn(input.username, input.password)
      .asyncAndThen(() =>
        this.#service.signIn({
          email: input.username,
          password: input.password,
          origin: { key: this.#clientKey, deviceToken: this.#device },
        }),
      )
      .map((result) => this.#accept(result));
  }

  confirmSignIn(input: { readonly challengeResponse: string }): ResultAsync<SignInOutcome, IdentityError> {
    return checkChallengeResponse(input.challengeResponse).asyncAndThen(() => {
      if (this.#challenge === null) return errAsync(sessionExpired());
      return this.#service
        .respondToChallenge({ session: this.#challenge, response: input.challengeResponse })
        .map((result) => this.#accept(result));
    });
  }

  /** Always signs out here; the server-side revocation is best effort, as the browser's is. */
  signOut(): ResultAsync<void, IdentityError> {
    const tokens = this.#tokens;
    this.#tokens = null;
    this.#challenge = null;
    if (tokens === null) return okAsync(undefined);
    return this.#service.signOut(tokens.refreshToken).orElse(() => okAsync(undefined));
  }

  /** Asks the service who holds the access token; a session the server no longer knows is signed out here too. */
  currentUser(): ResultAsync<AuthUser, IdentityError> {
    const whoIs = (tokens: SessionTokens) => this.#service.authenticate(tokens.accessToken);
    return this.#fresh()
      .andThen(whoIs)
      .orElse((error): ResultAsync<AuthUser, IdentityError> =>
        error.type === 'NotAuthorized' ? this.#refresh().andThen(whoIs) : errAsync(error),
      )
      .orElse((error) => (error.type === 'NotAuthorized' ? this.#forget<AuthUser>() : errAsync(error)));
  }

  signUp(input: { readonly username: string; readonly password: string }): ResultAsync<SignUpOutcome, IdentityError> {
    return this.#service.signUp({ email: input.username, password: input.password }).map(({ userId, codeDelivery }) => ({
      isSignUpComplete: false,
      userId,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery },
    }));
  }

  confirmSignUp(input: { readonly username: string; readonly code: string }): ResultAsync<SignUpOutcome, IdentityError> {
    return this.#service
      .confirmSignUp({ email: input.username, code: input.code })
      .map(({ userId }) => ({ isSignUpComplete: true, userId, nextStep: { signUpStep: 'DONE' } }));
  }

  resendSignUpCode(input: { readonly username: string }): ResultAsync<CodeDelivery, IdentityError> {
    return this.#service.resendSignUpCode({ email: input.username });
  }

  resetPassword(input: { readonly username: string }): ResultAsync<ResetPasswordStep, IdentityError> {
    return this.#service
      .forgotPassword({ email: input.username })
      .map((codeDelivery) => ({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery }));
  }

  confirmResetPassword(input: {
    readonly username: string;
    readonly code: string;
    readonly newPassword: string;
  }): ResultAsync<void, IdentityError> {
    return this.#service.confirmForgotPassword({ email: input.username, code: input.code, newPassword: input.newPassword });
  }

  updatePassword(input: { readonly oldPassword: string; readonly newPassword: string }): ResultAsync<void, IdentityError> {
    return checkChangePassword(input.oldPassword, input.newPassword).asyncAndThen(() =>
      this.#withAccess((accessToken) => this.#service.changePassword({ accessToken, ...input })),
    );
  }

  setUpTotp(input: TwoStepProof): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError> {
    return this.#withAccess((accessToken) => this.#service.setUpTotp(accessToken, input));
  }

  verifyTotpSetup(input: { readonly code: string }): ResultAsync<void, IdentityError> {
    return this.#withAccess((accessToken) => this.#service.verifyTotpSetup(accessToken, input.code));
  }

  updateMfaPreference(input: MfaPreferenceChange): ResultAsync<void, IdentityError> {
    return this.#withAccess((accessToken) => this.#service.setMfaPreference(accessToken, input));
  }

  sendTwoStepCode(): ResultAsync<CodeDelivery, IdentityError> {
    return this.#withAccess((accessToken) => this.#service.sendTwoStepCode(accessToken));
  }

  fetchMfaPreference(): ResultAsync<MfaPreference, IdentityError> {
    return this.#withAccess((accessToken) => this.#service.getMfaPreference(accessToken));
  }

  #accept(result: SignInResult): SignInOutcome {
    if (result.done) {
      this.#tokens = result.tokens;
      this.#device = result.deviceToken;
      this.#challenge = null;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    }
    this.#challenge = result.session;
    return { isSignedIn: false, nextStep: result.nextStep };
  }

  /** Runs a call of the identity service as the signed-in person (the in-memory gateways of signed-in pages call through it). */
  asSignedIn<T>(call: (accessToken: string) => ResultAsync<T, IdentityError>): ResultAsync<T, IdentityError> {
    return this.#withAccess(call);
  }

  #withAccess<T>(call: (accessToken: string) => ResultAsync<T, IdentityError>): ResultAsync<T, IdentityError> {
    return this.#fresh().andThen((tokens) => call(tokens.accessToken));
  }

  /** The tokens, refreshed first when the access token expires within the spec's 5 s tolerance. */
  #fresh(): ResultAsync<SessionTokens, IdentityError> {
    if (this.#tokens === null) return errAsync(NOT_AUTHENTICATED);
    return isExpired(this.#tokens.accessTokenExpiresAt / 1000, this.#clock.now() / 1000) ? this.#refresh() : okAsync(this.#tokens);
  }

  /** A failed refresh signs out, except when the service was unreachable (spec section 4). */
  #refresh(): ResultAsync<SessionTokens, IdentityError> {
    if (this.#tokens === null) return errAsync(NOT_AUTHENTICATED);
    return this.#service
      .refreshSession(this.#tokens.refreshToken)
      .map((tokens) => (this.#tokens = tokens))
      .orElse((error) => (error.type === 'Unavailable' ? errAsync(error) : this.#forget<SessionTokens>()));
  }

  #forget<T>(): ResultAsync<T, IdentityError> {
    this.#tokens = null;
    return errAsync(NOT_AUTHENTICATED);
  }
}
