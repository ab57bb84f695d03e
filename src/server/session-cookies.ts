import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { SessionTokens } from '../identity/service/sessions';
import type { Clock } from '../application/ports/clock.port';
import { IDENTITY_LIMITS } from '../identity/rules/identity-rules';

/**
 * Where the browser keeps a session: three httpOnly cookies that page scripts cannot read.
 * - access (`session`): SameSite=Lax, Path=/, Max-Age 1 h: sent with every same-site request, and
 *   with top-level navigations from elsewhere (a link into the Member Area still shows the member);
 * - refresh (`session-refresh`): SameSite=Strict, Path=/auth, Max-Age what is left of its 30 days:
 *   only ever sent to /auth/refresh and /auth/sign-out, rotated on every use;
 * - pending sign-in (`sign-in-challenge`): SameSite=Strict, Path=/auth, Max-Age 3 min: the handle
 *   of a sign-in waiting for its next step, so the browser never handles it;
 * - known device (`device`): SameSite=Strict, Path=/auth, Max-Age a year: set at every completed
 *   sign-in and kept through sign-out, so other clients' failed sign-ins never slow this browser
 *   (identity/service/known-devices.ts).
 * Over https each is Secure and carries the browser-enforced prefix (`__Host-` for the access
 * cookie, `__Secure-` for the others): a sibling subdomain cannot plant or overwrite them.
 */
export interface SessionCookies {
  readonly names: { readonly access: string; readonly refresh: string; readonly challenge: string; readonly device: string };
  accessToken(c: Context): string | undefined;
  refreshToken(c: Context): string | undefined;
  challenge(c: Context): string | undefined;
  /** Sets the access and refresh cookies of a new or rotated session. */
  setSession(c: Context, tokens: SessionTokens): void;
  /**
   * Clears the access and refresh cookies. A pending sign-in's cookie stays: a refused refresh
   * answered late (the Login page asks who is signed in as it opens) must not end the sign-in the
   * person started meanwhile.
   */
  clearSession(c: Context): void;
  /** Clears the access, refresh and pending sign-in cookies: sign-out, a deleted account. */
  clearAll(c: Context): void;
  setChallenge(c: Context, handle: string): void;
  clearChallenge(c: Context): void;
  device(c: Context): string | undefined;
  setDevice(c: Context, token: string): void;
}

const secondsUntil = (clock: Clock, at: number) => Math.max(0, Math.floor((at - clock.now()) / 1000));

/** The cookies for a site served at `publicUrl` (Secure and prefixed when it is https). */
export function sessionCookies(publicUrl: string, clock: Clock): SessionCookies {
  const secure = publicUrl.startsWith('https://');
  const names = {
    access: secure ? '__Host-session' : 'session',
    refresh: secure ? '__Secure-session-refresh' : 'session-refresh',
    challenge: secure ? '__Secure-sign-in-challenge' : 'sign-in-challenge',
    device: secure ? '__Secure-device' : 'device',
  };
  const access: CookieOptions = { httpOnly: true, secure, sameSite: 'Lax', path: '/' };
  const authOnly: CookieOptions = { httpOnly: true, secure, sameSite: 'Strict', path: '/auth' };
  const clearSession = (c: Context) => {
    deleteCookie(c, names.access, access);
    deleteCookie(c, names.refresh, authOnly);
  };
  const clearChallenge = (c: Context) => void deleteCookie(c, names.challenge, authOnly);
  return {
    names,
    accessToken: (c) => getCookie(c, names.access) || undefined,
    refreshToken: (c) => getCookie(c, names.refresh) || undefined,
    challenge: (c) => getCookie(c, names.challenge) || undefined,
    setSession: (c, tokens) => {
      setCookie(c, names.access, tokens.accessToken, { ...access, maxAge: secondsUntil(clock, tokens.accessTokenExpiresAt) });
      setCookie(c, names.refresh, tokens.refreshToken, { ...authOnly, maxAge: secondsUntil(clock, tokens.refreshTokenExpiresAt) });
    },
    clearSession,
    clearAll: (c) => {
      clearSession(c);
      clearChallenge(c);
    },
    setChallenge: (c, handle) => setCookie(c, names.challenge, handle, { ...authOnly, maxAge: IDENTITY_LIMITS.pendingSignInSeconds }),
    clearChallenge,
    device: (c) => getCookie(c, names.device) || undefined,
    setDevice: (c, token) => setCookie(c, names.device, token, { ...authOnly, maxAge: IDENTITY_LIMITS.knownDeviceSeconds }),
  };
}
