import type { ResultAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it as vitestIt, type TestContext } from 'vitest';
import { IDENTITY_MESSAGES } from '../../src/identity/rules/identity-rules';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../src/identity/rules/passwords';
import type { IdentityError, IdentityProvider } from '../../src/application/ports/identity-provider.port';
import { authenticatorCode, codeIn, otherCode, temporaryPasswordIn, type InboxMail } from './identity-helpers';

/**
 * What an identity provider suite needs. `make()` is called before each test and gives a provider
 * (a browser with nobody signed in) over an EMPTY account store.
 */
export interface IdentityHarness {
  readonly provider: IdentityProvider;
  /** The mail one address has received, oldest first (the fake's outbox; GET /dev/outbox.json over HTTP). */
  inbox(email: string): Promise<readonly InboxMail[]>;
  /** The administrator's action: an account with a temporary password, e-mailed to it. */
  createUserWithTemporaryPassword(email: string): Promise<void>;
  /** The administrator's action: the account must choose a new password (its sessions end, a reset code is e-mailed). */
  requirePasswordReset(email: string): Promise<void>;
  /**
   * Another browser of the same service on another client (another address, no known-device
   * cookie): the per-client tests are skipped without it.
   */
  anotherBrowser?(): IdentityProvider;
  /** Moves the service's clock on; time-dependent tests are skipped without it. */
  advanceTime?(ms: number): void;
  /** The service's clock in milliseconds since the epoch; Date.now() when not given. */
  now?(): number;
  readonly dispose?: () => Promise<void>;
}

/**
 * What a stand-in cannot check: test title -> why (e.g. a local emulator without that API). Those
 * tests are reported as skipped with the reason in their title; a title that names no test fails
 * a test of its own, so the list cannot go stale unnoticed.
 */
export interface IdentityContractOptions {
  readonly uncovered?: Readonly<Record<string, string>>;
}

