import { Hono } from 'hono';
import type { ResultAsync } from 'neverthrow';
import { IDENTITY_ERRORS } from '../../identity/rules/identity.errors';
import { checkEmailUsername } from '../../identity/service/sign-up';
import type { IdentityError, ResetPasswordStep, SignUpOutcome } from '../../application/ports/identity-provider.port';
import { roleOf } from '../../domain/access';
import { checkSignUp } from '../../identity/rules/identity-rules';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import { confirmForgotPasswordBody, confirmSignUpBody, emailBody, signUpBody } from './auth-schemas';

/**
 * Whether an address may sign up itself: accounts belong to paying members (the server writes the
 * member record when the membership payment succeeds), and administrators' accounts are made by
 * the server (seeded, or created by another administrator), never by a sign-up. The answer is the
 * server's to act on: the requester reads the same answer either way (identity `signUp`).
 */
function mayHaveAccount(deps: AppDeps, username: string): ResultAsync<boolean, IdentityError> {
  return checkEmailUsername(username, checkSignUp).asyncAndThen((email) =>
    deps.members
      .findByEmail(email)
      .mapErr((): IdentityError => ({ type: 'Unavailable', message: IDENTITY_ERRORS.unavailable }))
      .map((member) => member !== null && roleOf(email, deps.config.admins) !== 'admin'),
  );
}

/**
 * Sign-up with an e-mailed code, its confirmation and a new code. None needs a session, and none
 * tells whether an e-mail has an account or a member record: a sign-up for an address that may not
 * have one (not a member, or an administrator's) answers exactly as any other, after the same
 * work, and the address is mailed why nothing happened.
 */
export function signUpRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/sign-up', async (c) =>
      jsonBody(c, signUpBody)
        .andThen(({ email, password }) =>
          mayHaveAccount(deps, email).andThen((allowed) => deps.identity.signUp({ email, password, allowed })),
        )
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
