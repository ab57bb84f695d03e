import { describe, expect, it } from 'vitest';
import { listPublishedEvents, readServedEvent } from '../../../src/adapters/http/http-published-events';
import { appWorld } from '../../support/app-world';

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

describe('the event an event’s page was served with, read without a schema library', () => {
  const served = async () => {
    const { app } = appWorld();
    const answer: unknown = await (await app.request('/ticketing/events/spring-banquet-2022')).json();
    return answer as Record<string, unknown> & { ticketTypes: Record<string, unknown>[] };
  };

  it('takes the event exactly as the server answers it', async () => {
    const event = await served();
    expect(readServedEvent(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    ['no ticket types', (event: Awaited<ReturnType<typeof served>>) => ({ ...event, ticketTypes: undefined })],
    [
      'a fractional price',
      (event: Awaited<ReturnType<typeof served>>) => ({ ...event, ticketTypes: [{ ...event.ticketTypes[0], price: 38.5 }] }),
    ],
    [
      'an unknown kind of type',
      (event: Awaited<ReturnType<typeof served>>) => ({ ...event, ticketTypes: [{ ...event.ticketTypes[0], kind: 'raffle' }] }),
    ],
    ['no member pricing flag', (event: Awaited<ReturnType<typeof served>>) => ({ ...event, memberPricing: 'yes' })],
    ['a summary only', (event: Awaited<ReturnType<typeof served>>) => ({ ...event, description: undefined, descriptionHtml: undefined })],
  ])('refuses a page carrying %s (the page then reads the event from the server)', async (_name, change) => {
    expect(readServedEvent(JSON.stringify(change(await served())))).toBeNull();
  });

  it('refuses what is not JSON', () => {
    expect(readServedEvent('<p>not json')).toBeNull();
  });
});
