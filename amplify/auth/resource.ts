import { defineAuth } from '@aws-amplify/backend';

/**
 * The Cognito group whose members manage events, officers, members and documents: the app's
 * ADMINS_GROUP (src/domain/access.ts). The backend definition keeps its own copy so that it
 * builds apart from the app; test/amplify/backend-definition.test.ts keeps the two equal.
 */
export const ADMINS_GROUP = 'admins';

/**
 * Spec section 5: passwords of at least 8 characters and no character-class requirements.
 * defineAuth has no setting for it (Amplify's default asks for all four classes), so ../backend.ts
 * sets it on the user pool resource.
 */
export const PASSWORD_POLICY = {
  minimumLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireNumbers: false,
  requireSymbols: false,
} as const;

/**
 * The chapter's user pool (spec sections 5 and 6): members sign in with their e-mail address,
 * which Cognito verifies with an e-mailed code; SMS multi-factor is optional per member, so SMS
 * sign-in codes need a phone number only from those who turn it on. Account recovery goes by
 * e-mail; the password policy is PASSWORD_POLICY.
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailStyle: 'CODE',
      verificationEmailSubject: 'Your Alumni Chapter verification code',
      verificationEmailBody: (code) => `Your Alumni Chapter verification code is ${code()}.`,
    },
  },
  multifactor: {
    mode: 'OPTIONAL',
    sms: { smsMessage: (code) => `Your Alumni Chapter sign-in code is ${code()}.` },
  },
  accountRecovery: 'EMAIL_ONLY',
  userAttributes: {
    phoneNumber: { required: false, mutable: true },
  },
  groups: [ADMINS_GROUP],
});
