import { describe, expect, it } from 'vitest';
import { authenticatorCode, otherCode, temporaryPasswordIn } from '../../contracts/identity-helpers';
import { appWorld } from '../../support/app-world';
import {
  confirmedMember,
  errorOf,
  memberRecord,
  latestCode,
  MEMBER,
  NEW_PASSWORD,
  PASSWORD,
  signedInAdmin,
  signedInMember,
  signIn,
} from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const INCORRECT = { type: 'NotAuthorized', message: 'Incorrect username or password.' };
const SESSION_EXPIRED = { type: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' };
const HOUR = 3_600_000;

/** A member with a temporary password from the administrator, and the password. */
async function withTemporaryPassword(world: ReturnType<typeof appWorld>) {
  const admin = await signedInAdmin(world);
  expect((await admin.post('/auth/admin/users', { email: MEMBER })).status).toBe(201);
  return temporaryPasswordIn(world.mailer.to(MEMBER));
}

/** A member who turned on an authenticator app, signed out, and signed in again: the sign-in waits for a code. */
async function waitingForAuthenticatorCode() {
  const world = appWorld();
  const browser = await signedInMember(world);
  const { sharedSecret } = (await (await browser.post('/auth/totp/setup', { password: PASSWORD })).json()) as { sharedSecret: string };
  await browser.post('/auth/totp/verify', { code: authenticatorCode(sharedSecret, world.clock.now()) });
  await browser.post('/auth/sign-out');
  await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
  return { world, browser, sharedSecret };
}

describe('POST /auth/sign-in', () => {
  it('signs in (DONE) and sets the access and refresh cookies with their attributes', async () => {
    const world = appWorld();
    const browser = await confirmedMember(world);
    const response = await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const [access, refresh] = response.headers.getSetCookie();
    expect(access).toMatch(/^session=[\w-]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(refresh).toMatch(/^session-refresh=[\w-]+; Max-Age=2592000; Path=\/auth; HttpOnly; SameSite=Strict$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await browser.get('/auth/me')).status).toBe(200);
  });

  it('marks the cookies Secure, with the __Host- and __Secure- prefixes, when the site is https', async () => {
    const base = appWorld();
    const world = appWorld({ config: { ...base.deps.config, publicUrl: 'https://chapter.example.org' } });
    await confirmedMember(world);
    const response = await new Browser(world).post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    const [access, refresh] = response.headers.getSetCookie();
    expect(access).toMatch(/^__Host-session=[\w-]+; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(refresh).toMatch(/^__Secure-session-refresh=[\w-]+; Max-Age=2592000; Path=\/auth; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('answers a wrong password and an unknown e-mail identically (401, same body, same headers)', async () => {
    const world = appWorld();
    await confirmedMember(world);
    const wrong = await new Browser(world).post('/auth/sign-in', { email: MEMBER, password: NEW_PASSWORD });
    const unknown = await new Browser(world).post('/auth/sign-in', { email: 'nobody@example.org', password: NEW_PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual({ error: INCORRECT });
    expect(await unknown.json()).toEqual({ error: INCORRECT });
    // Every answer has its own date and request id; nothing else may tell the two apart.
    const headers = (r: Response) => [...r.headers.entries()].filter(([name]) => name !== 'date' && name !== 'x-request-id');
    expect(headers(unknown)).toEqual(headers(wrong));
  });

  it('backs off after five failures: 429 TooManyRequests with Retry-After, even for the right password', async () => {
    const world = appWorld();
    const browser = await confirmedMember(world);
    for (let i = 0; i < 5; i++) expect((await browser.post('/auth/sign-in', { email: MEMBER, password: NEW_PASSWORD })).status).toBe(401);
    const refused = await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await errorOf(refused)).toMatchObject({
      type: 'TooManyRequests',
      message: 'Password attempts exceeded. Please try again in 1 second.',
    });
    expect(browser.jar.all()).toEqual([]);
  });

  it("answers the identity rules' messages for empty fields (400 InvalidParameter)", async () => {
    const browser = new Browser(appWorld());
    expect(await errorOf(await browser.post('/auth/sign-in', { email: '', password: PASSWORD }))).toEqual({
      type: 'InvalidParameter',
      message: 'username is required to signIn',
    });
    expect((await errorOf(await browser.post('/auth/sign-in', { email: MEMBER, password: '' }))).message).toBe(
      'password is required to signIn',
    );
  });

  it('refuses a sign-in while a valid session cookie is present (409 AlreadySignedIn)', async () => {
    const browser = await signedInMember(appWorld());
    const response = await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ type: 'AlreadySignedIn', message: 'There is already a signed in user.' });
  });

  it('signs in again once the access cookie has expired, ending the old session', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const stolenRefresh = browser.cookie('session-refresh')!;
    world.clock.advance(2 * HOUR);
    expect(browser.cookie('session')).toBeUndefined();
    await signIn(world, MEMBER, PASSWORD, browser);
    const thief = await world.app.request('/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `session-refresh=${stolenRefresh}` },
      body: '{}',
    });
    expect(thief.status).toBe(401);
    expect((await browser.get('/auth/me')).status).toBe(200);
  });

  it('answers CONFIRM_SIGN_UP for an unconfirmed account and sets no cookie', async () => {
    const world = appWorld();
    const browser = new Browser(world);
    await memberRecord(world, MEMBER);
    expect((await browser.post('/auth/sign-up', { email: MEMBER, password: PASSWORD })).status).toBe(200);
    const response = await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(await response.json()).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    expect(browser.jar.all()).toEqual([]);
  });
});

describe('POST /auth/respond-to-challenge', () => {
  it('leads from a temporary password to a new one, keeping the pending handle in a 3-minute cookie only', async () => {
    const world = appWorld();
    const temporary = await withTemporaryPassword(world);
    const browser = new Browser(world);
    const started = await browser.post('/auth/sign-in', { email: MEMBER, password: temporary });
    const body = await started.text();
    expect(JSON.parse(body)).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
    });
    const [challenge] = started.headers.getSetCookie();
    expect(challenge).toMatch(/^sign-in-challenge=[\w-]+; Max-Age=180; Path=\/auth; HttpOnly; SameSite=Strict$/);
    expect(body).not.toContain(browser.cookie('sign-in-challenge')!);
    const weak = await browser.post('/auth/respond-to-challenge', { challengeResponse: 'short' });
    expect([weak.status, (await errorOf(weak)).type]).toEqual([400, 'InvalidPassword']);
    const done = await browser.post('/auth/respond-to-challenge', { challengeResponse: NEW_PASSWORD });
    expect(await done.json()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(browser.cookie('sign-in-challenge')).toBeUndefined();
    expect(browser.cookie('session')).toBeDefined();
    expect((await browser.get('/auth/me')).status).toBe(200);
  });

  it('answers an expired session without a pending sign-in, and clears a spent handle', async () => {
    const world = appWorld();
    const browser = new Browser(world);
    expect(await errorOf(await browser.post('/auth/respond-to-challenge', { challengeResponse: NEW_PASSWORD }))).toEqual(SESSION_EXPIRED);
    const temporary = await withTemporaryPassword(world);
    await browser.post('/auth/sign-in', { email: MEMBER, password: temporary });
    const handle = browser.cookie('sign-in-challenge')!;
    world.clock.advance(3 * 60_000);
    // The browser has dropped the cookie by now (Max-Age); an old copy of it is refused all the same.
    expect(browser.cookie('sign-in-challenge')).toBeUndefined();
    const expired = await world.app.request('/auth/respond-to-challenge', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `sign-in-challenge=${handle}` },
      body: JSON.stringify({ challengeResponse: NEW_PASSWORD }),
    });
    expect(await errorOf(expired)).toEqual(SESSION_EXPIRED);
    expect(expired.headers.getSetCookie()).toEqual([expect.stringMatching(/^sign-in-challenge=; Max-Age=0; Path=\/auth/)]);
  });

  it("checks the response first: 'challengeResponse is required to confirmSignIn'", async () => {
    const response = await new Browser(appWorld()).post('/auth/respond-to-challenge', { challengeResponse: '' });
    expect(await errorOf(response)).toEqual({ type: 'InvalidParameter', message: 'challengeResponse is required to confirmSignIn' });
  });

  it('takes an e-mailed MFA code: a wrong one keeps the pending sign-in, the right one signs in', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    expect((await browser.send('PUT', '/auth/mfa-preference', { enable: ['EMAIL'], preferred: 'EMAIL', password: PASSWORD })).status).toBe(
      204,
    );
    await browser.post('/auth/sign-out');
    const started = await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(await started.json()).toMatchObject({
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDelivery: { deliveryMedium: 'EMAIL' } },
    });
    const code = latestCode(world, MEMBER);
    const wrong = await browser.post('/auth/respond-to-challenge', { challengeResponse: otherCode(code) });
    expect([wrong.status, (await errorOf(wrong)).type]).toEqual([400, 'CodeMismatch']);
    expect(browser.cookie('sign-in-challenge')).toBeDefined();
    expect(await (await browser.post('/auth/respond-to-challenge', { challengeResponse: code })).json()).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });

  it('keeps the pending sign-in through a refused refresh answered after it (the Login page asks who is signed in as it opens)', async () => {
    const { world, browser, sharedSecret } = await waitingForAuthenticatorCode();
    // Refused for a stale refresh cookie sent beside the pending sign-in's: only the session's cookies go.
    const refused = await world.app.request('/auth/refresh', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `session-refresh=made-up; sign-in-challenge=${browser.cookie('sign-in-challenge')!}`,
      },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['session', 'session-refresh']);
    const done = await browser.post('/auth/respond-to-challenge', {
      challengeResponse: authenticatorCode(sharedSecret, world.clock.now(), 1),
    });
    expect(await done.json()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('ends the pending sign-in after five wrong authenticator codes (429 LimitExceeded) and forgets its handle', async () => {
    const { world, browser, sharedSecret } = await waitingForAuthenticatorCode();
    const wrong = otherCode(authenticatorCode(sharedSecret, world.clock.now(), 1));
    for (let i = 0; i < 5; i++) expect((await browser.post('/auth/respond-to-challenge', { challengeResponse: wrong })).status).toBe(400);
    const limited = await browser.post('/auth/respond-to-challenge', { challengeResponse: wrong });
    expect([limited.status, (await errorOf(limited)).type]).toEqual([429, 'LimitExceeded']);
    expect(browser.cookie('sign-in-challenge')).toBeUndefined();
  });
});
