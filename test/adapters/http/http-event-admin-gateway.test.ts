import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpEventAdminGateway } from '../../../src/adapters/http/http-event-admin-gateway';
import { appWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { eventAdminGatewayContract } from '../../contracts/event-admin-gateway.contract';

const gatewayFor = (browser: Browser) =>
  new HttpEventAdminGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

eventAdminGatewayContract('over HTTP', async () => {
  const world = appWorld();
  return { admin: gatewayFor(await signedInAdmin(world)), member: gatewayFor(await signedInMember(world)) };
});

describe('HttpEventAdminGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpEventAdminGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.list())._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
  });
});
