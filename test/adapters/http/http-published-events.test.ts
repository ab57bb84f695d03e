import { describe, expect, it } from 'vitest';
import { listPublishedEvents } from '../../../src/adapters/http/http-published-events';

const EVENT = {
  slug: 'spring-banquet-2022',
  path: '/events/spring-banquet-2022',
  name: 'Spring Banquet 2022',
  start: '2022-04-23T17:00',
  end: '2022-04-23T21:00',
  timeZone: 'America/New_York',
  venue: 'Portsmouth, VA',
  image: null,
  status: 'published',
  sales: { state: 'open', words: null },
  lowestPrice: 2000,
};

const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('the published events, read without a schema library', () => {
  it('answers the listed events', async () => {
    expect((await listPublishedEvents(answering(200, { events: [EVENT] })))._unsafeUnwrap()).toEqual([EVENT]);
  });

  it.each([
    ['a missing field', { events: [{ ...EVENT, venue: undefined }] }],
    ['an unknown status', { events: [{ ...EVENT, status: 'secret' }] }],
    ['a fractional price', { events: [{ ...EVENT, lowestPrice: 12.5 }] }],
    ['no list', { items: [] }],
  ])('refuses an answer with %s as Unavailable', async (_name, body) => {
    expect((await listPublishedEvents(answering(200, body)))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it("says the server's words on an error, and the network's when it cannot reach it", async () => {
    const refused = await listPublishedEvents(answering(503, { error: { message: 'The service is unavailable.' } }));
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'Unavailable', message: 'The service is unavailable.' });
    const offline = await listPublishedEvents((async () => Promise.reject(new TypeError('offline'))) as typeof fetch);
    expect(offline._unsafeUnwrapErr().message).toMatch(/could not be reached/);
  });
});
