import type { ResultAsync } from 'neverthrow';
import type { CodeDelivery, IdentityError } from '../../application/ports/identity-provider.port';
import type { Mail } from '../../application/ports/mailer.port';
import type { CodePurpose } from '../ports/account-records';
import type { IdentityDeps } from './identity-context';
import { IDENTITY_ERRORS } from '../rules/identity.errors';

/**
 * An e-mail address as a code delivery shows it: first letters only, the top-level domain kept.
 *
 * @example maskEmail('jane@example.org') // 'j***@e***.org'
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** Where a code went; the same answer whether or not the address has an account. */
export function codeDelivery(email: string): CodeDelivery {
  return { deliveryMedium: 'EMAIL', destination: maskEmail(email) };
}

const CODE_MAILS: Readonly<Record<CodePurpose, { readonly subject: string; readonly intro: string }>> = {
  'sign-up': { subject: 'Your verification code', intro: 'Welcome! To confirm your e-mail address' },
  reset: { subject: 'Your password reset code', intro: 'To reset your password' },
  'sign-in-mfa': { subject: 'Your sign-in code', intro: 'To finish signing in' },
  'account-deletion': { subject: 'Your code to delete your account', intro: 'To delete your account and your personal data' },
};

/** The e-mail carrying a one-time code; the code is the only six-digit number in it. */
export function codeMail(to: string, purpose: CodePurpose, code: string, validFor: string, issuer: string): Mail {
  const { subject, intro } = CODE_MAILS[purpose];
  const text = `${intro}, enter this verification code: ${code}\n\nThe code is valid for ${validFor} and works once. If you did not ask for it, ignore this e-mail.\n\n${issuer}`;
  return { to, subject: `${issuer}: ${subject}`, text };
}

/** The administrator-created account's first e-mail, with the temporary password on a line of its own. */
export function temporaryPasswordMail(to: string, password: string, issuer: string): Mail {
  const text =
    `An account has been created for you. Your username is ${to} and your temporary password is:\n\n${password}\n\n` +
    'Go to the Set Password page, sign in with it and choose your own password. The temporary password expires in 7 days.\n\n' +
    issuer;
  return { to, subject: `${issuer}: Your temporary password`, text };
}

/**
 * The answer to a sign-up for an address that already has an account: it goes to the owner, never
 * to the requester, who reads the same answer as for a new account (no user enumeration).
 */
export function accountExistsMail(to: string, issuer: string): Mail {
  const text =
    `Someone, perhaps you, tried to create an account with this e-mail address, which already has one.\n\n` +
    'If it was you, sign in on the Login page; if you have forgotten your password, choose "Forgot password" there to set a new one. ' +
    'If it was not you, ignore this e-mail: nothing about your account has changed.\n\n' +
    issuer;
  return { to, subject: `${issuer}: You already have an account`, text };
}

/**
 * The answer to a sign-up for an address with no member record: accounts are for members. It goes
 * to the address, never to the requester, who reads the same answer as a member would.
 */
export function joinFirstMail(to: string, issuer: string): Mail {
  const text =
    'Someone, perhaps you, tried to create an account on our website with this e-mail address.\n\n' +
    'Accounts are for members of the chapter: choose Become a Member on the website to join, and your account is created as part of joining. ' +
    'If you are already a member under another e-mail address, sign in with that one. If it was not you, ignore this e-mail.\n\n' +
    issuer;
  return { to, subject: `${issuer}: Create your account by joining first`, text };
}

/**
 * A second sign-up for an account still waiting for its first code: the code in this mail confirms
 * the password chosen in THAT sign-up, and the mail says so, so an owner who did not ask ignores it.
 */
export function repeatedSignUpMail(to: string, code: string, issuer: string): Mail {
  const text =
    `A new sign-up was started for this e-mail address. To confirm it, with the password chosen in that sign-up, enter this verification code: ${code}\n\n` +
    'The code is valid for 24 hours and works once. If you did not just sign up, ignore this e-mail: nothing changes unless the code is entered.\n\n' +
    issuer;
  return { to, subject: `${issuer}: Your verification code`, text };
}

const LOCKED_WORDS: Readonly<Record<CodePurpose, string>> = {
  'sign-up': 'verification codes',
  reset: 'password reset codes',
  'sign-in-mfa': 'two-step sign-in codes',
  'account-deletion': 'account deletion codes',
};

/**
 * Sent when wrong codes for an account reach a limit: someone may be guessing. Codes of that kind
 * are refused for a while; the owner learns what to do.
 */
export function codesLockedMail(to: string, purpose: CodePurpose, issuer: string): Mail {
  const secondFactor = purpose === 'sign-in-mfa';
  const text =
    `Several wrong ${LOCKED_WORDS[purpose]} were entered for your account, so for a while no more are accepted.\n\n` +
    (secondFactor
      ? 'Whoever entered them knew your password. If it was not you, change your password now (Member Area, Change Password) or reset it from the Login page.'
      : 'If it was you, wait a little and ask for a new code. If it was not you, nothing about your account has changed: the limit stops guessing.') +
    `\n\n${issuer}`;
  return { to, subject: `${issuer}: Too many wrong codes`, text };
}

/** Tells the owner their two-step sign-in changed, so a change they did not make does not go unnoticed. */
export function twoStepChangedMail(to: string, summary: string, issuer: string): Mail {
  const text =
    `The two-step sign-in of your account was changed: ${summary}\n\n` +
    'If you did not make this change, reset your password from the Login page at once and turn two-step sign-in on again.\n\n' +
    issuer;
  return { to, subject: `${issuer}: Two-step sign-in changed`, text };
}

/**
 * Starts sending a mail and does not wait for it: the answer to the request then takes the same
 * time whether or not a mail was due (sign-up, reset). A failure is the mailer's to report (the
 * server's mailer logs it); the person can ask for the code again.
 */
export function sendInBackground(ctx: IdentityDeps, mail: Mail): void {
  void ctx.mailer.send(mail).match(
    () => undefined,
    () => undefined,
  );
}

/** Sends a mail; a mailer failure becomes the service's Unavailable. */
export function send(ctx: IdentityDeps, mail: Mail): ResultAsync<void, IdentityError> {
  return ctx.mailer.send(mail).mapErr((): IdentityError => ({ type: 'Unavailable', message: IDENTITY_ERRORS.mailFailed }));
}
