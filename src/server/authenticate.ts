import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from './app-deps';
import { VISITOR, type AppEnv } from './app-env';

// Scaffold: replaced by the session-cookie and bearer-token authentication.
export function authenticate(_deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('actor', VISITOR);
    await next();
  };
}
