import { Hono } from 'hono';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IDENTITY_ERRORS } from '../../application/identity/identity.errors';
import { checkEmailUsername } from '../../application/identity/sign-up';
import type { IdentityError, ResetPasswordStep, SignUpOutcome } from '../../application/ports/identity-provider.port';
import { checkSignUp } from '../../domain/identity-rules';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import { confirmForgotPasswordBody, confirmSignUpBody, emailBody, signUpBody } from './auth-schemas';

const NOT_A_MEMBER: IdentityError = {
  type: 'NotAllowed',
  message: 'Sign-up is part of becoming a member: please join on the Become a Member page.',
};

/**
 * Accounts belong to paying members: the server writes the member record when the membership
 * payment succeeds, and only then may that e-mail sign up. The e-mail's shape is checked first,
 * so a malformed one gets the identity rules' message rather than this one.
 */
function mustBeAMember(deps: AppDeps, username: string): ResultAsync<void, IdentityError> {
  return checkEmailUsername(username, checkSignUp).asyncAndThen((email) =>
    deps.members
      .findByEmail(email)
      .mapErr((): IdentityError => ({ type: 'Unavailable', message: IDENTITY_ERRORS.unavailable }))
      .andThen((member) => (member === null ? errAsync(NOT_A_MEMBER) : okAsync(undefined))),
  );
}

/**
 * Sign-up with an e-mailed code (for members only), its confirmation and a new code. None needs a
 * session, and none tells whether an e-mail has an account beyond what the identity service answers.
 */
export function signUpRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/sign-up', async (c) =>
      jsonBody(c, signUpBody)
        .andThrough(({ email }) => mustBeAMember(deps, email))
        .andThen(({ email, password }) => deps.identity.signUp({ email, password }))
        .match(
          ({ userId, codeDelivery }) =>
            c.json<SignUpOutcome>({ isSignUpComplete: false, userId, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery } }),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/confirm-sign-up', async (c) =>
      jsonBody(c, confirmSignUpBody)
        .andThen((input) => deps.identity.confirmSignUp(input))
        .match(
          ({ userId }) => c.json<SignUpOutcome>({ isSignUpComplete: true, userId, nextStep: { signUpStep: 'DONE' } }),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/resend-sign-up-code', async (c) =>
      jsonBody(c, emailBody)
        .andThen((input) => deps.identity.resendSignUpCode(input))
        .match(
          (codeDelivery) => c.json(codeDelivery),
          (error) => errorResponse(c, error),
        ),
    );
}

/** The forgotten-password reset: a code by mail (the same answer for an unknown e-mail), then a new password with it. */
export function passwordResetRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/forgot-password', async (c) =>
      jsonBody(c, emailBody)
        .andThen((input) => deps.identity.forgotPassword(input))
        .match(
          (codeDelivery) => c.json<ResetPasswordStep>({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery }),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/confirm-forgot-password', async (c) =>
      jsonBody(c, confirmForgotPasswordBody)
        .andThen((input) => deps.identity.confirmForgotPassword(input))
        .match(
          () => c.body(null, 204),
          (error) => errorResponse(c, error),
        ),
    );
}
