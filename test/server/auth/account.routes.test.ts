import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { otherCode } from '../../contracts/identity-helpers';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import {
  confirmedMember,
  errorOf,
  latestCode,
  MEMBER,
  memberRecord,
  NEW_PASSWORD,
  PASSWORD,
  signedInMember,
} from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const DAY = 24 * 3_600_000;

describe('POST /auth/sign-up', () => {
  it("signs up a member's e-mail: CONFIRM_SIGN_UP with a masked delivery, and a code by mail", async () => {
    const world = appWorld();
    await memberRecord(world, MEMBER);
    const response = await new Browser(world).post('/auth/sign-up', { email: MEMBER, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      isSignUpComplete: false,
      userId: expect.any(String),
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDelivery: { deliveryMedium: 'EMAIL', destination: expect.stringMatching(/^a\*+@e\*+\.org$/) },
      },
    });
    expect(latestCode(world, MEMBER)).toMatch(/^\d{6}$/);
  });

  it("answers an e-mail without a member record exactly as a member's (200, same body), makes no account, and mails the address to join first", async () => {
    const world = appWorld();
    await memberRecord(world, 'member@example.org');
    const stranger = await new Browser(world).post('/auth/sign-up', { email: MEMBER, password: PASSWORD });
    const member = await new Browser(world).post('/auth/sign-up', { email: 'member@example.org', password: PASSWORD });
    expect([stranger.status, member.status]).toEqual([200, 200]);
    const shape = (body: { userId: string }) => ({ ...body, userId: typeof body.userId });
    const [strangerBody, memberBody] = [(await stranger.json()) as { userId: string }, (await member.json()) as { userId: string }];
    expect(shape(strangerBody)).toEqual({
      ...shape(memberBody),
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' } },
    });
    expect([...stranger.headers.keys()].sort()).toEqual([...member.headers.keys()].sort());
    expect(world.mailer.to(MEMBER).map((mail) => mail.subject)).toEqual(['Alumni Chapter: Create your account by joining first']);
    expect(world.mailer.to(MEMBER)[0]?.text).not.toMatch(/\b\d{6}\b/);
    expect((await world.deps.identity.signIn({ email: MEMBER, password: PASSWORD }))._unsafeUnwrapErr().message).toBe(
      'Incorrect username or password.',
    );
  });

  it("answers an administrator's address as any other, but never makes its account by sign-up", async () => {
    const world = appWorld();
    await memberRecord(world, TEST_ADMIN);
    const response = await new Browser(world).post('/auth/sign-up', { email: TEST_ADMIN, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(world.mailer.to(TEST_ADMIN).map((mail) => mail.subject)).toEqual(['Alumni Chapter: Create your account by joining first']);
    expect((await world.deps.identity.signIn({ email: TEST_ADMIN, password: PASSWORD })).isErr()).toBe(true);
  });

  it('checks the password policy for members and strangers alike, before anything is written or mailed', async () => {
    const world = appWorld();
    await memberRecord(world, 'member@example.org');
    for (const email of [MEMBER, 'member@example.org']) {
      const weak = await new Browser(world).post('/auth/sign-up', { email, password: 'short' });
      expect([weak.status, (await errorOf(weak)).type]).toEqual([400, 'InvalidPassword']);
    }
    expect(world.mailer.sent()).toEqual([]);
  });

  it("checks the e-mail's shape before membership, and the password policy after it", async () => {
    const world = appWorld();
    const browser = new Browser(world);
    expect(await errorOf(await browser.post('/auth/sign-up', { email: ' ', password: PASSWORD }))).toEqual({
      type: 'InvalidParameter',
      message: 'username is required to signUp',
    });
    expect((await errorOf(await browser.post('/auth/sign-up', { email: 'ada', password: PASSWORD }))).type).toBe('InvalidParameter');
    await memberRecord(world, MEMBER);
    const weak = await browser.post('/auth/sign-up', { email: MEMBER, password: 'short' });
    expect([weak.status, (await errorOf(weak)).type]).toEqual([400, 'InvalidPassword']);
  });

  it('finds the member record whatever the case and spaces of the e-mail', async () => {
    const world = appWorld();
    await memberRecord(world, MEMBER);
    expect((await new Browser(world).post('/auth/sign-up', { email: ' Ada@Example.ORG ', password: PASSWORD })).status).toBe(200);
  });

  it('answers a sign-up for a taken e-mail as for a new one (200, same shape) and mails the owner instead', async () => {
    const world = appWorld();
    await confirmedMember(world);
    const again = await new Browser(world).post('/auth/sign-up', { email: MEMBER, password: NEW_PASSWORD });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      isSignUpComplete: false,
      userId: expect.any(String),
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' } },
    });
    expect(world.mailer.to(MEMBER).at(-1)?.subject).toBe('Alumni Chapter: You already have an account');
    expect((await world.deps.identity.signIn({ email: MEMBER, password: PASSWORD })).isOk()).toBe(true);
    expect((await world.deps.identity.signIn({ email: MEMBER, password: NEW_PASSWORD })).isErr()).toBe(true);
  });

  it('makes exactly one account of 5 parallel sign-ups with one e-mail (the most codes an address is sent in an hour)', async () => {
    const world = appWorld();
    await memberRecord(world, MEMBER);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => new Browser(world).post('/auth/sign-up', { email: MEMBER, password: `${PASSWORD}-${i}` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array<number>(5).fill(200));
    const userIds = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { userId: string }).userId)));
    expect(userIds.size).toBe(1);
    await new Browser(world).post('/auth/confirm-sign-up', { email: MEMBER, code: latestCode(world, MEMBER) });
    const signIn = (password: string) => world.deps.identity.signIn({ email: MEMBER, password });
    const working = [];
    for (let i = 0; i < 10; i++) {
      world.clock.advance(16 * 60_000); // past any sign-in back-off the wrong passwords cause
      if ((await signIn(`${PASSWORD}-${i}`)).isOk()) working.push(i);
    }
    expect(working).toHaveLength(1);
  });

  it('answers 503 Unavailable when the member records cannot be read', async () => {
    const members = new InMemoryMemberRepository(appWorld().clock);
    members.findByEmail = () => errAsync({ type: 'Unavailable', message: 'database down' });
    const response = await new Browser(appWorld({ members })).post('/auth/sign-up', { email: MEMBER, password: PASSWORD });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toEqual({
      type: 'Unavailable',
      message: 'The identity service is unavailable. Please try again shortly.',
    });
  });
});

