import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';
import { HttpTicketedEventsGateway } from '../../../src/adapters/http/http-ticketed-events-gateway';
import { appWorld } from '../../support/app-world';
import { signedInMember } from '../../support/auth-helpers';
import { BANQUET_2027 } from '../../domain/ticketed-event-fixtures';

/** A RetryingFetch answering with `respond`, counting the calls (no retries, no network). */
function answering(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined; safeToRetry: boolean | undefined }[] = [];
  const fetch: RetryingFetch = (url, init, options) => {
    calls.push({ url, init, safeToRetry: options?.safeToRetry });
    return ResultAsync.fromSafePromise(Promise.resolve(respond(url, init)));
  };
  return { fetch, calls };
}

function overApp(world = appWorld()) {
  const { fetch } = answering((url, init) => world.app.request(url, init));
  return new HttpTicketedEventsGateway({ baseUrl: 'http://localhost:8787', fetch });
}

describe('HttpTicketedEventsGateway against the app', () => {
  it('lists the published events and reads one event’s page as the server answers them', async () => {
    const world = appWorld();
    world.clock.set('2027-04-01T16:00:00.000Z');
    (await world.deps.ticketing.events.create(BANQUET_2027, '2027-01-01T00:00:00.000Z'))._unsafeUnwrap();
    const gateway = overApp(world);
    const events = (await gateway.listPublished())._unsafeUnwrap();
    expect(events.map((event) => event.slug)).toEqual([
      'spring-banquet-2022',
      'cookout-2022',
      'cookout-2024',
      'sponsor-cookout-2024',
      'spring-banquet-2027',
    ]);
    const view = (await gateway.view('spring-banquet-2027'))._unsafeUnwrap();
    expect(view.ticketTypes.map((type) => [type.name, type.price, type.memberPrice, type.yourPrice])).toEqual([
      ['Adult', 3_800, 3_300, 3_800],
      ['Child', 2_000, null, 2_000],
      ['Infant', 0, null, 0],
    ]);
    expect(view.sales).toEqual({ state: 'open', words: null });
  });

  it('sends the signed-in member’s cookie, so the server can tell a member’s price', async () => {
    const world = appWorld();
    const member = await signedInMember(world);
    const gateway = new HttpTicketedEventsGateway({ fetch: (url, init) => ResultAsync.fromSafePromise(member.fetch(url, init ?? {})) });
    // The test members' dues are paid (sampleMember); a visitor's request is priced as a visitor's.
    expect((await gateway.view('cookout-2022'))._unsafeUnwrap().memberPricing).toBe(true);
    expect((await overApp(world).view('cookout-2022'))._unsafeUnwrap().memberPricing).toBe(false);
  });

  it('answers NotFound with the server’s words for an unknown event', async () => {
    expect((await overApp().view('no-such-event'))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', message: 'The event was not found.' });
  });
});

describe('HttpTicketedEventsGateway', () => {
  it('retries its reads like every GET, and sends a waiting-list request once', async () => {
    const { fetch, calls } = answering((url) =>
      url.endsWith('/waiting-list') ? Response.json({ message: 'You are on the list.' }, { status: 201 }) : Response.json({ events: [] }),
    );
    const gateway = new HttpTicketedEventsGateway({ fetch });
    expect((await gateway.listPublished())._unsafeUnwrap()).toEqual([]);
    const joined = await gateway.joinWaitingList('gala', { typeId: null, name: 'Ada', email: 'ada@example.org', partySize: 2 });
    expect(joined._unsafeUnwrap()).toBe('You are on the list.');
    expect(calls.map((call) => [call.init?.method, call.url, call.safeToRetry])).toEqual([
      ['GET', '/ticketing/events', false],
      ['POST', '/ticketing/events/gala/waiting-list', false],
    ]);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ typeId: null, name: 'Ada', email: 'ada@example.org', partySize: 2 });
  });

  it('words an offer that expired or was used (404 or 410) plainly', async () => {
    for (const status of [404, 410]) {
      const { fetch } = answering(() => Response.json({ error: { message: 'Gone' } }, { status }));
      expect((await new HttpTicketedEventsGateway({ fetch }).offer('tok'))._unsafeUnwrapErr()).toEqual({
        type: 'NotFound',
        message: 'This offer has expired or was already used.',
      });
    }
  });

  it('reads an offer: the seats held and until when', async () => {
    const offer = { eventSlug: 'gala', name: 'Ada', seats: { adult: 2 }, expiresAt: '2027-04-03T12:00:00.000Z' };
    const { fetch, calls } = answering(() => Response.json(offer));
    expect((await new HttpTicketedEventsGateway({ fetch }).offer('a/b'))._unsafeUnwrap()).toEqual(offer);
    expect(calls[0]?.url).toBe('/ticketing/offers/a%2Fb');
  });

  it('puts the server’s field messages of a refused waiting-list form beside their fields', async () => {
    const { fetch } = answering(() =>
      Response.json(
        { error: { type: 'InvalidForm', message: 'Name is required.', fields: { name: 'Name is required.' } } },
        { status: 400 },
      ),
    );
    const joined = await new HttpTicketedEventsGateway({ fetch }).joinWaitingList('gala', {
      typeId: null,
      name: '',
      email: '',
      partySize: 1,
    });
    expect(joined._unsafeUnwrapErr()).toEqual({ type: 'InvalidForm', message: 'Name is required.', fields: { name: 'Name is required.' } });
  });

  it('answers Unavailable, never throws, when the server is down or answers something else', async () => {
    const down = new HttpTicketedEventsGateway({ fetch: answering(() => new Response(null, { status: 503 })).fetch });
    expect((await down.listPublished())._unsafeUnwrapErr().type).toBe('Unavailable');
    const odd = new HttpTicketedEventsGateway({ fetch: answering(() => Response.json({ events: [{ slug: 1 }] })).fetch });
    expect((await odd.listPublished())._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