export const PASSWORD = 'Lilac-Tuesday-42';
const NEW_PASSWORD = 'copper kettle 1987';
const EMAIL = 'ada@example.org';
const INCORRECT: IdentityError = { type: 'NotAuthorized', message: 'Incorrect username or password.' };
const SESSION_EXPIRED: IdentityError = { type: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' };
const NOT_AUTHENTICATED: IdentityError = { type: 'NotAuthenticated', message: IDENTITY_MESSAGES.notAuthenticated };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const value = async <T>(result: ResultAsync<T, IdentityError>): Promise<T> => (await result)._unsafeUnwrap();
const failure = async <T>(result: ResultAsync<T, IdentityError>): Promise<IdentityError> => (await result)._unsafeUnwrapErr();

/**
 * The IdentityProvider contract: sign-up with an e-mailed code, sign-in and its next steps,
 * back-off, temporary passwords, resets (asked for, or required by an administrator), change,
 * sign-out, MFA (authenticator and e-mail), and
 * every input rule's message, asserted through the port (and the user's inbox) only.
 */
export function identityProviderContract(name: string, make: () => Promise<IdentityHarness>, options: IdentityContractOptions = {}): void {
  describe(`IdentityProvider contract: ${name}`, () => {
    const uncovered = options.uncovered ?? {};
    const named = new Set<string>();
    const it = (title: string, body: (context: TestContext) => Promise<void>) => {
      named.add(title);
      const reason = uncovered[title];
      if (reason === undefined) vitestIt(title, body);
      else vitestIt.skip(`${title} [not covered here: ${reason}]`, body);
    };
    let h: IdentityHarness;
    let p: IdentityProvider;
    beforeEach(async () => {
      h = await make();
      p = h.provider;
    });
    afterEach(async () => h.dispose?.());

    const now = () => h.now?.() ?? Date.now();
    const latestCode = async (email = EMAIL) => codeIn(await h.inbox(email));
    /** A confirmed account, signed out. */
    const member = async (email = EMAIL, password = PASSWORD) => {
      const { userId } = await value(p.signUp({ username: email, password }));
      await value(p.confirmSignUp({ username: email, code: await latestCode(email) }));
      return userId;
    };
    const signedIn = async (email = EMAIL, password = PASSWORD) => {
      const userId = await member(email, password);
      expect(await value(p.signIn({ username: email, password }))).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
      return userId;
    };
    const stepOf = async (result: ResultAsync<{ readonly nextStep: { readonly signInStep: string } }, IdentityError>) =>
      (await value(result)).nextStep.signInStep;

    describe('sign-up and sign-in', () => {
      it('signs up, mails a six-digit code, confirms it, signs in (DONE) and knows the member', async () => {
        const signUp = await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        expect(signUp).toMatchObject({
          isSignUpComplete: false,
          nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL' } },
        });
        expect(await h.inbox(EMAIL)).toHaveLength(1);
        const confirmed = await value(p.confirmSignUp({ username: EMAIL, code: await latestCode() }));
        expect(confirmed).toEqual({ isSignUpComplete: true, userId: signUp.userId, nextStep: { signUpStep: 'DONE' } });
        expect(await value(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual({
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
        });
        expect(await value(p.currentUser())).toEqual({ userId: signUp.userId, username: EMAIL, email: EMAIL, isAdmin: false });
      });

      it('takes the e-mail without regard to case or surrounding spaces', async () => {
        await member(' Ada@Example.ORG ');
        expect(await stepOf(p.signIn({ username: 'ADA@example.org', password: PASSWORD }))).toBe('DONE');
        expect((await value(p.currentUser())).email).toBe(EMAIL);
      });

      it('answers CONFIRM_SIGN_UP to an unconfirmed account with the right password, and signs nobody in', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        expect(await value(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual({
          isSignedIn: false,
          nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
        });
        expect(await failure(p.currentUser())).toEqual(NOT_AUTHENTICATED);
      });

      it('refuses a wrong code (CodeMismatch) and still takes the right one', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        const code = await latestCode();
        expect((await failure(p.confirmSignUp({ username: EMAIL, code: otherCode(code) }))).type).toBe('CodeMismatch');
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('CONFIRM_SIGN_UP');
        expect((await value(p.confirmSignUp({ username: EMAIL, code }))).isSignUpComplete).toBe(true);
      });

      it('takes a code once: confirming again is refused', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        const code = await latestCode();
        await value(p.confirmSignUp({ username: EMAIL, code }));
        expect((await failure(p.confirmSignUp({ username: EMAIL, code }))).type).toBe('NotAuthorized');
      });

      it('stops taking codes after five wrong ones (LimitExceeded), even the right one', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        const code = await latestCode();
        for (let i = 0; i < 5; i++)
          expect((await failure(p.confirmSignUp({ username: EMAIL, code: otherCode(code) }))).type).toBe('CodeMismatch');
        expect(await failure(p.confirmSignUp({ username: EMAIL, code }))).toMatchObject({
          type: 'LimitExceeded',
          message: 'Attempt limit exceeded, please try after some time.',
        });
      });

      it('resends a new code, and the old one stops working', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        const first = await latestCode();
        expect((await value(p.resendSignUpCode({ username: EMAIL }))).deliveryMedium).toBe('EMAIL');
        const second = await latestCode();
        expect(second).not.toBe(first);
        expect((await failure(p.confirmSignUp({ username: EMAIL, code: first }))).type).toBe('CodeMismatch');
        expect((await value(p.confirmSignUp({ username: EMAIL, code: second }))).isSignUpComplete).toBe(true);
      });

      it('answers a sign-up for a taken e-mail (in any case) as for a new one, mails its owner instead, and changes nothing', async () => {
        await member();
        const taken = await value(p.signUp({ username: 'ADA@example.org', password: NEW_PASSWORD }));
        const fresh = await value(p.signUp({ username: 'other@example.org', password: NEW_PASSWORD }));
        const step = (destination: string) => ({
          isSignUpComplete: false,
          userId: expect.any(String),
          nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL', destination } },
        });
        expect(taken).toEqual(step('a***@e***.org'));
        expect(fresh).toEqual(step('o***@e***.org'));
        expect(taken.userId).not.toBe(fresh.userId);
        const notice = (await h.inbox(EMAIL)).at(-1);
        expect(notice?.subject).toMatch(/You already have an account$/);
        expect(notice?.text).not.toMatch(/\b\d{6}\b/);
        expect(await value(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual({
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
        });
      });

      it('lets a sign-up for an e-mail still waiting for its code choose the password again, with a fresh code', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        const first = await latestCode();
        await value(p.signUp({ username: EMAIL, password: NEW_PASSWORD }));
        const second = await latestCode();
        // The second sign-up changed nothing by itself: the first password still stands until a code confirms the second.
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('CONFIRM_SIGN_UP');
        expect((await failure(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).type).toBe('NotAuthorized');
        expect((await failure(p.confirmSignUp({ username: EMAIL, code: first }))).type).toBe('CodeMismatch');
        await value(p.confirmSignUp({ username: EMAIL, code: second }));
        expect((await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).type).toBe('NotAuthorized');
        expect(await value(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual({
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
        });
      });

      it('refuses a password the policy refuses, with the policy message (InvalidPassword)', async () => {
        expect(await failure(p.signUp({ username: EMAIL, password: 'short' }))).toEqual({
          type: 'InvalidPassword',
          message: PASSWORD_TOO_SHORT,
        });
        expect(await failure(p.signUp({ username: EMAIL, password: 'Password123' }))).toEqual({
          type: 'InvalidPassword',
          message: PASSWORD_TOO_COMMON,
        });
        expect(await h.inbox(EMAIL)).toEqual([]);
      });

      it('gives a wrong password and an unknown e-mail the identical error', async () => {
        await member();
        expect(await failure(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual(INCORRECT);
        expect(await failure(p.signIn({ username: 'nobody@example.org', password: NEW_PASSWORD }))).toEqual(INCORRECT);
      });

      it('refuses to sign in while someone is signed in', async () => {
        await signedIn();
        expect(await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual({
          type: 'AlreadySignedIn',
          message: 'There is already a signed in user.',
        });
      });

      it('signs out: currentUser is then NotAuthenticated, and signing out again is fine', async () => {
        await signedIn();
        await value(p.signOut());
        expect(await failure(p.currentUser())).toEqual(NOT_AUTHENTICATED);
        await value(p.signOut());
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('DONE');
      });

      it('answers confirmSignIn with no sign-in in progress as an expired session', async () => {
        expect(await failure(p.confirmSignIn({ challengeResponse: NEW_PASSWORD }))).toEqual(SESSION_EXPIRED);
      });
    });

    describe('back-off after failed sign-ins', () => {
      for (const [label, known] of [
        ['an account', true],
        ['an unknown e-mail', false],
      ] as const) {
        it(`slows down ${label} after five failures (TooManyRequests), even for the right password`, async () => {
          if (known) await member();
          for (let i = 0; i < 5; i++) expect(await failure(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual(INCORRECT);
          const refused = await failure(p.signIn({ username: EMAIL, password: PASSWORD }));
          expect(refused).toMatchObject({ type: 'TooManyRequests', retryAfterSeconds: 1 });
          expect(refused.message).toMatch(/try again/i);
        });
      }

      it('counts each e-mail on its own', async () => {
        for (let i = 0; i < 5; i++) void (await p.signIn({ username: 'other@example.org', password: NEW_PASSWORD }));
        await member();
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('DONE');
      });
    });

    describe('temporary passwords and resets', () => {
      it('leads from a temporary password through a new one to DONE', async () => {
        await h.createUserWithTemporaryPassword(EMAIL);
        const temporary = temporaryPasswordIn(await h.inbox(EMAIL));
        expect(await value(p.signIn({ username: EMAIL, password: temporary }))).toEqual({
          isSignedIn: false,
          nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
        });
        expect(await failure(p.confirmSignIn({ challengeResponse: 'short' }))).toEqual({
          type: 'InvalidPassword',
          message: PASSWORD_TOO_SHORT,
        });
        expect(await value(p.confirmSignIn({ challengeResponse: NEW_PASSWORD }))).toEqual({
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
        });
        await value(p.signOut());
        expect(await failure(p.signIn({ username: EMAIL, password: temporary }))).toEqual(INCORRECT);
        expect(await stepOf(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toBe('DONE');
      });

      it('resets a forgotten password with the mailed code', async () => {
        await member();
        const step = await value(p.resetPassword({ username: EMAIL }));
        expect(step).toMatchObject({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery: { deliveryMedium: 'EMAIL' } });
        await value(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }));
        expect(await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual(INCORRECT);
        expect(await stepOf(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toBe('DONE');
      });

      it('answers a reset for an unknown e-mail as for a known one, and mails nothing', async () => {
        await member();
        const known = await value(p.resetPassword({ username: EMAIL }));
        const unknown = await value(p.resetPassword({ username: 'ann@example.org' }));
        // Both addresses mask to 'a***@e***.org': the answers are identical.
        expect(unknown).toEqual(known);
        expect(await h.inbox('ann@example.org')).toEqual([]);
      });

      it('refuses a wrong reset code and a weak new password, keeping the old password', async () => {
        await member();
        await value(p.resetPassword({ username: EMAIL }));
        const code = await latestCode();
        expect((await failure(p.confirmResetPassword({ username: EMAIL, code: otherCode(code), newPassword: NEW_PASSWORD }))).type).toBe(
          'CodeMismatch',
        );
        expect(await failure(p.confirmResetPassword({ username: EMAIL, code, newPassword: 'short' }))).toEqual({
          type: 'InvalidPassword',
          message: PASSWORD_TOO_SHORT,
        });
        expect((await failure(p.confirmResetPassword({ username: 'nobody@example.org', code, newPassword: NEW_PASSWORD }))).type).toBe(
          'CodeMismatch',
        );
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('DONE');
      });

      it('takes a reset code once', async () => {
        await member();
        await value(p.resetPassword({ username: EMAIL }));
        const code = await latestCode();
        await value(p.confirmResetPassword({ username: EMAIL, code, newPassword: NEW_PASSWORD }));
        expect((await failure(p.confirmResetPassword({ username: EMAIL, code, newPassword: 'another good one 7' }))).type).toBe(
          'ExpiredCode',
        );
      });

      it('confirms an unconfirmed account through a completed reset (the code proves the mailbox)', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        await value(p.resetPassword({ username: EMAIL }));
        await value(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }));
        expect(await stepOf(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toBe('DONE');
      });

      it('answers RESET_PASSWORD once an administrator requires a reset; a reset by code then leads to DONE', async () => {
        await signedIn();
        await h.requirePasswordReset(EMAIL);
        expect(await failure(p.currentUser())).toEqual(NOT_AUTHENTICATED);
        expect(await value(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual({
          isSignedIn: false,
          nextStep: { signInStep: 'RESET_PASSWORD' },
        });
        expect(await failure(p.currentUser())).toEqual(NOT_AUTHENTICATED);
        expect(await failure(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual(INCORRECT);
        // The step leads to the reset flow, as the Login page follows it: a code, then the new password.
        expect(await value(p.resetPassword({ username: EMAIL }))).toMatchObject({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' });
        await value(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }));
        expect(await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual(INCORRECT);
        expect(await value(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual({
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
        });
      });

      it("takes the code the administrator's reset e-mailed, and keeps answering RESET_PASSWORD until the reset is done", async () => {
        await member();
        const before = (await h.inbox(EMAIL)).length;
        await h.requirePasswordReset(EMAIL);
        expect(await h.inbox(EMAIL)).toHaveLength(before + 1);
        const code = await latestCode();
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('RESET_PASSWORD');
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('RESET_PASSWORD');
        expect((await failure(p.confirmResetPassword({ username: EMAIL, code: otherCode(code), newPassword: NEW_PASSWORD }))).type).toBe(
          'CodeMismatch',
        );
        await value(p.confirmResetPassword({ username: EMAIL, code, newPassword: NEW_PASSWORD }));
        expect(await stepOf(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toBe('DONE');
      });

      it('ends every session of the account when its password is reset', async () => {
        await signedIn();
        await value(p.resetPassword({ username: EMAIL }));
        await value(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }));
        expect(await failure(p.currentUser())).toEqual(NOT_AUTHENTICATED);
      });
    });

    describe('changing the password', () => {
      it('needs the old password, then the new one works and the member stays signed in', async () => {
        await signedIn();
        expect(await failure(p.updatePassword({ oldPassword: NEW_PASSWORD, newPassword: 'third password 3' }))).toEqual(INCORRECT);
        expect(await failure(p.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' }))).toEqual({
          type: 'InvalidPassword',
          message: PASSWORD_TOO_SHORT,
        });
        await value(p.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD }));
        expect((await value(p.currentUser())).email).toBe(EMAIL);
        await value(p.signOut());
        expect(await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual(INCORRECT);
        expect(await stepOf(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toBe('DONE');
      });

      it('is NotAuthenticated when nobody is signed in', async () => {
        expect(await failure(p.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD }))).toEqual(NOT_AUTHENTICATED);
      });
    });

    describe('the identity rules and their messages', () => {
      const invalid = (message: string): IdentityError => ({ type: 'InvalidParameter', message });
      const cases: readonly (readonly [string, () => ResultAsync<unknown, IdentityError>, string])[] = [
        ['signIn without username', () => p.signIn({ username: '', password: PASSWORD }), IDENTITY_MESSAGES.emptySignInUsername],
        ['signIn without password', () => p.signIn({ username: EMAIL, password: '' }), IDENTITY_MESSAGES.emptySignInPassword],
        ['signUp without username', () => p.signUp({ username: ' ', password: PASSWORD }), IDENTITY_MESSAGES.emptySignUpUsername],
        [
          'confirmSignUp without username',
          () => p.confirmSignUp({ username: '', code: '123456' }),
          IDENTITY_MESSAGES.emptyConfirmSignUpUsername,
        ],
        ['confirmSignUp without code', () => p.confirmSignUp({ username: EMAIL, code: '' }), IDENTITY_MESSAGES.emptyConfirmSignUpCode],
        ['resendSignUpCode without username', () => p.resendSignUpCode({ username: '' }), IDENTITY_MESSAGES.emptyResendSignUpCodeUsername],
        ['resetPassword without username', () => p.resetPassword({ username: '' }), IDENTITY_MESSAGES.emptyResetPasswordUsername],
        [
          'confirmResetPassword without username',
          () => p.confirmResetPassword({ username: '', code: '123456', newPassword: NEW_PASSWORD }),
          IDENTITY_MESSAGES.emptyConfirmResetPasswordUsername,
        ],
        [
          'confirmResetPassword without new password',
          () => p.confirmResetPassword({ username: EMAIL, code: '123456', newPassword: '' }),
          IDENTITY_MESSAGES.emptyConfirmResetPasswordNewPassword,
        ],
        [
          'confirmResetPassword without code',
          () => p.confirmResetPassword({ username: EMAIL, code: '', newPassword: NEW_PASSWORD }),
          IDENTITY_MESSAGES.emptyConfirmResetPasswordCode,
        ],
        [
          'updatePassword without old password',
          () => p.updatePassword({ oldPassword: '', newPassword: NEW_PASSWORD }),
          IDENTITY_MESSAGES.emptyUpdatePassword,
        ],
        [
          'updatePassword without new password',
          () => p.updatePassword({ oldPassword: PASSWORD, newPassword: '' }),
          IDENTITY_MESSAGES.emptyUpdatePassword,
        ],
        ['confirmSignIn without response', () => p.confirmSignIn({ challengeResponse: '' }), IDENTITY_MESSAGES.emptyChallengeResponse],
      ];
      for (const [label, call, message] of cases) {
        it(`${label}: '${message}'`, async () => {
          expect(await failure(call())).toEqual(invalid(message));
        });
      }

      it('signUp with something that is not an e-mail address is InvalidParameter', async () => {
        expect((await failure(p.signUp({ username: 'ada', password: PASSWORD }))).type).toBe('InvalidParameter');
      });
    });

    describe('multi-factor sign-in', () => {
      /** Sets up and turns on an authenticator for the signed-in member; answers its secret. */
      const withAuthenticator = async () => {
        const { sharedSecret, setupUri } = await value(p.setUpTotp({ password: PASSWORD, code: null }));
        expect(sharedSecret).toMatch(/^[A-Z2-7]{16,}$/);
        expect(setupUri).toMatch(/^otpauth:\/\/totp\//);
        expect(setupUri).toContain(`secret=${sharedSecret}`);
        expect((await failure(p.verifyTotpSetup({ code: otherCode(authenticatorCode(sharedSecret, now())) }))).type).toBe('CodeMismatch');
        await value(p.verifyTotpSetup({ code: authenticatorCode(sharedSecret, now()) }));
        return sharedSecret;
      };

      it('sets up an authenticator, turns it on, and then asks for its code at sign-in', async () => {
        await signedIn();
        expect(await value(p.fetchMfaPreference())).toEqual({ enabled: [], preferred: null });
        const secret = await withAuthenticator();
        expect(await value(p.fetchMfaPreference())).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
        await value(p.signOut());
        expect(await value(p.signIn({ username: EMAIL, password: PASSWORD }))).toEqual({
          isSignedIn: false,
          nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
        });
        expect((await failure(p.confirmSignIn({ challengeResponse: otherCode(authenticatorCode(secret, now(), 1)) }))).type).toBe(
          'CodeMismatch',
        );
        // The next step's code: the current one was spent on the set-up, and a code works once.
        expect(await value(p.confirmSignIn({ challengeResponse: authenticatorCode(secret, now(), 1) }))).toEqual({
          isSignedIn: true,
          nextStep: { signInStep: 'DONE' },
        });
        await value(p.signOut());
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
        expect((await failure(p.confirmSignIn({ challengeResponse: authenticatorCode(secret, now(), 1) }))).type).toBe('CodeMismatch');
      });

      it('sends an e-mailed code at sign-in when e-mail MFA is on', async () => {
        await signedIn();
        await value(p.updateMfaPreference({ enable: ['EMAIL'], preferred: null, password: PASSWORD, code: null }));
        await value(p.signOut());
        const outcome = await value(p.signIn({ username: EMAIL, password: PASSWORD }));
        expect(outcome).toMatchObject({
          isSignedIn: false,
          nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDelivery: { deliveryMedium: 'EMAIL' } },
        });
        const code = await latestCode();
        expect((await failure(p.confirmSignIn({ challengeResponse: otherCode(code) }))).type).toBe('CodeMismatch');
        expect(await stepOf(p.confirmSignIn({ challengeResponse: code }))).toBe('DONE');
      });

      it('asks which method to use when both are on and none is preferred, checking the choice', async () => {
        await signedIn();
        const secret = await withAuthenticator();
        await value(
          p.updateMfaPreference({
            enable: ['TOTP', 'EMAIL'],
            preferred: null,
            password: PASSWORD,
            code: authenticatorCode(secret, now(), 1),
          }),
        );
        await value(p.signOut());
        const outcome = await value(p.signIn({ username: EMAIL, password: PASSWORD }));
        expect(outcome.nextStep).toEqual({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['TOTP', 'EMAIL'] });
        expect(await failure(p.confirmSignIn({ challengeResponse: 'PUSH' }))).toEqual({
          type: 'InvalidParameter',
          message: IDENTITY_MESSAGES.incorrectMfaMethod,
        });
        expect(await stepOf(p.confirmSignIn({ challengeResponse: 'EMAIL' }))).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
        expect(await stepOf(p.confirmSignIn({ challengeResponse: await latestCode() }))).toBe('DONE');
      });

      it('refuses to turn on an authenticator that was never verified, and SMS', async () => {
        await signedIn();
        const change = { password: PASSWORD, code: null };
        expect((await failure(p.updateMfaPreference({ enable: ['TOTP'], preferred: null, ...change }))).type).toBe('InvalidParameter');
        expect((await failure(p.updateMfaPreference({ enable: ['SMS'], preferred: null, ...change }))).type).toBe('InvalidParameter');
        expect((await failure(p.updateMfaPreference({ enable: ['EMAIL'], preferred: 'TOTP', ...change }))).type).toBe('InvalidParameter');
        expect(await value(p.fetchMfaPreference())).toEqual({ enabled: [], preferred: null });
      });

      it('needs a signed-in member for every MFA setting', async () => {
        expect(await failure(p.setUpTotp({ password: PASSWORD, code: null }))).toEqual(NOT_AUTHENTICATED);
        expect(await failure(p.verifyTotpSetup({ code: '123456' }))).toEqual(NOT_AUTHENTICATED);
        expect(await failure(p.updateMfaPreference({ enable: ['EMAIL'], preferred: null, password: PASSWORD, code: null }))).toEqual(
          NOT_AUTHENTICATED,
        );
        expect(await failure(p.fetchMfaPreference())).toEqual(NOT_AUTHENTICATED);
        expect(await failure(p.sendTwoStepCode())).toEqual(NOT_AUTHENTICATED);
      });

      it('needs the password, and a code from the second factor while one is on, to change two-step sign-in', async () => {
        await signedIn();
        expect(await failure(p.updateMfaPreference({ enable: ['EMAIL'], preferred: null, password: NEW_PASSWORD, code: null }))).toEqual(
          INCORRECT,
        );
        expect((await failure(p.setUpTotp({ password: NEW_PASSWORD, code: null }))).type).toBe('NotAuthorized');
        await value(p.updateMfaPreference({ enable: ['EMAIL'], preferred: null, password: PASSWORD, code: null }));
        const off = { enable: [], preferred: null, password: PASSWORD } as const;
        expect((await failure(p.updateMfaPreference({ ...off, code: null }))).type).toBe('InvalidParameter');
        expect((await failure(p.setUpTotp({ password: PASSWORD, code: null }))).type).toBe('InvalidParameter');
        expect((await value(p.sendTwoStepCode())).deliveryMedium).toBe('EMAIL');
        const code = await latestCode();
        expect((await failure(p.updateMfaPreference({ ...off, code: otherCode(code) }))).type).toBe('CodeMismatch');
        expect(await value(p.fetchMfaPreference())).toEqual({ enabled: ['EMAIL'], preferred: null });
        await value(p.updateMfaPreference({ ...off, code }));
        expect(await value(p.fetchMfaPreference())).toEqual({ enabled: [], preferred: null });
        expect((await h.inbox(EMAIL)).at(-1)?.subject).toMatch(/Two-step sign-in changed$/);
      });

      it('counts wrong second-factor codes across sign-ins: LimitExceeded once five are wrong, even for the right code', async () => {
        await signedIn();
        await value(p.updateMfaPreference({ enable: ['EMAIL'], preferred: 'EMAIL', password: PASSWORD, code: null }));
        await value(p.signOut());
        await value(p.signIn({ username: EMAIL, password: PASSWORD }));
        const first = await latestCode();
        for (let i = 0; i < 3; i++)
          expect((await failure(p.confirmSignIn({ challengeResponse: otherCode(first) }))).type).toBe('CodeMismatch');
        // A new sign-in draws a new code, but the wrong ones made before still count.
        await value(p.signIn({ username: EMAIL, password: PASSWORD }));
        const second = await latestCode();
        for (let i = 0; i < 2; i++)
          expect((await failure(p.confirmSignIn({ challengeResponse: otherCode(second) }))).type).toBe('CodeMismatch');
        expect(await failure(p.confirmSignIn({ challengeResponse: second }))).toMatchObject({ type: 'LimitExceeded' });
        expect((await h.inbox(EMAIL)).some((mail) => /Too many wrong codes$/.test(mail.subject))).toBe(true);
      });
    });

    describe('limits that hold per account, whatever the code', () => {
      it('keeps counting wrong sign-up codes when a code is re-sent: LimitExceeded after five, even for the right code', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        for (let i = 0; i < 3; i++)
          expect((await failure(p.confirmSignUp({ username: EMAIL, code: otherCode(await latestCode()) }))).type).toBe('CodeMismatch');
        await value(p.resendSignUpCode({ username: EMAIL }));
        const code = await latestCode();
        for (let i = 0; i < 2; i++)
          expect((await failure(p.confirmSignUp({ username: EMAIL, code: otherCode(code) }))).type).toBe('CodeMismatch');
        expect(await failure(p.confirmSignUp({ username: EMAIL, code }))).toMatchObject({
          type: 'LimitExceeded',
          message: 'Attempt limit exceeded, please try after some time.',
        });
      });

      it('keeps counting wrong reset codes across re-issued codes, and counts an unknown e-mail alike', async () => {
        await member();
        for (const email of [EMAIL, 'nobody@example.org']) {
          let right = '123456';
          for (let round = 0; round < 2; round++) {
            await value(p.resetPassword({ username: email }));
            if (email === EMAIL) right = await latestCode(email);
            for (let i = 0; i < (round === 0 ? 3 : 2); i++) {
              expect(
                (await failure(p.confirmResetPassword({ username: email, code: otherCode(right), newPassword: NEW_PASSWORD }))).type,
              ).toBe('CodeMismatch');
            }
          }
          expect(await failure(p.confirmResetPassword({ username: email, code: right, newPassword: NEW_PASSWORD }))).toMatchObject({
            type: 'LimitExceeded',
          });
        }
        expect((await h.inbox(EMAIL)).at(-1)?.subject).toMatch(/Too many wrong codes$/);
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('DONE');
      });

      it('lets the owner ask for a code, mistype it twice, ask again and succeed', async () => {
        await member();
        await value(p.resetPassword({ username: EMAIL }));
        const first = await latestCode();
        for (let i = 0; i < 2; i++)
          expect((await failure(p.confirmResetPassword({ username: EMAIL, code: otherCode(first), newPassword: NEW_PASSWORD }))).type).toBe(
            'CodeMismatch',
          );
        await value(p.resetPassword({ username: EMAIL }));
        await value(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }));
        expect(await stepOf(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toBe('DONE');
      });

      it('sends one address a few codes an hour, whether or not it has an account (LimitExceeded after five)', async () => {
        await member();
        for (const email of [EMAIL, 'nobody@example.org']) {
          for (let i = 0; i < 5; i++)
            expect((await value(p.resetPassword({ username: email }))).resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
          expect(await failure(p.resetPassword({ username: email }))).toMatchObject({ type: 'LimitExceeded' });
        }
        expect((await h.inbox(EMAIL)).filter((mail) => /password reset code$/.test(mail.subject))).toHaveLength(5);
      });

      it('slows down only the client that fails: the owner signs in from another at once', async ({ skip }) => {
        skip(h.anotherBrowser === undefined, 'the harness has no second client');
        await member();
        for (let i = 0; i < 6; i++) void (await p.signIn({ username: EMAIL, password: NEW_PASSWORD }));
        expect((await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).type).toBe('TooManyRequests');
        const owner = h.anotherBrowser!();
        expect(await stepOf(owner.signIn({ username: EMAIL, password: PASSWORD }))).toBe('DONE');
      });
    });

    describe('time limits', () => {
      const later = (ms: number) => h.advanceTime!(ms);
      /** Skipped at run time, not collection time: only the harness `make()` gives knows whether it can move the clock. */
      const timed = (title: string, body: () => Promise<void>) =>
        it(title, async ({ skip }) => {
          skip(h.advanceTime === undefined, 'the harness cannot move the clock');
          await body();
        });

      timed('lifts the back-off after its delay, and a right password clears the count', async () => {
        await member();
        for (let i = 0; i < 5; i++) void (await p.signIn({ username: EMAIL, password: NEW_PASSWORD }));
        later(1_000);
        expect(await failure(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual(INCORRECT);
        expect((await failure(p.signIn({ username: EMAIL, password: PASSWORD }))).type).toBe('TooManyRequests');
        later(2_000);
        expect(await stepOf(p.signIn({ username: EMAIL, password: PASSWORD }))).toBe('DONE');
        await value(p.signOut());
        expect(await failure(p.signIn({ username: EMAIL, password: NEW_PASSWORD }))).toEqual(INCORRECT);
      });

      timed('lets a temporary password expire after 7 days', async () => {
        await h.createUserWithTemporaryPassword(EMAIL);
        const temporary = temporaryPasswordIn(await h.inbox(EMAIL));
        later(7 * DAY);
        expect(await failure(p.signIn({ username: EMAIL, password: temporary }))).toEqual({
          type: 'NotAuthorized',
          message: 'Temporary password has expired and must be reset by an administrator.',
        });
      });

      timed('ends a pending sign-in after 3 minutes', async () => {
        await h.createUserWithTemporaryPassword(EMAIL);
        await value(p.signIn({ username: EMAIL, password: temporaryPasswordIn(await h.inbox(EMAIL)) }));
        later(3 * MINUTE);
        expect(await failure(p.confirmSignIn({ challengeResponse: NEW_PASSWORD }))).toEqual(SESSION_EXPIRED);
      });

      timed('lets a sign-up code expire after 24 hours and a reset code after 1 hour', async () => {
        await value(p.signUp({ username: EMAIL, password: PASSWORD }));
        const signUpCode = await latestCode();
        later(DAY);
        expect(await failure(p.confirmSignUp({ username: EMAIL, code: signUpCode }))).toEqual({
          type: 'ExpiredCode',
          message: 'Invalid code provided, please request a code again.',
        });
        await value(p.resendSignUpCode({ username: EMAIL }));
        await value(p.confirmSignUp({ username: EMAIL, code: await latestCode() }));
        await value(p.resetPassword({ username: EMAIL }));
        later(HOUR);
        expect((await failure(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }))).type).toBe(
          'ExpiredCode',
        );
      });

      timed('keeps a session past its one-hour access token, and ends it after 30 days', async () => {
        await signedIn();
        later(2 * HOUR);
        expect((await value(p.currentUser())).email).toBe(EMAIL);
        later(30 * DAY);
        expect(await failure(p.currentUser())).toEqual(NOT_AUTHENTICATED);
      });

      timed('lifts the wrong-code limit when its hour ends, up to ten wrong codes a day', async () => {
        await member();
        const wrongFive = async () => {
          await value(p.resetPassword({ username: EMAIL }));
          const code = otherCode(await latestCode());
          for (let i = 0; i < 5; i++)
            expect((await failure(p.confirmResetPassword({ username: EMAIL, code, newPassword: NEW_PASSWORD }))).type).toBe('CodeMismatch');
          expect((await failure(p.confirmResetPassword({ username: EMAIL, code, newPassword: NEW_PASSWORD }))).type).toBe('LimitExceeded');
        };
        await wrongFive();
        later(HOUR);
        await wrongFive();
        later(HOUR);
        await value(p.resetPassword({ username: EMAIL }));
        expect((await failure(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }))).type).toBe(
          'LimitExceeded',
        );
        later(DAY);
        await value(p.resetPassword({ username: EMAIL }));
        await value(p.confirmResetPassword({ username: EMAIL, code: await latestCode(), newPassword: NEW_PASSWORD }));
      });

      timed('takes a later authenticator code once time has moved on', async () => {
        await signedIn();
        const { sharedSecret } = await value(p.setUpTotp({ password: PASSWORD, code: null }));
        await value(p.verifyTotpSetup({ code: authenticatorCode(sharedSecret, now()) }));
        await value(p.signOut());
        await value(p.signIn({ username: EMAIL, password: PASSWORD }));
        expect((await failure(p.confirmSignIn({ challengeResponse: authenticatorCode(sharedSecret, now()) }))).type).toBe('CodeMismatch');
        later(MINUTE);
        expect(await stepOf(p.confirmSignIn({ challengeResponse: authenticatorCode(sharedSecret, now()) }))).toBe('DONE');
      });
    });
    if (options.uncovered !== undefined) {
      vitestIt('names only tests of this contract as not covered', () => {
        expect(Object.keys(uncovered).filter((title) => !named.has(title))).toEqual([]);
      });
    }
  });
}
