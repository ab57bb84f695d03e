import { describe, expect, it } from 'vitest';
import { authenticatorCode, otherCode, temporaryPasswordIn } from '../../contracts/identity-helpers';
import { appWorld } from '../../support/app-world';
import { errorOf, latestCode, MEMBER, NEW_PASSWORD, PASSWORD, signedInAdmin, signedInMember, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const NOT_AUTHENTICATED = { type: 'NotAuthenticated', message: 'User needs to be authenticated to call this API.' };

describe('MFA settings under /auth', () => {
  it('need a session: 401 NotAuthenticated for a visitor on every one', async () => {
    const browser = new Browser(appWorld());
    const answers = [
      await browser.post('/auth/totp/setup', { password: PASSWORD }),
      await browser.post('/auth/totp/verify', { code: '123456' }),
      await browser.get('/auth/mfa-preference'),
      await browser.send('PUT', '/auth/mfa-preference', { enable: ['EMAIL'], preferred: null, password: PASSWORD }),
      await browser.post('/auth/two-step-code'),
    ];
    for (const answer of answers) expect([answer.status, await errorOf(answer)]).toEqual([401, NOT_AUTHENTICATED]);
  });

  it('set up an authenticator: a secret, a wrong code refused (400), the right one accepted (204), then turned on', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    expect(await (await browser.get('/auth/mfa-preference')).json()).toEqual({ enabled: [], preferred: null });
    const refused = await browser.post('/auth/totp/setup', { password: NEW_PASSWORD });
    expect([refused.status, (await errorOf(refused)).message]).toEqual([401, 'Incorrect username or password.']);
    const setup = (await (await browser.post('/auth/totp/setup', { password: PASSWORD })).json()) as {
      sharedSecret: string;
      setupUri: string;
    };
    expect(setup.sharedSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.setupUri).toMatch(/^otpauth:\/\/totp\//);
    const code = authenticatorCode(setup.sharedSecret, world.clock.now());
    const wrong = await browser.post('/auth/totp/verify', { code: otherCode(code) });
    expect([wrong.status, (await errorOf(wrong)).type]).toEqual([400, 'CodeMismatch']);
    expect((await browser.post('/auth/totp/verify', { code })).status).toBe(204);
    expect(await (await browser.get('/auth/mfa-preference')).json()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    const both = { enable: ['TOTP', 'EMAIL'], preferred: 'TOTP', password: PASSWORD };
    const unproven = await browser.send('PUT', '/auth/mfa-preference', both);
    expect([unproven.status, (await errorOf(unproven)).type]).toEqual([400, 'InvalidParameter']);
    const next = authenticatorCode(setup.sharedSecret, world.clock.now(), 1);
    expect((await browser.send('PUT', '/auth/mfa-preference', { ...both, code: next })).status).toBe(204);
    expect(await (await browser.get('/auth/mfa-preference')).json()).toEqual({ enabled: ['TOTP', 'EMAIL'], preferred: 'TOTP' });
  });

  it('refuse what cannot be (400): SMS, an unverified authenticator, an unknown method, a preferred one that is off', async () => {
    const browser = await signedInMember(appWorld());
    const put = (enable: string[], preferred: string | null) =>
      browser.send('PUT', '/auth/mfa-preference', { enable, preferred, password: PASSWORD });
    expect(await errorOf(await put(['SMS'], null))).toEqual({
      type: 'InvalidParameter',
      message: 'SMS multi-factor authentication is not available.',
    });
    expect((await errorOf(await put(['TOTP'], null))).type).toBe('InvalidParameter');
    expect(await errorOf(await put(['PUSH'], null))).toEqual({
      type: 'InvalidParameter',
      message: 'Incorrect MFA method was chosen. It should be either SMS, TOTP, or EMAIL',
    });
    expect((await errorOf(await put(['EMAIL'], 'TOTP'))).type).toBe('InvalidParameter');
    const badShape = await browser.send('PUT', '/auth/mfa-preference', { enable: 'EMAIL', preferred: null, password: PASSWORD });
    expect([badShape.status, (await errorOf(badShape)).type]).toEqual([400, 'InvalidBody']);
  });
});

describe('POST /auth/admin/users', () => {
  it('creates an account with a temporary password, e-mailed, for an administrator (201)', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const response = await admin.post('/auth/admin/users', { email: MEMBER });
    expect([response.status, await response.json()]).toEqual([201, { userId: expect.any(String) }]);
    const temporary = temporaryPasswordIn(world.mailer.to(MEMBER));
    const signIn = await new Browser(world).post('/auth/sign-in', { email: MEMBER, password: temporary });
    expect(await signIn.json()).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
    });
  });

  it('is 401 for a visitor and 403 Unauthorized for a member, creating nothing', async () => {
    const world = appWorld();
    const visitor = await new Browser(world).post('/auth/admin/users', { email: 'ann@example.org' });
    expect([visitor.status, await errorOf(visitor)]).toEqual([401, NOT_AUTHENTICATED]);
    const member = await (await signedInMember(world)).post('/auth/admin/users', { email: 'ann@example.org' });
    expect([member.status, await errorOf(member)]).toEqual([403, { type: 'Unauthorized', message: 'Unauthorized' }]);
    expect(world.mailer.to('ann@example.org')).toEqual([]);
  });

  it('refuses a malformed e-mail (400) and an e-mail that already has an account (409)', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    expect((await errorOf(await admin.post('/auth/admin/users', { email: 'not an e-mail' }))).type).toBe('InvalidParameter');
    const taken = await admin.post('/auth/admin/users', { email: 'chair@example.org' });
    expect([taken.status, (await errorOf(taken)).type]).toEqual([409, 'UsernameExists']);
    const missing = await admin.post('/auth/admin/users', {});
    expect([missing.status, (await errorOf(missing)).type]).toEqual([400, 'InvalidBody']);
  });
});

