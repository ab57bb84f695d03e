import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpLedgerGateway, ledgerSearch } from '../../../src/adapters/http/http-ledger-gateway';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { ledgerGatewayContract } from '../../contracts/ledger-gateway.contract';

const gatewayFor = (browser: Browser) =>
  new HttpLedgerGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

ledgerGatewayContract('over HTTP', async () => {
  const world = appWorld();
  return {
    admin: gatewayFor(await signedInAdmin(world)),
    member: gatewayFor(await signedInMember(world)),
    adminEmail: TEST_ADMIN,
    addMember: async (member) => void (await world.deps.members.create(member))._unsafeUnwrap(),
  };
});

describe('HttpLedgerGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpLedgerGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.ledgerCsv({}))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
    expect((await gateway.ledger({}))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it('sends only the filters given', () => {
    expect(ledgerSearch({})).toBe('');
    expect(ledgerSearch({ category: 'donation:Chapter Donation', method: '', page: '2' })).toBe(
      '?category=donation%3AChapter+Donation&page=2',
    );
  });
});
