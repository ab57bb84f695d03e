import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpTreasuryReportGateway } from '../../../src/adapters/http/http-treasury-report-gateway';
import { appWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { recordQuarter } from '../../contracts/treasury-ledger.contract';
import { treasuryReportGatewayContract } from '../../contracts/treasury-report-gateway.contract';

const gatewayFor = (browser: Browser) =>
  new HttpTreasuryReportGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

treasuryReportGatewayContract('over HTTP', async () => {
  const world = appWorld();
  world.clock.set('2026-04-02T14:00:00.000Z');
  await recordQuarter(world.deps.ledger);
  return {
    admin: gatewayFor(await signedInAdmin(world)),
    member: gatewayFor(await signedInMember(world)),
    reports: async () => (await world.deps.documents.list('treasury-report'))._unsafeUnwrap().map((document) => document.name),
  };
});

describe('HttpTreasuryReportGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpTreasuryReportGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.file({ from: '2026-01-01', to: '2026-01-31' }, 'pdf'))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
    expect((await gateway.report({}))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
