import { OFFICER_ROLES } from '../../domain/officer-roles';
import { z } from 'zod';

// The /auth answers, as the browser checks them before believing them. They mirror the
// IdentityProvider port's types; a mismatch is the server's bug, answered as Unavailable.

const mfaMethod = z.enum(['SMS', 'TOTP', 'EMAIL']);

/** Where a code was sent. */
export const codeDeliveryWire = z.object({ deliveryMedium: z.enum(['EMAIL', 'SMS']), destination: z.string() });

const signInStep = z.discriminatedUnion('signInStep', [
  z.object({ signInStep: z.literal('DONE') }),
  z.object({ signInStep: z.literal('CONFIRM_SIGN_UP') }),
  z.object({ signInStep: z.literal('RESET_PASSWORD') }),
  z.object({ signInStep: z.literal('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'), missingAttributes: z.array(z.string()) }),
  z.object({ signInStep: z.literal('CONFIRM_SIGN_IN_WITH_SMS_CODE'), codeDelivery: codeDeliveryWire }),
  z.object({ signInStep: z.literal('CONFIRM_SIGN_IN_WITH_EMAIL_CODE'), codeDelivery: codeDeliveryWire }),
  z.object({ signInStep: z.literal('CONFIRM_SIGN_IN_WITH_TOTP_CODE') }),
  z.object({ signInStep: z.literal('CONTINUE_SIGN_IN_WITH_MFA_SELECTION'), allowedMfaTypes: z.array(mfaMethod) }),
  z.object({ signInStep: z.literal('CONTINUE_SIGN_IN_WITH_TOTP_SETUP'), sharedSecret: z.string(), setupUri: z.string() }),
]);

/** POST /auth/sign-in and /auth/respond-to-challenge */
export const signInOutcomeWire = z.object({ isSignedIn: z.boolean(), nextStep: signInStep });

/** POST /auth/sign-up and /auth/confirm-sign-up */
export const signUpOutcomeWire = z.object({
  isSignUpComplete: z.boolean(),
  userId: z.string(),
  nextStep: z.discriminatedUnion('signUpStep', [
    z.object({ signUpStep: z.literal('DONE') }),
    z.object({ signUpStep: z.literal('CONFIRM_SIGN_UP'), codeDelivery: codeDeliveryWire }),
    z.object({ signUpStep: z.literal('COMPLETE_AUTO_SIGN_IN') }),
  ]),
});

/** POST /auth/forgot-password */
export const resetPasswordStepWire = z.discriminatedUnion('resetPasswordStep', [
  z.object({ resetPasswordStep: z.literal('CONFIRM_RESET_PASSWORD_WITH_CODE'), codeDelivery: codeDeliveryWire }),
  z.object({ resetPasswordStep: z.literal('DONE') }),
]);

/** GET /auth/me */
export const authUserWire = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  needsTwoStep: z.boolean().optional(),
  offices: z.array(z.object({ role: z.enum(OFFICER_ROLES), event: z.string().nullable() })).optional(),
});

/** POST /auth/totp/setup */
export const totpSetupWire = z.object({ sharedSecret: z.string(), setupUri: z.string() });

/** GET /auth/mfa-preference */
export const mfaPreferenceWire = z.object({ enabled: z.array(mfaMethod), preferred: mfaMethod.nullable() });

/** A 204 No Content answer. */
export const noContent = z.undefined();

/** Every error answer: `{ error: { type, message } }`. */
export const errorWire = z.object({ error: z.object({ type: z.string().optional(), message: z.string().optional() }) });
