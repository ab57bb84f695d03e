import { describe, expect, it } from 'vitest';
import { errorOf, HttpDocumentStore } from '../../../src/adapters/http/http-document-store';
import { documentStoreContract, minutes } from '../../contracts/document-store.contract';
import { documentWorld } from '../../support/document-world';

/** The browser adapter over the real app: its fetch calls `app.request` with the admin's bearer token. */
async function httpWorld() {
  const world = await documentWorld();
  const headers = world.as('admin');
  const fetch: typeof globalThis.fetch = async (input, init) =>
    world.app.request(String(input), { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers } });
  return { world, store: new HttpDocumentStore({ baseUrl: 'http://localhost:8787', fetch }) };
}

documentStoreContract('over HTTP (the browser adapter against the app)', async () => {
  const { world, store } = await httpWorld();
  return { store, open: world.open, now: () => world.clock.now(), advance: (ms) => world.clock.advance(ms), dispose: world.dispose };
});

describe('HttpDocumentStore', () => {
  it('answers Unavailable when the server cannot be reached, and never throws', async () => {
    const store = new HttpDocumentStore({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await store.list('meeting-minutes'))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await store.upload(minutes()))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it('answers Unavailable for a success it cannot read', async () => {
    const store = new HttpDocumentStore({ fetch: async () => new Response('<html>', { status: 200 }) });
    expect((await store.downloadLink('meeting-minutes/x.pdf'))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it("reads the server's refusals into the port's errors", () => {
    const body = (type: string, message = 'm') => ({ error: { type, message } });
    expect(errorOf(401, body('NotAuthenticated'))).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
    expect(errorOf(403, body('Unauthorized'))).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
    expect(errorOf(413, null)).toEqual({ type: 'InvalidFile', message: 'The server answered 413.' });
    expect(errorOf(400, body('ExpiryTooLong'))).toEqual({ type: 'ExpiryTooLong', message: 'm' });
    expect(errorOf(400, body('InvalidBody'))).toEqual({ type: 'InvalidFile', message: 'm' });
    expect(errorOf(404, body('NotFound'))).toEqual({ type: 'NotFound', message: 'm' });
    expect(errorOf(404, null).type).toBe('NotFound');
    expect(errorOf(503, body('Unavailable'))).toEqual({ type: 'Unavailable', message: 'm' });
    expect(errorOf(429, null).type).toBe('Unavailable');
  });

  it('is refused for a member: only administrators upload', async () => {
    const world = await documentWorld();
    const store = new HttpDocumentStore({
      fetch: async (input, init) => world.app.request(String(input), { ...init, headers: world.as('member') }),
    });
    expect((await store.upload(minutes()))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await store.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
    await world.dispose();
  });
});
