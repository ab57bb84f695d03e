import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpOfficerMembersGateway } from '../../../src/adapters/http/http-officer-members-gateway';
import { appWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { officerMembersGatewayContract } from '../../contracts/officer-members-gateway.contract';

const gatewayFor = (browser: Browser) =>
  new HttpOfficerMembersGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

officerMembersGatewayContract('over HTTP', async () => {
  const world = appWorld();
  return {
    admin: gatewayFor(await signedInAdmin(world)),
    member: gatewayFor(await signedInMember(world)),
    members: world.deps.members,
    mailsTo: (email) => world.mailer.to(email).length,
  };
});

describe('HttpOfficerMembersGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpOfficerMembersGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.rosterCsv({}))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
    expect((await gateway.roster({}))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
