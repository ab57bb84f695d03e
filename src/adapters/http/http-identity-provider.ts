import { errAsync, type ResultAsync } from 'neverthrow';
import type { z } from 'zod';
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
import { IDENTITY_MESSAGES } from '../../identity/rules/identity-rules';
import type { RetryingFetch } from './fetch-with-retry';
import { identityErrorFrom } from './http-identity-errors';
import {
  authUserWire,
  codeDeliveryWire,
  mfaPreferenceWire,
  noContent,
  resetPasswordStepWire,
  signInOutcomeWire,
  signUpOutcomeWire,
  totpSetupWire,
} from './identity-wire';
import { jsonClient, type JsonClient, type JsonRequest } from './json-client';

export interface HttpIdentityProviderOptions {
  /** Where the API is; '' (the default) for the page's own origin. */
  readonly baseUrl?: string;
  /** The fetch to send with; fetchWithRetry() by default. Tests pass one over `app.request`. */
  readonly fetch?: RetryingFetch;
}

/**
 * The browser's IdentityProvider over the self-hosted server's /auth routes. The session lives in
 * httpOnly cookies this code never sees: the server sets, rotates and clears them, and decides
 * who is signed in. An operation refused as NotAuthenticated is tried once more after a refresh
 * (the access cookie lasts an hour, the refresh cookie 30 days); refreshes are shared, never
 * sent twice at once, since a refresh token presented twice ends the session.
 */
export class HttpIdentityProvider implements IdentityProvider {
  readonly #send: JsonClient;
  #refreshing: ResultAsync<void, IdentityError> | null = null;

  constructor(options: HttpIdentityProviderOptions = {}) {
    this.#send = jsonClient(options);
  }

  signIn(input: { readonly username: string; readonly password: string }): ResultAsync<SignInOutcome, IdentityError> {
    return this.#call({
      method: 'POST',
      path: '/auth/sign-in',
      body: { email: input.username, password: input.password },
      answer: signInOutcomeWire,
    });
  }

  confirmSignIn(input: { readonly challengeResponse: string }): ResultAsync<SignInOutcome, IdentityError> {
    return this.#call({ method: 'POST', path: '/auth/respond-to-challenge', body: input, answer: signInOutcomeWire });
  }

  signOut(): ResultAsync<void, IdentityError> {
    return this.#call({ method: 'POST', path: '/auth/sign-out', answer: noContent, safeToRetry: true });
  }

  currentUser(): ResultAsync<AuthUser, IdentityError> {
    return this.#signedIn({ method: 'GET', path: '/auth/me', answer: authUserWire });
  }

  signUp(input: { readonly username: string; readonly password: string }): ResultAsync<SignUpOutcome, IdentityError> {
    return this.#call({
      method: 'POST',
      path: '/auth/sign-up',
      body: { email: input.username, password: input.password },
      answer: signUpOutcomeWire,
    });
  }

  confirmSignUp(input: { readonly username: string; readonly code: string }): ResultAsync<SignUpOutcome, IdentityError> {
    return this.#call({
      method: 'POST',
      path: '/auth/confirm-sign-up',
      body: { email: input.username, code: input.code },
      answer: signUpOutcomeWire,
    });
  }

  resendSignUpCode(input: { readonly username: string }): ResultAsync<CodeDelivery, IdentityError> {
    return this.#call({ method: 'POST', path: '/auth/resend-sign-up-code', body: { email: input.username }, answer: codeDeliveryWire });
  }

  resetPassword(input: { readonly username: string }): ResultAsync<ResetPasswordStep, IdentityError> {
    return this.#call({ method: 'POST', path: '/auth/forgot-password', body: { email: input.username }, answer: resetPasswordStepWire });
  }

  confirmResetPassword(input: {
    readonly username: string;
    readonly code: string;
    readonly newPassword: string;
  }): ResultAsync<void, IdentityError> {
    const body = { email: input.username, code: input.code, newPassword: input.newPassword };
    return this.#call({ method: 'POST', path: '/auth/confirm-forgot-password', body, answer: noContent });
  }

  updatePassword(input: { readonly oldPassword: string; readonly newPassword: string }): ResultAsync<void, IdentityError> {
    return this.#signedIn({ method: 'POST', path: '/auth/change-password', body: input, answer: noContent });
  }

  setUpTotp(input: TwoStepProof): ResultAsync<{ readonly sharedSecret: string; readonly setupUri: string }, IdentityError> {
    return this.#signedIn({ method: 'POST', path: '/auth/totp/setup', body: input, answer: totpSetupWire });
  }

  verifyTotpSetup(input: { readonly code: string }): ResultAsync<void, IdentityError> {
    return this.#signedIn({ method: 'POST', path: '/auth/totp/verify', body: input, answer: noContent });
  }

  updateMfaPreference(input: MfaPreferenceChange): ResultAsync<void, IdentityError> {
    return this.#signedIn({ method: 'PUT', path: '/auth/mfa-preference', body: input, answer: noContent });
  }

  sendTwoStepCode(): ResultAsync<CodeDelivery, IdentityError> {
    return this.#signedIn({ method: 'POST', path: '/auth/two-step-code', answer: codeDeliveryWire });
  }

  fetchMfaPreference(): ResultAsync<MfaPreference, IdentityError> {
    return this.#signedIn({ method: 'GET', path: '/auth/mfa-preference', answer: mfaPreferenceWire });
  }

  #call<S extends z.ZodType>(request: JsonRequest<S>): ResultAsync<z.output<S>, IdentityError> {
    return this.#send(request).mapErr(identityErrorFrom);
  }

  /** A signed-in member's call: on NotAuthenticated, one refresh and one more try. */
  #signedIn<S extends z.ZodType>(request: JsonRequest<S>): ResultAsync<z.output<S>, IdentityError> {
    return this.#call(request).orElse((error) =>
      error.type === 'NotAuthenticated' ? this.#refresh().andThen(() => this.#call(request)) : errAsync(error),
    );
  }

  /** Rotates the session cookies; a refused refresh is NotAuthenticated, an unreachable server Unavailable. */
  #refresh(): ResultAsync<void, IdentityError> {
    if (this.#refreshing !== null) return this.#refreshing;
    const refreshing = this.#call({ method: 'POST', path: '/auth/refresh', answer: noContent })
      .mapErr((error): IdentityError =>
        error.type === 'Unavailable' ? error : { type: 'NotAuthenticated', message: IDENTITY_MESSAGES.notAuthenticated },
      )
      .andTee(() => (this.#refreshing = null))
      .orTee(() => (this.#refreshing = null));
    this.#refreshing = refreshing;
    return refreshing;
  }
}
