import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { identityErrorFrom } from '../../../src/adapters/http/http-identity-errors';
import { HttpIdentityProvider } from '../../../src/adapters/http/http-identity-provider';
import type { InboxMail } from '../../contracts/identity-helpers';
import { identityProviderContract } from '../../contracts/identity-provider.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { latestCode, MEMBER, memberRecord, PASSWORD, signedInAdmin } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

/** The e-mails the contract signs up with: each has a member record, as a paid membership leaves. */
const CONTRACT_MEMBERS = ['ada@example.org', 'other@example.org'];

/** The inbox as a developer reads it: GET /dev/outbox.json when the app serves it, else the outbox mailer itself. */
async function inbox(world: AppWorld, email: string): Promise<readonly InboxMail[]> {
  const response = await world.app.request('/dev/outbox.json');
  if (response.status !== 200) return world.mailer.to(email);
  const wanted = email.trim().toLowerCase();
  return ((await response.json()) as { to: string; subject: string; text: string }[]).filter(
    (mail) => mail.to.trim().toLowerCase() === wanted,
  );
}

/** The browser-side adapter in a browser tab (cookie jar) talking to the whole app, on the world's clock. */
function httpProviderOver(world: AppWorld, browser = new Browser(world)) {
  const fetch = fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined, now: () => world.clock.now() });
  return { browser, provider: new HttpIdentityProvider({ fetch }) };
}

identityProviderContract('http adapter over the app (app.request, cookie jar)', async () => {
  const world = appWorld();
  for (const email of CONTRACT_MEMBERS) await memberRecord(world, email);
  let admin: Browser | null = null;
  return {
    provider: httpProviderOver(world).provider,
    inbox: (email) => inbox(world, email),
    createUserWithTemporaryPassword: async (email) => {
      admin ??= await signedInAdmin(world);
      const response = await admin.post('/auth/admin/users', { email });
      if (response.status !== 201) throw new Error(`admin create user answered ${response.status}: ${await response.text()}`);
    },
    requirePasswordReset: async (email) => {
      admin ??= await signedInAdmin(world);
      const response = await admin.post('/auth/admin/users/reset-password', { email });
      if (response.status !== 200) throw new Error(`admin reset password answered ${response.status}: ${await response.text()}`);
    },
    anotherBrowser: () => httpProviderOver(world, new Browser(world, undefined, '10.0.0.2')).provider,
    advanceTime: (ms) => world.clock.advance(ms),
    now: () => world.clock.now(),
  };
});