describe('POST /auth/admin/users/reset-password', () => {
  it("ends the member's sessions, mails a reset code, and their sign-in then answers RESET_PASSWORD (200)", async () => {
    const world = appWorld();
    const member = await signedInMember(world);
    const admin = await signedInAdmin(world);
    const response = await admin.post('/auth/admin/users/reset-password', { email: MEMBER });
    expect([response.status, await response.json()]).toEqual([
      200,
      { codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' } },
    ]);
    expect((await member.get('/auth/me')).status).toBe(401);
    const stepped = await new Browser(world).post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(await stepped.json()).toEqual({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } });
    const reset = await new Browser(world).post('/auth/confirm-forgot-password', {
      email: MEMBER,
      code: latestCode(world, MEMBER),
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(204);
    await signIn(world, MEMBER, NEW_PASSWORD);
  });

  it('is 401 for a visitor and 403 Unauthorized for a member, changing nothing', async () => {
    const world = appWorld();
    await signedInMember(world);
    const mailsBefore = world.mailer.to(MEMBER).length;
    const visitor = await new Browser(world).post('/auth/admin/users/reset-password', { email: MEMBER });
    expect([visitor.status, await errorOf(visitor)]).toEqual([401, NOT_AUTHENTICATED]);
    const other = await signedInMember(world, 'other@example.org');
    const member = await other.post('/auth/admin/users/reset-password', { email: MEMBER });
    expect([member.status, await errorOf(member)]).toEqual([403, { type: 'Unauthorized', message: 'Unauthorized' }]);
    expect(world.mailer.to(MEMBER)).toHaveLength(mailsBefore);
    await signIn(world, MEMBER, PASSWORD);
  });

  it('refuses an e-mail without an account (404), a malformed one and a missing one (400)', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const unknown = await admin.post('/auth/admin/users/reset-password', { email: 'nobody@example.org' });
    expect([unknown.status, (await errorOf(unknown)).type]).toEqual([404, 'UserNotFound']);
    const malformed = await admin.post('/auth/admin/users/reset-password', { email: 'not an e-mail' });
    expect([malformed.status, (await errorOf(malformed)).type]).toEqual([400, 'InvalidParameter']);
    const missing = await admin.post('/auth/admin/users/reset-password', {});
    expect([missing.status, (await errorOf(missing)).type]).toEqual([400, 'InvalidBody']);
  });
});
