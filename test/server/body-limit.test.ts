import { serve, type ServerType } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BODY_LIMIT_BYTES } from '../../src/server/routes/auth.routes';
import { MAX_BODY_BYTES } from '../../src/server/routes/graphql.routes';
import { appWorld } from '../support/app-world';

/**
 * The body limits over a real Node HTTP server (@hono/node-server), where a declared length is
 * judged by its header and the body is read straight from the socket, and a chunked body is
 * counted as it arrives; `app.request()` tests never take the first path.
 */
let server: ServerType;
let port = 0;

beforeAll(async () => {
  const world = appWorld();
  await new Promise<void>((started) => {
    server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }, () => started());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** POSTs `body` as JSON; `chunked` sends it in pieces without a Content-Length. */
function post(path: string, body: string, chunked: boolean): Promise<{ status: number; json: unknown }> {
  return new Promise((answered, failed) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        answered({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }),
      );
    });
    // A server that refuses early may close the connection while the rest is still being sent.
    outgoing.on('error', failed);
    if (chunked) {
      for (let at = 0; at < body.length; at += 4096) outgoing.write(body.slice(at, at + 4096));
      outgoing.end();
    } else outgoing.end(body);
  });
}

const listEvents = JSON.stringify({ query: '{ listEvents { items { id eventName } nextToken } }' });
// The padding rides in a variable the document does not use (the query text itself has a smaller limit).
const padded = (size: number) => JSON.stringify({ query: '{ listEvents { items { id } } }', variables: { padding: 'x'.repeat(size) } });

describe('request body limits over Node HTTP', () => {
  it.each([false, true])('answers a GraphQL request whose body is within the limit (chunked: %s)', async (chunked) => {
    expect(await post('/graphql', listEvents, chunked)).toEqual({
      status: 200,
      json: { data: { listEvents: { items: [], nextToken: null } } },
    });
  });

  it.each([false, true])(`refuses a GraphQL body over ${MAX_BODY_BYTES} bytes with 413 (chunked: %s)`, async (chunked) => {
    const answer = await post('/graphql', padded(MAX_BODY_BYTES), chunked);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      errors: [expect.objectContaining({ message: `The request is too large: at most ${MAX_BODY_BYTES} bytes.` })],
    });
  });

  it('takes a GraphQL body of exactly the limit', async () => {
    const body = padded(0);
    const exact = padded(MAX_BODY_BYTES - body.length);
    expect(Buffer.byteLength(exact)).toBe(MAX_BODY_BYTES);
    expect((await post('/graphql', exact, false)).status).toBe(200);
  });

  it.each([false, true])('reads a JSON body on /auth, and refuses one over the limit (chunked: %s)', async (chunked) => {
    const wrong = await post('/auth/sign-in', JSON.stringify({ email: 'nobody@example.org', password: 'not the password' }), chunked);
    expect(wrong.status).toBe(401);
    const big = await post(
      '/auth/sign-in',
      JSON.stringify({ email: 'nobody@example.org', password: 'x'.repeat(AUTH_BODY_LIMIT_BYTES) }),
      chunked,
    );
    expect([big.status, big.json]).toEqual([
      413,
      { error: { type: 'PayloadTooLarge', message: 'The request body is too large (at most 16 KB).' } },
    ]);
  });
});
