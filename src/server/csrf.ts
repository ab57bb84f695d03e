import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorResponse } from './http-errors';
import { CROSS_SITE_REQUEST, UNSUPPORTED_MEDIA_TYPE } from './request-errors';
import { fromOwnSite } from './same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a Content-Type header names JSON (`application/json`, with or without parameters). */
function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}

/**
 * Cross-site request forgery defence for the routes that read the session cookies and change
 * something. The browser attaches our cookies to a request another site makes it send; three
 * layers keep such a request from acting as the member:
 * 1. SameSite: the access cookie is Lax (not sent on another site's POST, PUT or DELETE), the
 *    refresh and pending sign-in cookies Strict.
 * 2. JSON only (else 415): an HTML form, or a fetch another site may send without asking, can only
 *    be `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`; a JSON request
 *    from another origin needs a CORS preflight, and this server grants none.
 * 3. Origin and Sec-Fetch-Site (else 403): browsers send them with every POST, PUT and DELETE;
 *    the Origin must be the site's own: PUBLIC_URL's, or the origin the browser addressed this
 *    server by (same-origin.ts). A request without them comes from a non-browser client, which
 *    holds no victim's cookies, or an old browser, which layers 1 and 2 cover.
 * Safe methods (GET, HEAD, OPTIONS) change nothing and pass. Under /auth every state-changing
 * request is checked, signed in or not: sign-in and refresh set the cookies, and a forged sign-in
 * would put the victim into the forger's account (login CSRF).
 */
export function sameSiteJsonOnly(publicUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = fromOwnSite(publicUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!allowed(c)) return errorResponse(c, CROSS_SITE_REQUEST);
    if (!isJsonContentType(c.req.header('Content-Type'))) return errorResponse(c, UNSUPPORTED_MEDIA_TYPE);
    return next();
  };
}
