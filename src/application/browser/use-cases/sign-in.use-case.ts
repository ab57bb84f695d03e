import { okAsync, type ResultAsync } from 'neverthrow';
import { validateLoginForm, type LoginForm } from '../../../domain/validation/account-forms';
import { IDENTITY_ROUTES } from '../identity-routes';
import { providerMessage } from '../messages';
import type { IdentityProvider, MfaMethod, SignInOutcome } from '../../ports/identity-provider.port';
import { formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';

export interface SignInDeps {
  readonly identity: IdentityProvider;
}

/**
 * Where a sign-in goes next. `signedIn` and `newPasswordRequired` leave the Login page (their
 * `path`); the other steps are answered on the page: a sign-up code, a password reset, an MFA code
 * (SMS, e-mail, authenticator, or the first authenticator code while setting one up) or an MFA choice.
 */
export type SignInNext =
  | { readonly step: 'signedIn'; readonly email: string; readonly path: typeof IDENTITY_ROUTES.memberArea }
  /** Signed in as an administrator who must turn on two-step sign-in first: on to its set-up. */
  | { readonly step: 'twoStepRequired'; readonly email: string; readonly path: typeof IDENTITY_ROUTES.twoStepSetUp }
  | { readonly step: 'newPasswordRequired'; readonly path: typeof IDENTITY_ROUTES.setPassword }
  | { readonly step: 'confirmSignUp' }
  | { readonly step: 'resetPassword' }
  | {
      readonly step: 'mfaCode';
      readonly method: MfaMethod;
      /** Where an SMS or e-mail code went (e.g. `j***@e***.org`). */
      readonly destination: string | null;
      /** Set while setting up an authenticator app: the `otpauth://` address to scan. */
      readonly setupUri: string | null;
    }
  | { readonly step: 'mfaSelection'; readonly allowed: readonly MfaMethod[] };

/** A form with field messages, or the identity service's refusal shown in its own words (spec section 8). */
export type SignInError = FormRejected<keyof LoginForm> | IdentityFailure<'SignInFailed'>;

const mfaCode = (method: MfaMethod, destination: string | null = null, setupUri: string | null = null): SignInNext => ({
  step: 'mfaCode',
  method,
  destination,
  setupUri,
});

/** Translates the identity service's next step into where the Login page goes. */
export function nextStepOf(outcome: SignInOutcome, email: string): SignInNext {
  const next = outcome.nextStep;
  switch (next.signInStep) {
    case 'DONE':
      return { step: 'signedIn', email, path: IDENTITY_ROUTES.memberArea };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'newPasswordRequired', path: IDENTITY_ROUTES.setPassword };
    case 'CONFIRM_SIGN_UP':
      return { step: 'confirmSignUp' };
    case 'RESET_PASSWORD':
      return { step: 'resetPassword' };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return mfaCode('SMS', next.codeDelivery.destination);
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return mfaCode('EMAIL', next.codeDelivery.destination);
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return mfaCode('TOTP');
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return mfaCode('TOTP', null, next.setupUri);
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { step: 'mfaSelection', allowed: next.allowedMfaTypes };
  }
}

/**
 * A finished sign-in of an administrator who must turn on two-step sign-in first (the server's
 * `needsTwoStep`) goes to its set-up instead of the Member Area's top. Whether it is so is read
 * from the session just opened; if that cannot be read, the sign-in goes on as it was.
 */
export function withTwoStepCheck(identity: IdentityProvider, next: SignInNext): ResultAsync<SignInNext, never> {
  if (next.step !== 'signedIn') return okAsync(next);
  return identity
    .currentUser()
    .map((user): SignInNext =>
      user.needsTwoStep === true ? { step: 'twoStepRequired', email: next.email, path: IDENTITY_ROUTES.twoStepSetUp } : next,
    )
    .orElse(() => okAsync(next));
}

/**
 * Signs in with e-mail and password (the Login page). The form is checked by the domain first;
 * a refusal shows the identity service's own message.
 */
export function signIn(deps: SignInDeps, form: LoginForm): ResultAsync<SignInNext, SignInError> {
  return validateLoginForm(form)
    .mapErr(formRejected)
    .asyncAndThen((valid) =>
      deps.identity
        .signIn({ username: valid.email, password: valid.password })
        .map((outcome) => nextStepOf(outcome, valid.email))
        .mapErr((error) => identityFailure('SignInFailed', error, providerMessage(error.message)))
        .andThen((next) => withTwoStepCheck(deps.identity, next)),
    );
}
