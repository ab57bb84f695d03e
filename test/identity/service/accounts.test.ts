import { describe, expect, it } from 'vitest';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import type { OneTimeCode, SignInChallenge, TokenPairRecord } from '../../../src/identity/ports/account-records';
import { maskEmail } from '../../../src/identity/service/identity-mail';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { authenticatorCode, temporaryPasswordIn } from '../../contracts/identity-helpers';
import { confirmedAccount, identityServiceWorld, lastCode, PASSWORD, sessionOf } from '../../support/identity-service-world';

const EMAIL = 'ada@example.org';

/** A store that remembers everything written to it, to look for secrets in plain text. */
class RecordingStore extends InMemoryAccountStore {
  readonly written: unknown[] = [];
  override saveCode(code: OneTimeCode) {
    this.written.push(code);
    return super.saveCode(code);
  }
  override saveChallenge(challenge: SignInChallenge) {
    this.written.push(challenge);
    return super.saveChallenge(challenge);
  }
  override startSession(accountId: string, familyId: string, tokens: TokenPairRecord) {
    this.written.push(tokens);
    return super.startSession(accountId, familyId, tokens);
  }
}

describe('accounts', () => {
  it('store codes, challenge handles and tokens only as digests', async () => {
    const world = identityServiceWorld();
    const store = new RecordingStore();
    const service = createIdentityService({ ...world.deps, store });
    (await service.signUp({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    const code = lastCode(world, EMAIL);
    (await service.confirmSignUp({ email: EMAIL, code }))._unsafeUnwrap();
    const signIn = (await service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    if (!signIn.done) throw new Error('expected DONE');
    const written = JSON.stringify(store.written);
    for (const secret of [code, signIn.tokens.accessToken, signIn.tokens.refreshToken]) expect(written).not.toContain(secret);
  });

  it('make exactly one account of simultaneous sign-ups with one e-mail', async () => {
    const world = identityServiceWorld();
    const answers = await Promise.all(
      ['ada@example.org', 'ADA@example.org', ' ada@example.org'].map((email) => world.service.signUp({ email, password: PASSWORD })),
    );
    const account = (await world.deps.store.findAccountByEmail('ada@example.org'))._unsafeUnwrap();
    // Every answer is a success naming the one account (it was still waiting for its code).
    expect(answers.map((answer) => answer._unsafeUnwrap().userId)).toEqual([account?.id, account?.id, account?.id]);
  });

  it('confirm once when one code is sent twice at the same time', async () => {
    const world = identityServiceWorld();
    (await world.service.signUp({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    const code = lastCode(world, EMAIL);
    const answers = await Promise.all([
      world.service.confirmSignUp({ email: EMAIL, code }),
      world.service.confirmSignUp({ email: EMAIL, code }),
    ]);
    expect(answers.filter((answer) => answer.isOk())).toHaveLength(1);
  });

  it('mail nothing when a code is resent to an unknown or confirmed e-mail, and answer alike', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const before = world.mailer.sent().length;
    const confirmed = (await world.service.resendSignUpCode({ email: EMAIL }))._unsafeUnwrap();
    const unknown = (await world.service.resendSignUpCode({ email: 'ann@example.org' }))._unsafeUnwrap();
    expect(confirmed).toEqual({ deliveryMedium: 'EMAIL', destination: 'a***@e***.org' });
    expect(unknown).toEqual(confirmed);
    expect(world.mailer.sent()).toHaveLength(before);
  });

  it("let an administrator replace an unused temporary password, not an active member's password", async () => {
    const world = identityServiceWorld();
    (await world.service.adminCreateUser({ email: EMAIL }))._unsafeUnwrap();
    const first = temporaryPasswordIn(world.mailer.to(EMAIL));
    world.clock.advance(8 * 86_400_000);
    (await world.service.adminCreateUser({ email: EMAIL }))._unsafeUnwrap();
    const second = temporaryPasswordIn(world.mailer.to(EMAIL));
    expect((await world.service.signIn({ email: EMAIL, password: first }))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await world.service.signIn({ email: EMAIL, password: second }))._unsafeUnwrap()).toMatchObject({
      done: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    await confirmedAccount(world, 'bob@example.org');
    expect((await world.service.adminCreateUser({ email: 'bob@example.org' }))._unsafeUnwrapErr().type).toBe('UsernameExists');
    expect((await world.service.adminCreateUser({ email: 'not an address' }))._unsafeUnwrapErr().type).toBe('InvalidParameter');
  });

  it('mask the destination of a code', () => {
    expect(maskEmail('jane@example.org')).toBe('j***@e***.org');
    expect(maskEmail(' Bob@Mail.Example.co.uk ')).toBe('B***@M***.uk');
  });
});

describe('sign-in challenges', () => {
  async function totpMember() {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const tokens = await sessionOf(world, EMAIL);
    const { sharedSecret } = (await world.service.setUpTotp(tokens.accessToken, { password: PASSWORD, code: null }))._unsafeUnwrap();
    (await world.service.verifyTotpSetup(tokens.accessToken, authenticatorCode(sharedSecret, world.clock.now())))._unsafeUnwrap();
    const pending = (await world.service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    if (pending.done || pending.session === null) throw new Error('expected a TOTP challenge');
    return { world, secret: sharedSecret, session: pending.session };
  }

  it('allow five tries at an authenticator code, then end the sign-in (LimitExceeded)', async () => {
    const { world, secret, session } = await totpMember();
    const right = authenticatorCode(secret, world.clock.now(), 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await world.service.respondToChallenge({ session, response: wrong }))._unsafeUnwrapErr().type).toBe('CodeMismatch');
    expect((await world.service.respondToChallenge({ session, response: right }))._unsafeUnwrapErr().type).toBe('LimitExceeded');
    expect((await world.service.respondToChallenge({ session, response: right }))._unsafeUnwrapErr().message).toBe(
      'Invalid session for the user, session is expired.',
    );
  });

  it('can be answered once: the same handle afterwards is an expired session', async () => {
    const { world, secret, session } = await totpMember();
    const code = authenticatorCode(secret, world.clock.now(), 1);
    expect((await world.service.respondToChallenge({ session, response: code }))._unsafeUnwrap().done).toBe(true);
    expect((await world.service.respondToChallenge({ session, response: code }))._unsafeUnwrapErr().type).toBe('NotAuthorized');
  });

  it('refuse SMS as a choice: no SMS provider is configured', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const tokens = await sessionOf(world, EMAIL);
    expect(
      (
        await world.service.setMfaPreference(tokens.accessToken, { enable: ['SMS'], preferred: null, password: PASSWORD, code: null })
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: 'InvalidParameter',
      message: 'SMS multi-factor authentication is not available.',
    });
    expect(
      (
        await world.service.setMfaPreference(tokens.accessToken, {
          enable: ['EMAIL', 'PUSH'],
          preferred: null,
          password: PASSWORD,
          code: null,
        })
      )._unsafeUnwrapErr().message,
    ).toBe('Incorrect MFA method was chosen. It should be either SMS, TOTP, or EMAIL');
  });
});

describe('seedAccount', () => {
  it('creates a confirmed account that signs in at once, and never overwrites an existing one', async () => {
    const world = identityServiceWorld();
    const email = 'first.admin@example.org';
    expect((await world.service.seedAccount({ email, password: 'A long seed password' })).isOk()).toBe(true);
    const signedIn = (await world.service.signIn({ email, password: 'A long seed password' }))._unsafeUnwrap();
    expect(signedIn.done).toBe(true);
    const again = await world.service.seedAccount({ email, password: 'Another long password' });
    expect(again._unsafeUnwrapErr().type).toBe('UsernameExists');
    expect(world.mailer.to(email)).toEqual([]);
  });

  it('applies the password policy', async () => {
    const world = identityServiceWorld();
    const result = await world.service.seedAccount({ email: 'x@example.org', password: 'short' });
    expect(result._unsafeUnwrapErr().type).toBe('InvalidPassword');
  });
});
