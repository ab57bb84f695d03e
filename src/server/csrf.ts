import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './http-errors';
import { CROSS_SITE_REQUEST, UNSUPPORTED_MEDIA_TYPE } from './request-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a Content-Type header names JSON (`application/json`, with or without parameters). */
export function isJsonContentType(contentType: string | undefined): boolean {
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
 * 3. Origin (else 403): browsers send it with every POST, PUT and DELETE; when present it must be
 *    the site's own origin (PUBLIC_URL). A request without it comes from a non-browser client,
 *    which holds no victim's cookies, or an old browser, which layers 1 and 2 cover.
 * Safe methods (GET, HEAD, OPTIONS) change nothing and pass. Under /auth every state-changing
 * request is checked, signed in or not: sign-in and refresh set the cookies, and a forged sign-in
 * would put the victim into the forger's account (login CSRF).
 */
export function sameSiteJsonOnly(publicUrl: string): MiddlewareHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== ownOrigin) return errorResponse(c, CROSS_SITE_REQUEST);
    if (!isJsonContentType(c.req.header('Content-Type'))) return errorResponse(c, UNSUPPORTED_MEDIA_TYPE);
    return next();
  };
}
