import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpOfficerSummaryGateway } from '../../../src/adapters/http/http-officer-summary-gateway';
import { appWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { officerSummaryGatewayContract } from '../../contracts/officer-summary-gateway.contract';

const gatewayFor = (browser: Browser) =>
  new HttpOfficerSummaryGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

officerSummaryGatewayContract('over HTTP', async () => {
  const world = appWorld();
  const member = await signedInMember(world);
  const paid = (await world.deps.members.list({ limit: 1 }))._unsafeUnwrap().items[0];
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: world.deps.config.timeZone, year: 'numeric' }).format(world.clock.now());
  if (paid) (await world.deps.members.update(paid.id, { duesPayYear: year }))._unsafeUnwrap();
  return { admin: gatewayFor(await signedInAdmin(world)), member: gatewayFor(member) };
});

describe('HttpOfficerSummaryGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpOfficerSummaryGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.summary())._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
  });
});

describe('a failure on our side', () => {
  it('reaches the officer with the reference of its log line (the page shows the message as it comes)', async () => {
    const failing = (): never => {
      throw new Error('summary query failed');
    };
    const broken = appWorld({ officerSummary: { newMembersByMonth: failing, incomeByMonth: failing } });
    const browser = await signedInAdmin(broken);
    broken.logs.length = 0;
    const error = (await gatewayFor(browser).summary())._unsafeUnwrapErr();
    const failed = broken.logs.filter((line) => line.status === 500);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((line) => line.error === 'summary query failed')).toBe(true);
    expect(error).toEqual({
      type: 'Unavailable',
      message: `Something went wrong on our side. Please try again. Reference: ${failed.at(-1)?.requestId}`,
    });
  });
});
