import type { Context, MiddlewareHandler } from 'hono';
import { authorizeActor, type Action } from '../domain/access';
import type { AppEnv } from './app-env';
import { errorResponse, type ServerError } from './http-errors';
import { NOT_AUTHENTICATED } from './signed-in';

/** Refuses early, before any body is read, whoever the domain's access rules do not allow (the use case checks again). */
export function allow(action: Action): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const allowed = authorizeActor(c.var.actor, action);
    if (allowed.isErr()) return refuse(c, allowed.error);
    await next();
  };
}

/** Answers an error; a visitor refused is told to sign in (401), a signed-in person refused gets 403. */
export function refuse(c: Context<AppEnv>, error: ServerError) {
  return errorResponse(c, c.var.actor.role === 'visitor' && error.type === 'Unauthorized' ? NOT_AUTHENTICATED : error);
}
