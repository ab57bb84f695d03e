import type { GetConnInfo } from 'hono/conninfo';
import { describe, expect, it } from 'vitest';
import { parseProxyTrust } from '../../src/server/proxy-trust';
import { appWorld } from '../support/app-world';

const CROSS_SITE = { error: { type: 'CrossSiteRequest', message: 'This request came from another site and was refused.' } };
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The app with PUBLIC_URL http://localhost:8787, reached over a socket at `socket`, behind the proxies TRUST_PROXY names. */
function site(socket = '127.0.0.1', trustProxy = '') {
  const world = appWorld();
  const connInfo: GetConnInfo = () => ({ remote: { address: socket } });
  return appWorld({ connInfo, config: { ...world.deps.config, trustProxy: parseProxyTrust(trustProxy)._unsafeUnwrap() } }).app;
}

/** A state-changing request from a page: sign-out (204 for anyone), plus a GraphQL query (200). */
async function send(app: ReturnType<typeof site>, headers: Record<string, string>) {
  const signOut = await app.request('/auth/sign-out', { method: 'POST', headers: { ...JSON_TYPE, ...headers }, body: '{}' });
  const graphql = await app.request('/graphql', {
    method: 'POST',
    headers: { ...JSON_TYPE, ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  return { statuses: [signOut.status, graphql.status], body: signOut.status === 403 ? await signOut.json() : null };
}

describe("Same-origin by the request's own origin", () => {
  it.each([
    ['127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['localhost:8787', 'http://localhost:8787'],
    ['LOCALHOST:8787', 'http://localhost:8787'],
    ['192.168.1.20:8787', 'http://192.168.1.20:8787'],
    ['[::1]:8787', 'http://[::1]:8787'],
    ['127.0.0.1', 'http://127.0.0.1'],
  ])('accepts a page at the address the browser used (Host %s, Origin %s)', async (host, origin) => {
    expect((await send(site(), { Host: host, Origin: origin, 'Sec-Fetch-Site': 'same-origin' })).statuses).toEqual([204, 200]);
  });

  it("accepts PUBLIC_URL's origin whatever the Host, and a request with neither Origin nor Sec-Fetch-Site (no browser)", async () => {
    expect((await send(site(), { Host: '127.0.0.1:8787', Origin: 'http://localhost:8787' })).statuses).toEqual([204, 200]);
    expect((await send(site(), { Host: '127.0.0.1:8787' })).statuses).toEqual([204, 200]);
  });

  it.each([
    [{ Host: '127.0.0.1:8787', Origin: 'https://evil.example' }],
    [{ Host: '127.0.0.1:8787', Origin: 'null' }],
    [{ Host: '127.0.0.1:8787', Origin: 'http://127.0.0.1:8788' }],
    [{ Host: '127.0.0.1:8787', Origin: 'https://127.0.0.1:8787' }],
    [{ Host: '127.0.0.1:8787', Origin: 'http://127.0.0.1:8787', 'Sec-Fetch-Site': 'cross-site' }],
    [{ Host: '127.0.0.1:8787', 'Sec-Fetch-Site': 'cross-site' }],
    [{ Host: '127.0.0.1:8787', 'Sec-Fetch-Site': 'same-site' }],
    [{ Host: '127.0.0.1:8787', Origin: 'http://app.localhost:8787', 'Sec-Fetch-Site': 'same-site' }],
    [{ Host: 'evil.example/x', Origin: 'http://evil.example/x' }],
  ])('refuses %o with 403', async (headers) => {
    expect(await send(site(), headers)).toEqual({ statuses: [403, 403], body: CROSS_SITE });
  });

  it('accepts same-site only with our own Origin', async () => {
    expect(
      (await send(site(), { Host: '127.0.0.1:8787', Origin: 'http://127.0.0.1:8787', 'Sec-Fetch-Site': 'same-site' })).statuses,
    ).toEqual([204, 200]);
  });

  it('takes the scheme and host from X-Forwarded-Proto and -Host only from a trusted proxy', async () => {
    const forwarded = {
      Host: '127.0.0.1:8787',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'chapter.example.org',
      Origin: 'https://chapter.example.org',
    };
    expect((await send(site('127.0.0.1', 'loopback'), forwarded)).statuses).toEqual([204, 200]);
    expect((await send(site('10.0.0.2', '1'), { ...forwarded, 'X-Forwarded-For': '198.51.100.1' })).statuses).toEqual([204, 200]);
    expect((await send(site('203.0.113.9', 'loopback'), forwarded)).statuses).toEqual([403, 403]);
    expect((await send(site('127.0.0.1'), forwarded)).statuses).toEqual([403, 403]);
  });

  it('refuses a payment from another site before reading its body', async () => {
    const response = await site().request('/payment', {
      method: 'POST',
      headers: { ...JSON_TYPE, Host: '127.0.0.1:8787', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect([response.status, await response.json()]).toEqual([403, CROSS_SITE]);
  });
});
