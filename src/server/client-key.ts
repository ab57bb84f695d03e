import { getConnInfo as nodeConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { GetConnInfo } from 'hono/conninfo';
import type { AppEnv } from './app-env';

/**
 * The key rate limits count by: the client's address as the socket reports it (on Lambda, as API
 * Gateway or the function URL reports it: `getConnInfo` of hono/aws-lambda). Forwarded headers are
 * not trusted (a client could send any); behind a proxy, the proxy's own limits apply.
 */
export function clientKey(getConnInfo: GetConnInfo = nodeConnInfo): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address = 'unknown';
    try {
      address = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request() in tests has no socket: every such request counts as one client.
    }
    c.set('clientKey', address);
    await next();
  };
}