describe('POST /auth/confirm-sign-up and /auth/resend-sign-up-code', () => {
  async function signedUp() {
    const world = appWorld();
    await memberRecord(world, MEMBER);
    const browser = new Browser(world);
    await browser.post('/auth/sign-up', { email: MEMBER, password: PASSWORD });
    return { world, browser };
  }

  it('confirms with the code (DONE), once', async () => {
    const { world, browser } = await signedUp();
    const code = latestCode(world, MEMBER);
    const confirmed = await browser.post('/auth/confirm-sign-up', { email: MEMBER, code });
    expect(await confirmed.json()).toEqual({ isSignUpComplete: true, userId: expect.any(String), nextStep: { signUpStep: 'DONE' } });
    const again = await browser.post('/auth/confirm-sign-up', { email: MEMBER, code });
    expect([again.status, await errorOf(again)]).toEqual([
      401,
      { type: 'NotAuthorized', message: 'User cannot be confirmed. Current status is CONFIRMED' },
    ]);
  });

  it('refuses a wrong code (400 CodeMismatch), then every code after five wrong ones (429 LimitExceeded)', async () => {
    const { world, browser } = await signedUp();
    const code = latestCode(world, MEMBER);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.post('/auth/confirm-sign-up', { email: MEMBER, code: otherCode(code) });
      expect([wrong.status, (await errorOf(wrong)).type]).toEqual([400, 'CodeMismatch']);
    }
    const limited = await browser.post('/auth/confirm-sign-up', { email: MEMBER, code });
    expect([limited.status, (await errorOf(limited)).type]).toEqual([429, 'LimitExceeded']);
  });

  it('refuses a code after 24 hours (400 ExpiredCode); a resent code works and the old one does not', async () => {
    const { world, browser } = await signedUp();
    const first = latestCode(world, MEMBER);
    world.clock.advance(DAY);
    expect(await errorOf(await browser.post('/auth/confirm-sign-up', { email: MEMBER, code: first }))).toEqual({
      type: 'ExpiredCode',
      message: 'Invalid code provided, please request a code again.',
    });
    const resent = await browser.post('/auth/resend-sign-up-code', { email: MEMBER });
    expect(await resent.json()).toEqual({ deliveryMedium: 'EMAIL', destination: expect.any(String) });
    expect((await browser.post('/auth/confirm-sign-up', { email: MEMBER, code: first })).status).toBe(400);
    expect((await browser.post('/auth/confirm-sign-up', { email: MEMBER, code: latestCode(world, MEMBER) })).status).toBe(200);
  });

  it('answers a resend for an unknown e-mail like any other, and mails nothing', async () => {
    const world = appWorld();
    const response = await new Browser(world).post('/auth/resend-sign-up-code', { email: 'ann@example.org' });
    expect([response.status, await response.json()]).toEqual([200, { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' }]);
    expect(world.mailer.sent()).toEqual([]);
  });

  it("answers the identity rules' messages for empty fields", async () => {
    const browser = new Browser(appWorld());
    expect((await errorOf(await browser.post('/auth/confirm-sign-up', { email: MEMBER, code: '' }))).message).toBe(
      'code is required to confirmSignUp',
    );
    expect((await errorOf(await browser.post('/auth/resend-sign-up-code', { email: '' }))).message).toBe(
      'username is required to resendSignUpCode',
    );
  });
});

describe('POST /auth/forgot-password and /auth/confirm-forgot-password', () => {
  it('answers a known and an unknown e-mail alike, mailing only the known one', async () => {
    const world = appWorld();
    await confirmedMember(world);
    const browser = new Browser(world);
    const known = await browser.post('/auth/forgot-password', { email: MEMBER });
    const unknown = await browser.post('/auth/forgot-password', { email: 'ann@example.org' });
    const expected = {
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@e***.org' },
    };
    expect([known.status, await known.json()]).toEqual([200, expected]);
    expect([unknown.status, await unknown.json()]).toEqual([200, expected]);
    expect(world.mailer.to('ann@example.org')).toEqual([]);
  });

  it('sets a new password with the code (204), refusing a weak password and a wrong code first', async () => {
    const world = appWorld();
    const browser = await confirmedMember(world);
    await browser.post('/auth/forgot-password', { email: MEMBER });
    const code = latestCode(world, MEMBER);
    const weak = await browser.post('/auth/confirm-forgot-password', { email: MEMBER, code, newPassword: 'short' });
    expect([weak.status, (await errorOf(weak)).type]).toEqual([400, 'InvalidPassword']);
    const wrong = await browser.post('/auth/confirm-forgot-password', { email: MEMBER, code: otherCode(code), newPassword: NEW_PASSWORD });
    expect([wrong.status, (await errorOf(wrong)).type]).toEqual([400, 'CodeMismatch']);
    const done = await browser.post('/auth/confirm-forgot-password', { email: MEMBER, code, newPassword: NEW_PASSWORD });
    expect([done.status, await done.text()]).toEqual([204, '']);
    expect((await browser.post('/auth/sign-in', { email: MEMBER, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('ends every session of the account when the password is reset', async () => {
    const world = appWorld();
    const signedIn = await signedInMember(world);
    const other = new Browser(world);
    await other.post('/auth/forgot-password', { email: MEMBER });
    await other.post('/auth/confirm-forgot-password', { email: MEMBER, code: latestCode(world, MEMBER), newPassword: NEW_PASSWORD });
    expect((await signedIn.get('/auth/me')).status).toBe(401);
    expect((await signedIn.post('/auth/refresh')).status).toBe(401);
  });

  it("answers the identity rules' messages for empty fields", async () => {
    const browser = new Browser(appWorld());
    expect((await errorOf(await browser.post('/auth/forgot-password', { email: '' }))).message).toBe(
      'username is required to resetPassword',
    );
    expect(
      (await errorOf(await browser.post('/auth/confirm-forgot-password', { email: MEMBER, code: '', newPassword: NEW_PASSWORD }))).message,
    ).toBe('confirmationCode is required to confirmResetPassword');
  });
});
