import { Hono } from 'hono';
import type { GetConnInfo } from 'hono/conninfo';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/app-env';
import { clientKey } from '../../src/server/client-key';
import { parseProxyTrust } from '../../src/server/proxy-trust';

/** An app that answers with the key its rate limits would count by, for a socket at `address`. */
function echo(address: string | undefined, trustProxy = '') {
  const connInfo: GetConnInfo = () => ({ remote: address === undefined ? {} : { address } });
  const app = new Hono<AppEnv>()
    .use(clientKey(connInfo, parseProxyTrust(trustProxy)._unsafeUnwrap()))
    .get('/', (c) => c.json({ key: c.var.clientKey, viaTrustedProxy: c.var.peer.viaTrustedProxy }));
  return async (headers: Record<string, string> = {}) => (await app.request('/', { headers })).json();
}

describe('the client key', () => {
  it('is the socket address by default, a forged X-Forwarded-For notwithstanding', async () => {
    expect(await echo('203.0.113.7')({ 'X-Forwarded-For': '127.0.0.1' })).toEqual({ key: '203.0.113.7', viaTrustedProxy: false });
  });

  it('is one IPv4 address whether the dual-stack socket writes it as IPv6 or not', async () => {
    expect((await echo('::ffff:192.0.2.1')()).key).toBe('192.0.2.1');
  });

  it('is what a trusted proxy reports, and only a trusted one', async () => {
    expect(await echo('127.0.0.1', 'loopback')({ 'X-Forwarded-For': '198.51.100.1' })).toEqual({
      key: '198.51.100.1',
      viaTrustedProxy: true,
    });
    expect(await echo('192.0.2.9', 'loopback')({ 'X-Forwarded-For': '198.51.100.1' })).toEqual({
      key: '192.0.2.9',
      viaTrustedProxy: false,
    });
    expect((await echo('10.0.0.2', '1')({ 'X-Forwarded-For': '6.6.6.6, 198.51.100.1' })).key).toBe('198.51.100.1');
  });

  it('is unknown (one client) without a socket, as in app.request()', async () => {
    const app = new Hono<AppEnv>().use(clientKey(undefined, parseProxyTrust('1')._unsafeUnwrap())).get('/', (c) => c.text(c.var.clientKey));
    expect(await (await app.request('/', { headers: { 'X-Forwarded-For': '198.51.100.1' } })).text()).toBe('unknown');
  });

  it('is the socket when the connection info has no address', async () => {
    expect((await echo(undefined, '1')({ 'X-Forwarded-For': '198.51.100.1' })).key).toBe('unknown');
  });
});
