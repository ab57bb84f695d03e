import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';

// Scaffold: replaced by the real routes.
export function graphqlRoutes(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
