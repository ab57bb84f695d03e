import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../../src/adapters/http/fetch-with-retry';
import { HttpIdentityProvider } from '../../../../src/adapters/http/http-identity-provider';
import { InMemoryBrowserStorage } from '../../../../src/adapters/in-memory/in-memory-browser-storage';
import { InMemoryIdentityProvider } from '../../../../src/adapters/in-memory/in-memory-identity-provider';
import { PASSWORD_TOO_COMMON } from '../../../../src/identity/rules/passwords';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { changePassword, SIGN_IN_AGAIN } from '../../../../src/application/browser/use-cases/change-password.use-case';
import { sendPasswordChangeCode } from '../../../../src/application/browser/use-cases/send-password-change-code.use-case';
import { stubbable } from '../../server/content/content-fixtures';
import { failingIdentity, identityFlowWorld, type IdentityFlowWorld } from '../identity-flow-world';
import { appWorld } from '../../../support/app-world';
import { latestCode, signedInMember } from '../../../support/auth-helpers';

const EMAIL = 'jane@example.org';
const OLD_PASSWORD = 'a long passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

const signInAgain = {
  outcome: 'signInAgain',
  notice: { tone: 'success', text: `Password has been updated! ${SIGN_IN_AGAIN}`, durationMs: null },
  path: '/Login',
} as const;

/** A member signed in in this browser (with `user` stored), a code e-mailed for the change. */
async function codeSent() {
  const world = identityFlowWorld();
  await world.member(EMAIL, OLD_PASSWORD);
  (await world.identity.signIn({ username: EMAIL, password: OLD_PASSWORD }))._unsafeUnwrap();
  world.storage.set('user', EMAIL)._unsafeUnwrap();
  (await sendPasswordChangeCode(world))._unsafeUnwrap();
  return { world, code: world.lastCode(EMAIL) };
}

const withEmailMfa = async (world: IdentityFlowWorld) => {
  (await world.identity.updateMfaPreference({ enable: ['EMAIL'], preferred: 'EMAIL', password: OLD_PASSWORD, code: null }))._unsafeUnwrap();
};

describe('changePassword', () => {
  it('checks the code and the new password with the domain first', async () => {
    const identity = failingIdentity({ type: 'Unavailable', message: 'must not be called' });
    const result = await changePassword(
      { identity, storage: new InMemoryBrowserStorage() },
      { email: EMAIL, code: '', newPassword: 'password123' },
    );
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { code: 'Verification code is required.', newPassword: PASSWORD_TOO_COMMON },
    });
  });

  it("changes the password and keeps the member signed in on a fresh session: 'Password has been updated!'", async () => {
    const { world, code } = await codeSent();
    const result = await changePassword(world, { email: EMAIL, code, newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ outcome: 'signedIn', notice: MESSAGES.passwordUpdated });
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
    expect(world.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
    (await world.identity.signOut())._unsafeUnwrap();
    expect((await world.identity.signIn({ username: EMAIL, password: OLD_PASSWORD })).isErr()).toBe(true);
    expect((await world.identity.signIn({ username: EMAIL, password: NEW_PASSWORD }))._unsafeUnwrap().isSignedIn).toBe(true);
  });

  it("leaves the account's other sessions revoked: only this browser signs in again", async () => {
    const { world, code } = await codeSent();
    const otherBrowser = new InMemoryIdentityProvider(world.service, world.clock);
    (await otherBrowser.signIn({ username: EMAIL, password: OLD_PASSWORD }))._unsafeUnwrap();
    (await changePassword(world, { email: EMAIL, code, newPassword: NEW_PASSWORD }))._unsafeUnwrap();
    expect((await otherBrowser.currentUser())._unsafeUnwrapErr().type).toBe('NotAuthenticated');
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
  });

  it('with MFA on, signs the member out here and sends them to sign in with the new password', async () => {
    const { world, code } = await codeSent();
    await withEmailMfa(world);
    const result = await changePassword(world, { email: EMAIL, code, newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrap()).toEqual(signInAgain);
    expect((await world.identity.currentUser())._unsafeUnwrapErr().type).toBe('NotAuthenticated');
    expect(world.storage.get('user')._unsafeUnwrap()).toBeNull();
    // Nothing is left pending: the Login page starts a sign-in of its own, with the new password.
    const step = (await world.identity.signIn({ username: EMAIL, password: NEW_PASSWORD }))._unsafeUnwrap();
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
  });

  it('sends the member to sign in again when the new sign-in fails', async () => {
    const { world, code } = await codeSent();
    const identity = { ...stubbable(world.identity), signIn: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    const result = await changePassword({ identity, storage: world.storage }, { email: EMAIL, code, newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrap()).toEqual(signInAgain);
    expect(world.storage.get('user')._unsafeUnwrap()).toBeNull();
    expect((await world.identity.currentUser()).isErr()).toBe(true);
  });

  it('reports a wrong code with the password-update failure, and the member stays signed in', async () => {
    const { world, code } = await codeSent();
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await changePassword(world, { email: EMAIL, code: wrong, newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'PasswordUpdateFailed',
      notice: MESSAGES.passwordUpdateFailed,
      cause: 'CodeMismatch',
    });
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
    expect(world.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
  });
});

describe('changePassword over the HTTP identity adapter (session cookies)', () => {
  it('leaves this browser signed in on new cookies after the reset ended the old session', async () => {
    const world = appWorld();
    const browser = await signedInMember(world, EMAIL, OLD_PASSWORD);
    const fetch = fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined, now: () => world.clock.now() });
    const deps = { identity: new HttpIdentityProvider({ fetch }), storage: new InMemoryBrowserStorage() };
    (await sendPasswordChangeCode(deps))._unsafeUnwrap();
    const result = await changePassword(deps, { email: EMAIL, code: latestCode(world, EMAIL), newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ outcome: 'signedIn', notice: MESSAGES.passwordUpdated });
    expect((await deps.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
  });
});
