import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorResponse } from './http-errors';
import type { Peer } from './proxy-trust';
import { CROSS_SITE_REQUEST } from './request-errors';

/** Characters a host (with its port) may hold; anything else (a path, user info, space) is no host. */
const HOST = /^[a-z0-9.\-_~[\]:]+$/i;

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value === '' ? undefined : value;
}

/** Whether the socket is a proxy TRUST_PROXY trusts (set by client-key.ts; false when that did not run). */
function viaTrustedProxy(c: Context<AppEnv>): boolean {
  return (c.get('peer') as Peer | undefined)?.viaTrustedProxy === true;
}

/**
 * The host the browser addressed, with its port (`127.0.0.1:8787`): the `Host` header (the URL's
 * host where there is none, as in app.request()), or `X-Forwarded-Host` from a trusted proxy.
 */
function requestHost(c: Context<AppEnv>): string {
  const forwarded = viaTrustedProxy(c) ? firstValue(c.req.header('X-Forwarded-Host')) : undefined;
  return forwarded ?? c.req.header('Host') ?? new URL(c.req.url).host;
}

/**
 * The origin the browser addressed this request to (`http://192.168.1.20:8787`): the scheme the
 * server was reached by (`X-Forwarded-Proto` from a trusted proxy) and requestHost. Null when the
 * host is not one a browser could have sent.
 */
function requestOrigin(c: Context<AppEnv>): string | null {
  const forwardedProto = viaTrustedProxy(c) ? firstValue(c.req.header('X-Forwarded-Proto'))?.toLowerCase() : undefined;
  const scheme = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : new URL(c.req.url).protocol.slice(0, -1);
  const host = requestHost(c);
  if (!HOST.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from a page of this site. The site's pages are PUBLIC_URL, but the same
 * server is also reached as `http://127.0.0.1:PORT` or at a LAN address, so the request's own
 * origin (as the browser addressed it) is the site too. Refused: `Sec-Fetch-Site: cross-site`;
 * `same-site` unless the Origin is ours; an `Origin` of `null` or of any other site. A request
 * without Origin or Sec-Fetch-Site comes from a non-browser client (which holds no victim's
 * cookies) or an old browser, which SameSite cookies and JSON-only bodies cover (csrf.ts).
 */
export function fromOwnSite(publicUrl: string): (c: Context<AppEnv>) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  return (c) => {
    const site = c.req.header('Sec-Fetch-Site')?.trim().toLowerCase();
    if (site === 'cross-site') return false;
    const origin = c.req.header('Origin')?.trim();
    if (origin === undefined) return site !== 'same-site';
    return origin === publicOrigin || origin === requestOrigin(c);
  };
}

/**
 * Refuses with 403 'This request came from another site and was refused.' whatever `fromOwnSite`
 * refuses: for a multipart upload, which cannot be held to JSON like the other state-changing routes.
 */
export function sameOriginOnly(publicUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = fromOwnSite(publicUrl);
  return async (c, next) => {
    if (!allowed(c)) return errorResponse(c, CROSS_SITE_REQUEST);
    await next();
  };
}
