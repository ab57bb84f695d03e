import { z } from 'zod';

// Shapes only: presence, type and an outer length bound. The identity service checks the rest
// (empty fields, e-mail shape, password policy) and answers with the spec's own messages.
const text = z.string().max(1_024);
const code = z.string().max(64);

/** POST /auth/sign-in */
export const signInBody = z.object({ email: text, password: text });
/** POST /auth/respond-to-challenge: a new password, an MFA code or the chosen MFA method. */
export const challengeBody = z.object({ challengeResponse: text });
/** POST /auth/sign-up */
export const signUpBody = z.object({ email: text, password: text });
/** POST /auth/confirm-sign-up */
export const confirmSignUpBody = z.object({ email: text, code });
/** POST /auth/resend-sign-up-code, /auth/forgot-password, /auth/admin/users, /auth/admin/users/reset-password */
export const emailBody = z.object({ email: text });
/** POST /auth/confirm-forgot-password */
export const confirmForgotPasswordBody = z.object({ email: text, code, newPassword: text });
/** POST /auth/change-password */
export const changePasswordBody = z.object({ oldPassword: text, newPassword: text });
/** POST /auth/totp/verify */
export const totpCodeBody = z.object({ code });
/** What a change of two-step sign-in proves: the password, and a current second-factor code while one is on. */
const twoStepProof = {
  password: text,
  code: code
    .nullable()
    .optional()
    .transform((value) => value ?? null),
};
/** POST /auth/totp/setup */
export const totpSetupBody = z.object(twoStepProof);
/** PUT /auth/mfa-preference: exactly the methods to have on, the preferred one (or null), and the proof. */
export const mfaPreferenceBody = z.object({
  enable: z.array(z.string().max(16)).max(4),
  preferred: z.string().max(16).nullable(),
  ...twoStepProof,
});
