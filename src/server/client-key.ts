import { getConnInfo as nodeConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { GetConnInfo } from 'hono/conninfo';
import type { AppEnv } from './app-env';
import { resolvePeer, TRUST_NO_PROXY, type ProxyTrust } from './proxy-trust';

/**
 * Says who is calling (`c.var.peer`) and gives the key rate limits count by (`c.var.clientKey`):
 * the client's address as the socket reports it (on Lambda, as API Gateway or the function URL
 * reports it: `getConnInfo` of hono/aws-lambda), or, from a proxy TRUST_PROXY trusts, the address
 * that proxy put in `X-Forwarded-For` (proxy-trust.ts). Without TRUST_PROXY, forwarded headers
 * are ignored: a client could send any.
 */
export function clientKey(getConnInfo: GetConnInfo = nodeConnInfo, trust: ProxyTrust = TRUST_NO_PROXY): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      // app.request() in tests has no socket: every such request counts as one client, 'unknown'.
    }
    const peer = resolvePeer(trust, address, c.req.header('X-Forwarded-For'));
    c.set('peer', peer);
    c.set('clientKey', peer.client);
    await next();
  };
}