describe('HttpIdentityProvider', () => {
  const HOUR = 3_600_000;

  /** A provider whose requests go through `intercept` first (to fail some), then to the app. */
  function intercepted(world: AppWorld, intercept: (url: string, init: RequestInit) => Response | Error | null) {
    const browser = new Browser(world);
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = fetchWithRetry({
      fetch: async (url, init) => {
        calls.push({ url, init });
        const outcome = intercept(url, init);
        if (outcome instanceof Error) throw outcome;
        return outcome ?? browser.fetch(url, init);
      },
      sleep: async () => undefined,
    });
    return { provider: new HttpIdentityProvider({ fetch }), calls, browser };
  }

  async function member(world: AppWorld) {
    await memberRecord(world, MEMBER);
    const { provider } = httpProviderOver(world);
    (await provider.signUp({ username: MEMBER, password: PASSWORD }))._unsafeUnwrap();
    (await provider.confirmSignUp({ username: MEMBER, code: latestCode(world, MEMBER) }))._unsafeUnwrap();
  }

  it('sends JSON with the same-origin cookies, and no body on GET', async () => {
    const world = appWorld();
    const { provider, calls } = intercepted(world, () => null);
    void (await provider.signIn({ username: MEMBER, password: PASSWORD }));
    void (await provider.currentUser());
    expect(calls[0]).toEqual({
      url: '/auth/sign-in',
      init: {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: MEMBER, password: PASSWORD }),
      },
    });
    expect(calls[1]).toEqual({
      url: '/auth/me',
      init: { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } },
    });
  });

  it('answers Unavailable when the server cannot be reached', async () => {
    const { provider, calls } = intercepted(appWorld(), () => new TypeError('Failed to fetch'));
    expect((await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The identity service is unavailable. Please try again shortly.',
    });
    expect(calls).toHaveLength(1);
    expect((await provider.currentUser())._unsafeUnwrapErr().type).toBe('Unavailable');
    expect(calls).toHaveLength(4);
  });

  it('retries a read through a passing outage, never a sign-in', async () => {
    const world = appWorld();
    await member(world);
    let failures = 2;
    const { provider, calls } = intercepted(world, () =>
      failures-- > 0 ? new Response('<html>Bad gateway</html>', { status: 502 }) : null,
    );
    expect((await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect(calls).toHaveLength(1);
    expect((await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrap().isSignedIn).toBe(true);
    failures = 2;
    expect((await provider.currentUser())._unsafeUnwrap().email).toBe(MEMBER);
  });

  it('refreshes once for calls made together after the access cookie expired, and stays signed in', async () => {
    const world = appWorld();
    await member(world);
    const { provider, calls } = intercepted(world, () => null);
    (await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrap();
    world.clock.advance(2 * HOUR);
    const [user, preference, again] = await Promise.all([provider.currentUser(), provider.fetchMfaPreference(), provider.currentUser()]);
    expect(user._unsafeUnwrap().email).toBe(MEMBER);
    expect(preference._unsafeUnwrap()).toEqual({ enabled: [], preferred: null });
    expect(again.isOk()).toBe(true);
    expect(calls.filter((call) => call.url === '/auth/refresh')).toHaveLength(1);
    expect((await provider.currentUser()).isOk()).toBe(true);
  });

  it('keeps the session when the refresh could not reach the server (spec section 4)', async () => {
    const world = appWorld();
    await member(world);
    let down = false;
    const { provider } = intercepted(world, (url) => (down && url === '/auth/refresh' ? new TypeError('offline') : null));
    (await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrap();
    world.clock.advance(2 * HOUR);
    down = true;
    expect((await provider.currentUser())._unsafeUnwrapErr().type).toBe('Unavailable');
    down = false;
    expect((await provider.currentUser())._unsafeUnwrap().email).toBe(MEMBER);
  });

  it('answers a sign-up without a member record as any other: no account is made, and the address is told to join first', async () => {
    const world = appWorld();
    const { provider } = httpProviderOver(world);
    expect((await provider.signUp({ username: 'stranger@example.org', password: PASSWORD }))._unsafeUnwrap()).toMatchObject({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL', destination: 's***@e***.org' } },
    });
    expect(world.mailer.to('stranger@example.org').map((mail) => mail.subject)).toEqual([
      'Alumni Chapter: Create your account by joining first',
    ]);
    expect((await provider.signIn({ username: 'stranger@example.org', password: PASSWORD }))._unsafeUnwrapErr().type).toBe('NotAuthorized');
  });

  it('answers Unavailable for a success answer of the wrong shape', async () => {
    const { provider } = intercepted(appWorld(), () => Response.json({ isSignedIn: 'yes' }));
    expect((await provider.signIn({ username: MEMBER, password: PASSWORD }))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});

describe('identityErrorFrom', () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    identityErrorFrom({ type: 'HttpError', status, body, headers: new Headers(headers) });

  it("keeps the port's own error types and words", () => {
    expect(answer(400, { error: { type: 'CodeMismatch', message: 'Wrong code.', fields: {} } })).toEqual({
      type: 'CodeMismatch',
      message: 'Wrong code.',
    });
    expect(answer(409, { error: { type: 'AlreadySignedIn', message: 'There is already a signed in user.' } }).type).toBe('AlreadySignedIn');
  });

  it('reads retryAfterSeconds from Retry-After for TooManyRequests (at least 1 s)', () => {
    expect(answer(429, { error: { type: 'TooManyRequests', message: 'Wait.' } }, { 'Retry-After': '8' })).toEqual({
      type: 'TooManyRequests',
      message: 'Wait.',
      retryAfterSeconds: 8,
    });
    expect(answer(429, null)).toMatchObject({ type: 'TooManyRequests', retryAfterSeconds: 1 });
  });

  it("judges other errors by status: the request's (400, 413, 415), access (401, 403) and outages", () => {
    expect(answer(413, { error: { type: 'PayloadTooLarge', message: 'Too large.' } })).toEqual({
      type: 'InvalidParameter',
      message: 'Too large.',
    });
    expect(answer(415, { error: { type: 'UnsupportedMediaType', message: 'JSON only.' } }).type).toBe('InvalidParameter');
    expect(answer(403, { error: { type: 'Unauthorized', message: 'Unauthorized' } })).toEqual({
      type: 'NotAllowed',
      message: 'Unauthorized',
    });
    expect(answer(401, null)).toEqual({ type: 'NotAuthenticated', message: 'User needs to be authenticated to call this API.' });
    expect(answer(500, '<html>')).toEqual({
      type: 'Unavailable',
      message: 'The identity service is unavailable. Please try again shortly.',
    });
    expect(answer(404, { error: { message: 'There is nothing here.' } }).type).toBe('Unavailable');
    expect(identityErrorFrom({ type: 'NetworkFailure', message: 'offline' }).type).toBe('Unavailable');
  });
});
