import type { CodeDeliveryDetails, ResetPasswordOutput, SignInOutput, SignUpOutput } from 'aws-amplify/auth';
import { err, ok, type Result } from 'neverthrow';
import type {
  CodeDelivery,
  IdentityError,
  MfaMethod,
  ResetPasswordStep,
  SignInOutcome,
  SignInStep,
  SignUpStep,
} from '../../application/ports/identity-provider.port';

/** The site's name in authenticator apps (the otpauth:// set-up link's issuer). */
export const AUTHENTICATOR_ISSUER = 'Alumni Chapter';

function delivery(details: CodeDeliveryDetails | undefined): CodeDelivery {
  return { deliveryMedium: details?.deliveryMedium === 'SMS' ? 'SMS' : 'EMAIL', destination: details?.destination ?? '' };
}

const mfaMethods = (types: readonly string[] | undefined): MfaMethod[] =>
  (types ?? []).filter((type): type is MfaMethod => type === 'SMS' || type === 'TOTP' || type === 'EMAIL');

/**
 * Amplify's next sign-in step as the port's typed step. Steps the user pool is not set up for
 * (passwordless first factors, custom challenges, MFA set-up the pool does not require) are
 * refused with a clear error instead of leaving the sign-in page waiting for an answer it
 * cannot ask for.
 */
export function signInStepFromAmplify(next: SignInOutput['nextStep'], accountName: string): Result<SignInStep, IdentityError> {
  switch (next.signInStep) {
    case 'DONE':
    case 'CONFIRM_SIGN_UP':
    case 'RESET_PASSWORD':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return ok({ signInStep: next.signInStep });
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return ok({ signInStep: next.signInStep, missingAttributes: next.missingAttributes ?? [] });
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return ok({ signInStep: next.signInStep, codeDelivery: delivery(next.codeDeliveryDetails) });
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return ok({ signInStep: next.signInStep, allowedMfaTypes: mfaMethods(next.allowedMFATypes) });
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const { sharedSecret } = next.totpSetupDetails;
      return ok({
        signInStep: next.signInStep,
        sharedSecret,
        setupUri: next.totpSetupDetails.getSetupUri(AUTHENTICATOR_ISSUER, accountName).toString(),
      });
    }
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return err({
        type: 'NotAllowed',
        message: `This site does not offer the sign-in step ${next.signInStep}; please ask the chapter's administrator.`,
      });
  }
}

export function signInOutcome(isSignedIn: boolean, step: SignInStep): SignInOutcome {
  return { isSignedIn, nextStep: step };
}

export function signUpStepFromAmplify(next: SignUpOutput['nextStep']): SignUpStep {
  switch (next.signUpStep) {
    case 'CONFIRM_SIGN_UP':
      return { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: delivery(next.codeDeliveryDetails) };
    case 'COMPLETE_AUTO_SIGN_IN':
      return { signUpStep: 'COMPLETE_AUTO_SIGN_IN' };
    case 'DONE':
      return { signUpStep: 'DONE' };
  }
}

export function resetStepFromAmplify(next: ResetPasswordOutput['nextStep']): ResetPasswordStep {
  return next.resetPasswordStep === 'DONE'
    ? { resetPasswordStep: 'DONE' }
    : { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery: delivery(next.codeDeliveryDetails) };
}
