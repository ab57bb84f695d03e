import type { Context, MiddlewareHandler } from 'hono';
import { authorizeActor, type Action } from '../domain/access';
import type { AccessScope } from '../domain/officer-roles';
import type { AppEnv } from './app-env';
import { errorResponse, type ServerError } from './http-errors';
import { NOT_AUTHENTICATED } from './signed-in';

/**
 * Refuses early, before any body is read, whoever the domain's access rules do not allow (the use
 * case checks again): the actor's role and the offices in force for them (`authorizeActor`).
 * `scope` names what the request is about where an office is limited to it: the event of the path
 * (`eventParam('slug')`), or 'anyEvent' where only the body or the ticket will say which.
 */
export function allow(action: Action, scope?: AccessScope | ((c: Context<AppEnv>) => AccessScope)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const allowed = authorizeActor(c.var.actor, action, typeof scope === 'function' ? scope(c) : scope);
    if (allowed.isErr()) return refuse(c, allowed.error);
    await next();
  };
}

/** Answers an error; a visitor refused is told to sign in (401), a signed-in person refused gets 403. */
export function refuse(c: Context<AppEnv>, error: ServerError) {
  return errorResponse(c, c.var.actor.role === 'visitor' && error.type === 'Unauthorized' ? NOT_AUTHENTICATED : error);
}

/** The scope of a request about the event in the path parameter `name`. */
export function eventParam(name: string): (c: Context<AppEnv>) => AccessScope {
  return (c) => ({ event: c.req.param(name) ?? '' });
}
