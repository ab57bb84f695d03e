import type { Context, MiddlewareHandler } from 'hono';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { chapterDate } from '../application/server/officers/role-grants.use-case';
import { normalizeEmail } from '../domain/members';
import { officesInForce } from '../domain/officer-roles';
import type { AppDeps } from './app-deps';
import { VISITOR, type AppEnv, type RequestActor, type TokenCallers, type TokenUnavailable } from './app-env';
import { errorResponse } from './http-errors';
import { sessionCookies } from './session-cookies';

/** The longest token looked at: a Cognito ID token is 1-2 KB; longer is nobody's and is not read. */
const MAX_TOKEN_LENGTH = 8 * 1024;

/** The session tokens are 43 characters; anything much longer is not one and is not looked up. */
const MAX_SESSION_TOKEN_LENGTH = 512;

/**
 * The server's own sessions: the identity service resolves the token and decides admin status
 * (ADMIN_EMAILS, withheld from an administrator who must turn on two-step sign-in first).
 */
function sessionCallers(deps: Pick<AppDeps, 'identity'>): TokenCallers {
  return (token) => {
    if (token.length > MAX_SESSION_TOKEN_LENGTH) return okAsync(null);
    return deps.identity
      .authenticate(token)
      .map((user): RequestActor | null => ({
        role: user.isAdmin ? 'admin' : 'member',
        email: user.email,
        userId: user.userId,
        accessToken: token,
        ...(user.needsTwoStep ? { needsTwoStep: true } : {}),
      }))
      .orElse((error) =>
        error.type === 'Unavailable' ? errAsync({ type: 'Unavailable' as const, message: error.message }) : okAsync(null),
      );
  };
}

/**
 * The offices in force for a signed-in member now, read from their grants on the chapter's date:
 * one lookup per request, and none for a visitor or an administrator (who may do everything). A
 * term's end needs no one to act: from that date the lookup finds the grant ended.
 */
function withOffices(deps: AppDeps, actor: RequestActor): ResultAsync<RequestActor, TokenUnavailable> {
  if (actor.role !== 'member' || actor.email === null) return okAsync(actor);
  return deps.roleGrants
    .grantsOf(normalizeEmail(actor.email))
    .map((grants) => {
      const offices = officesInForce(grants, chapterDate(deps.clock, deps.config.timeZone));
      return offices.length === 0 ? actor : { ...actor, offices };
    })
    .mapErr((error): TokenUnavailable => ({ type: 'Unavailable', message: error.message }));
}

/**
 * The access token a request carries: `Authorization: Bearer <token>`, or a bare
 * `Authorization: <token>` (AppSync clients send the user pool token so), else the session cookie.
 * An explicit header wins over the cookie. Any other scheme (`Basic ...`) is no token.
 */
export function bearerToken(authorization: string | undefined): string | null {
  const value = authorization?.trim() ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(value);
  if (bearer?.[1] !== undefined) return bearer[1];
  return /^\S+$/.test(value) ? value : null;
}

function tokenOf(c: Context, accessCookie: (c: Context) => string | undefined): string | null {
  const token = bearerToken(c.req.header('Authorization')) ?? accessCookie(c) ?? null;
  return token !== null && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * Decides who is calling and puts it on `c.var.actor`: `deps.callers` (default: the server's own
 * sessions, see `sessionCallers`) resolves the token. A missing, unknown, expired or revoked token
 * makes a visitor (the routes decide what a visitor may do); a signed-in member's offices in force are
 * added (`withOffices`); a token that cannot be checked because
 * its store is unavailable answers 503 at once. An `x-api-key` header, which AppSync clients send
 * for public reads, proves nothing and also makes a visitor.
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const cookies = sessionCookies(deps.config.publicUrl, deps.clock);
  const callers = deps.callers ?? sessionCallers(deps);
  return async (c, next) => {
    const token = tokenOf(c, cookies.accessToken);
    const checked: RequestActor | TokenUnavailable =
      token === null
        ? VISITOR
        : await callers(token)
            .andThen((actor) => (actor === null ? okAsync(VISITOR) : withOffices(deps, actor)))
            .match(
              (actor) => actor,
              (error) => error,
            );
    // A session that cannot be checked now is not a visitor: acting as one would tell an
    // administrator 'Unauthorized' during a database outage. The request is answered 503.
    if ('type' in checked) return errorResponse(c, checked);
    c.set('actor', checked);
    await next();
  };
}
