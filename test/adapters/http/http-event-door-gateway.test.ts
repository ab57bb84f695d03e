import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpEventDoorGateway } from '../../../src/adapters/http/http-event-door-gateway';
import { appWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { eventDoorGatewayContract } from '../../contracts/event-door-gateway.contract';

const gatewayFor = (browser: Browser) =>
  new HttpEventDoorGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

eventDoorGatewayContract('over HTTP', async () => {
  const world = appWorld();
  const { tickets, tokens } = world.deps.ticketing;
  return { admin: gatewayFor(await signedInAdmin(world)), member: gatewayFor(await signedInMember(world)), tickets, tokens };
});

describe('HttpEventDoorGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpEventDoorGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.attendeesCsv('gala'))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
    expect((await gateway.counts('gala'))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
