import { describe, expect, it } from 'vitest';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';
import { errorOf, MEMBER, NEW_PASSWORD, PASSWORD, signedInAdmin, signedInMember, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const NOT_AUTHENTICATED = { type: 'NotAuthenticated', message: 'User needs to be authenticated to call this API.' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A request carrying exactly the given cookies (a copy someone kept, or stole). */
const withCookies = (world: AppWorld, method: string, path: string, cookies: Record<string, string>) =>
  world.app.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });

describe('GET /auth/me', () => {
  it('answers the signed-in member, and 401 NotAuthenticated for a visitor', async () => {
    const world = appWorld();
    expect(await errorOf(await new Browser(world).get('/auth/me'))).toEqual(NOT_AUTHENTICATED);
    const browser = await signedInMember(world);
    const me = await browser.get('/auth/me');
    expect(await me.json()).toEqual({ userId: expect.any(String), username: MEMBER, email: MEMBER, isAdmin: false });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('marks an administrator from ADMIN_EMAILS', async () => {
    const admin = await signedInAdmin(appWorld());
    expect(await (await admin.get('/auth/me')).json()).toMatchObject({ email: TEST_ADMIN, isAdmin: true });
  });
});

describe('POST /auth/refresh', () => {
  it('rotates both cookies (new values, same attributes) and the session goes on', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const before = { access: browser.cookie('session'), refresh: browser.cookie('session-refresh') };
    world.clock.advance(DAY);
    const response = await browser.post('/auth/refresh');
    expect(response.status).toBe(204);
    const [access, refresh] = response.headers.getSetCookie();
    expect(access).toMatch(/^session=[\w-]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    // The refresh token keeps its family's 30 days: one day has gone.
    expect(refresh).toMatch(/^session-refresh=[\w-]+; Max-Age=2505600; Path=\/auth; HttpOnly; SameSite=Strict$/);
    expect(browser.cookie('session')).not.toBe(before.access);
    expect(browser.cookie('session-refresh')).not.toBe(before.refresh);
    expect((await browser.get('/auth/me')).status).toBe(200);
  });

  it('treats a rotated refresh token presented again as theft: 401, and the whole session is revoked', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const stolen = browser.cookie('session-refresh')!;
    expect((await browser.post('/auth/refresh')).status).toBe(204);
    const replay = await withCookies(world, 'POST', '/auth/refresh', { 'session-refresh': stolen });
    expect(replay.status).toBe(401);
    expect(await errorOf(replay)).toEqual({ type: 'NotAuthorized', message: 'Refresh Token has been revoked' });
    expect((await browser.get('/auth/me')).status).toBe(401);
    expect((await browser.post('/auth/refresh')).status).toBe(401);
  });

  it("clears the session's cookies when the refresh is refused: unknown, or past its 30 days", async () => {
    const world = appWorld();
    const unknown = await withCookies(world, 'POST', '/auth/refresh', { 'session-refresh': 'made-up' });
    expect(await errorOf(unknown)).toEqual({ type: 'NotAuthorized', message: 'Invalid Refresh Token' });
    // Access and refresh only: a sign-in pending meanwhile keeps its cookie (sign-in.routes.test.ts).
    expect(unknown.headers.getSetCookie()).toEqual([
      'session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'session-refresh=; Max-Age=0; Path=/auth; HttpOnly; SameSite=Strict',
    ]);
    const browser = await signedInMember(world);
    const refresh = browser.cookie('session-refresh')!;
    world.clock.advance(30 * DAY);
    const expired = await withCookies(world, 'POST', '/auth/refresh', { 'session-refresh': refresh });
    expect(await errorOf(expired)).toEqual({ type: 'NotAuthorized', message: 'Refresh Token has expired' });
    expect(expired.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('refuses a refresh that carries no session cookie without setting any', async () => {
    // The Login page asks who is signed in as it opens. Were its refusal to clear the cookies, one
    // arriving after the person's sign-in was answered would sign them out again at once.
    const refused = await new Browser(appWorld()).post('/auth/refresh');
    expect([refused.status, await errorOf(refused)]).toEqual([401, NOT_AUTHENTICATED]);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /auth/sign-out', () => {
  it('clears the three cookies and revokes the session: neither token works any more', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const kept = { session: browser.cookie('session')!, 'session-refresh': browser.cookie('session-refresh')! };
    const response = await browser.post('/auth/sign-out');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      'session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'session-refresh=; Max-Age=0; Path=/auth; HttpOnly; SameSite=Strict',
      'sign-in-challenge=; Max-Age=0; Path=/auth; HttpOnly; SameSite=Strict',
    ]);
    // Only the known-device cookie stays: it lets this browser sign in again unslowed by strangers' failures.
    expect(browser.jar.all().map((cookie) => cookie.name)).toEqual(['device']);
    expect((await withCookies(world, 'GET', '/auth/me', kept)).status).toBe(401);
    expect((await withCookies(world, 'POST', '/auth/refresh', kept)).status).toBe(401);
  });

  it('is fine without a session', async () => {
    expect((await new Browser(appWorld()).post('/auth/sign-out')).status).toBe(204);
  });
});

describe('POST /auth/change-password', () => {
  it("changes the password (204), replaces this browser's cookies, and ends every other session", async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const elsewhere = await signIn(world, MEMBER, PASSWORD, new Browser(world));
    const old = { session: browser.cookie('session')!, 'session-refresh': browser.cookie('session-refresh')! };
    const response = await browser.post('/auth/change-password', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect(browser.cookie('session')).not.toBe(old.session);
    expect(browser.cookie('session-refresh')).not.toBe(old['session-refresh']);
    expect((await browser.get('/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/auth/me')).status).toBe(401);
    await browser.post('/auth/sign-out');
    // The refresh token of before the change was spent on the new cookies.
    expect((await withCookies(world, 'POST', '/auth/refresh', old)).status).toBe(401);
    expect((await browser.post('/auth/sign-in', { email: MEMBER, password: PASSWORD })).status).toBe(401);
    expect((await browser.post('/auth/sign-in', { email: MEMBER, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong old password (401, counted like a failed sign-in) and a weak new one (400)', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const wrong = await browser.post('/auth/change-password', { oldPassword: NEW_PASSWORD, newPassword: 'third password 3' });
    expect([wrong.status, await errorOf(wrong)]).toEqual([401, { type: 'NotAuthorized', message: 'Incorrect username or password.' }]);
    const weak = await browser.post('/auth/change-password', { oldPassword: PASSWORD, newPassword: 'short' });
    expect([weak.status, (await errorOf(weak)).type]).toEqual([400, 'InvalidPassword']);
  });

  it('needs a session (401 NotAuthenticated), after checking both fields are there', async () => {
    const browser = new Browser(appWorld());
    expect(await errorOf(await browser.post('/auth/change-password', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }))).toEqual(
      NOT_AUTHENTICATED,
    );
    expect(await errorOf(await browser.post('/auth/change-password', { oldPassword: '', newPassword: NEW_PASSWORD }))).toEqual({
      type: 'InvalidParameter',
      message: 'oldPassword and newPassword are required to changePassword',
    });
  });

  it('works with a bearer token and no cookies, setting none', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const response = await world.app.request('/auth/change-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${browser.cookie('session')!}` },
      body: JSON.stringify({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    });
    expect([response.status, response.headers.getSetCookie()]).toEqual([204, []]);
  });
});
