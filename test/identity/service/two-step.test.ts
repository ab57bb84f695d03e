import { describe, expect, it } from 'vitest';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { authenticatorCode } from '../../contracts/identity-helpers';
import { ADMIN_EMAIL, confirmedAccount, identityServiceWorld, lastCode, PASSWORD, sessionOf } from '../../support/identity-service-world';

const MEMBER = 'ada@example.org';

/** The identity service with administrators required to use two-step sign-in (production's default). */
function requiringWorld() {
  const world = identityServiceWorld();
  const deps = { ...world.deps, config: { ...world.deps.config, adminTwoStepRequired: true } };
  return { ...world, deps, service: createIdentityService(deps) };
}

describe('two-step sign-in for administrators', () => {
  it('withholds admin rights from an administrator without it, until they turn it on', async () => {
    const world = requiringWorld();
    await confirmedAccount(world, ADMIN_EMAIL);
    const tokens = await sessionOf(world, ADMIN_EMAIL);
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrap()).toMatchObject({ isAdmin: false, needsTwoStep: true });
    const { sharedSecret } = (await world.service.setUpTotp(tokens.accessToken, { password: PASSWORD, code: null }))._unsafeUnwrap();
    (await world.service.verifyTotpSetup(tokens.accessToken, authenticatorCode(sharedSecret, world.clock.now())))._unsafeUnwrap();
    const user = (await world.service.authenticate(tokens.accessToken))._unsafeUnwrap();
    expect(user.isAdmin).toBe(true);
    expect(user.needsTwoStep).toBeUndefined();
  });

  it('refuses to turn the last method off for an administrator who must keep it, and lets a member', async () => {
    const world = requiringWorld();
    for (const email of [ADMIN_EMAIL, MEMBER]) await confirmedAccount(world, email);
    for (const email of [ADMIN_EMAIL, MEMBER]) {
      const tokens = await sessionOf(world, email);
      (
        await world.service.setMfaPreference(tokens.accessToken, { enable: ['EMAIL'], preferred: 'EMAIL', password: PASSWORD, code: null })
      )._unsafeUnwrap();
      (await world.service.sendTwoStepCode(tokens.accessToken))._unsafeUnwrap();
      const off = await world.service.setMfaPreference(tokens.accessToken, {
        enable: [],
        preferred: null,
        password: PASSWORD,
        code: lastCode(world, email),
      });
      if (email === ADMIN_EMAIL)
        expect(off._unsafeUnwrapErr()).toEqual({ type: 'NotAllowed', message: 'Administrators must keep two-step sign-in on.' });
      else expect(off.isOk()).toBe(true);
    }
  });

  it('treats administrators as any member where the setting is off', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, ADMIN_EMAIL);
    const tokens = await sessionOf(world, ADMIN_EMAIL);
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrap()).toEqual({
      userId: expect.any(String),
      username: ADMIN_EMAIL,
      email: ADMIN_EMAIL,
      isAdmin: true,
    });
  });

  it('e-mails the owner what changed, and nothing when nothing did', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, MEMBER);
    const tokens = await sessionOf(world, MEMBER);
    const before = world.mailer.to(MEMBER).length;
    (
      await world.service.setMfaPreference(tokens.accessToken, { enable: [], preferred: null, password: PASSWORD, code: null })
    )._unsafeUnwrap();
    expect(world.mailer.to(MEMBER)).toHaveLength(before);
    (
      await world.service.setMfaPreference(tokens.accessToken, { enable: ['EMAIL'], preferred: null, password: PASSWORD, code: null })
    )._unsafeUnwrap();
    expect(world.mailer.to(MEMBER).at(-1)?.text).toContain('e-mailed codes turned on.');
  });

  it('needs e-mailed codes on before it sends one', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, MEMBER);
    const tokens = await sessionOf(world, MEMBER);
    expect((await world.service.sendTwoStepCode(tokens.accessToken))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidParameter',
      message: 'E-mailed codes are not on for this account.',
    });
  });
});

describe('sign-up that never changes a password', () => {
  it('confirms a repeated sign-up with the password of that sign-up, and a resent code keeps it', async () => {
    const world = identityServiceWorld();
    (await world.service.signUp({ email: MEMBER, password: PASSWORD }))._unsafeUnwrap();
    (await world.service.signUp({ email: MEMBER, password: 'second choice of words' }))._unsafeUnwrap();
    expect(world.mailer.to(MEMBER).at(-1)?.text).toMatch(/^A new sign-up was started for this e-mail address/);
    expect((await world.service.signIn({ email: MEMBER, password: PASSWORD }))._unsafeUnwrap()).toMatchObject({
      done: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    (await world.service.resendSignUpCode({ email: MEMBER }))._unsafeUnwrap();
    (await world.service.confirmSignUp({ email: MEMBER, code: lastCode(world, MEMBER) }))._unsafeUnwrap();
    expect((await world.service.signIn({ email: MEMBER, password: 'second choice of words' }))._unsafeUnwrap().done).toBe(true);
  });

  it('does the same work and gives the same answer when the address may not sign up, mailing it why', async () => {
    const world = identityServiceWorld();
    const allowed = (await world.service.signUp({ email: 'member@example.org', password: PASSWORD }))._unsafeUnwrap();
    const refused = (await world.service.signUp({ email: MEMBER, password: PASSWORD, allowed: false }))._unsafeUnwrap();
    expect(Object.keys(refused)).toEqual(Object.keys(allowed));
    expect(refused.codeDelivery).toEqual({ deliveryMedium: 'EMAIL', destination: 'a***@e***.org' });
    expect(world.mailer.to(MEMBER).map((mail) => mail.subject)).toEqual(['Alumni Chapter: Create your account by joining first']);
    expect((await world.service.hasAccount(MEMBER))._unsafeUnwrap()).toBe(false);
    expect((await world.service.hasAccount(' Member@Example.org '))._unsafeUnwrap()).toBe(true);
  });

  it('tells whoever confirms an account that is not waiting only with its spent code that it is confirmed', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, MEMBER);
    const spent = lastCode(world, MEMBER);
    const wrong = spent === '000000' ? '111111' : '000000';
    expect((await world.service.confirmSignUp({ email: MEMBER, code: wrong }))._unsafeUnwrapErr().type).toBe('CodeMismatch');
    expect((await world.service.confirmSignUp({ email: 'nobody@example.org', code: wrong }))._unsafeUnwrapErr().type).toBe('CodeMismatch');
    expect((await world.service.confirmSignUp({ email: MEMBER, code: spent }))._unsafeUnwrapErr()).toEqual({
      type: 'NotAuthorized',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
  });
});

describe('housekeeping', () => {
  it('forgets counters whose windows have ended, and only those', async () => {
    const world = identityServiceWorld();
    (await world.service.forgotPassword({ email: 'nobody@example.org' }))._unsafeUnwrap();
    expect((await world.service.forgetEndedCounters())._unsafeUnwrap()).toBe(0);
    world.clock.advance(24 * 3600_000 + 1);
    expect((await world.service.forgetEndedCounters())._unsafeUnwrap()).toBe(2);
  });
});
