import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { HttpOutgoingMailGateway, outgoingSearch } from '../../../src/adapters/http/http-outgoing-mail-gateway';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryJobRuns } from '../../../src/adapters/in-memory/in-memory-job-runs';
import { InMemoryMailQueueStore } from '../../../src/adapters/in-memory/in-memory-mail-queue-store';
import { InMemoryOutgoingMailGateway } from '../../../src/adapters/in-memory/in-memory-outgoing-mail-gateway';
import type { OutgoingMailGateway } from '../../../src/application/ports/outgoing-mail-gateway.port';
import { MAIL_MAX_ATTEMPTS } from '../../../src/application/server/mail/mail-retries';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { queueOver } from '../../contracts/mail-queue.contract';

const ANY = { status: '', to: '', keyPrefix: '' };

/** A queue holding one sent code and one mail that failed for good, and a job's run. */
async function filledQueue() {
  const audit = new InMemoryAuditRecords();
  const store = new InMemoryMailQueueStore(audit);
  const jobRuns = new InMemoryJobRuns();
  (await jobRuns.claim('waiting-list', '2026-06-15T08:00', '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
  (await jobRuns.finish('waiting-list', '2026-06-15T08:00', 'finished', '0 events visited', '2026-06-15T12:00:01.000Z'))._unsafeUnwrap();
  const { queue, worker, transport, clock } = queueOver(store);
  (await queue.send({ to: 'pat@example.org', subject: 'Your verification code', text: 'Your code is 424242.' }))._unsafeUnwrap();
  transport.failing = 'The e-mail could not be sent (550).';
  (await queue.enqueue([{ to: 'gone@example.org', subject: 'Chapter news', text: 'News', key: 'campaign-1' }]))._unsafeUnwrap();
  for (let round = 0; round < MAIL_MAX_ATTEMPTS; round += 1) {
    await worker.deliverDue();
    clock.advance(24 * 3600_000);
  }
  return { audit, store, jobRuns, clock };
}

interface Harness {
  readonly admin: OutgoingMailGateway;
  readonly member: OutgoingMailGateway;
  readonly audit: InMemoryAuditRecords;
}

const gatewayFor = (browser: Browser) =>
  new HttpOutgoingMailGateway({ fetch: fetchWithRetry({ fetch: browser.fetch, sleep: async () => undefined }) });

/** The same answers over HTTP and over the server's use cases in memory (the UI tests' fake). */
function outgoingMailGatewayContract(kind: string, make: () => Promise<Harness>): void {
  describe(`the outgoing mail gateway (${kind})`, () => {
    it("lists the deliveries newest first with their counts, filtered, never a mail's text; refuses an unknown status beside its field", async () => {
      const { admin } = await make();
      const all = (await admin.deliveries(ANY))._unsafeUnwrap();
      expect(all.counts).toEqual({ queued: 0, sending: 0, sent: 1, failed: 1, unsubscribed: 0 });
      expect(all.deliveries.map((delivery) => [delivery.to, delivery.status, delivery.lastError])).toEqual([
        ['gone@example.org', 'failed', 'The e-mail could not be sent (550).'],
        ['pat@example.org', 'sent', null],
      ]);
      expect(JSON.stringify(all)).not.toContain('424242');
      const failed = (await admin.deliveries({ status: 'failed', to: '', keyPrefix: 'campaign-' }))._unsafeUnwrap();
      expect(failed.deliveries.map((delivery) => delivery.to)).toEqual(['gone@example.org']);
      expect((await admin.deliveries({ ...ANY, to: 'PAT@example.org' }))._unsafeUnwrap().deliveries.map((d) => d.subject)).toEqual([
        'Your verification code',
      ]);
      expect((await admin.deliveries({ ...ANY, status: 'lost' }))._unsafeUnwrapErr()).toEqual({
        type: 'Invalid',
        message: 'Choose a status from the list.',
        fields: { status: 'Choose a status from the list.' },
      });
    });

    it('tries a failed mail again, audited; refuses a mail that did not fail (Conflict) and an unknown one (NotFound)', async () => {
      const { admin, audit } = await make();
      const [failed, sent] = (await admin.deliveries(ANY))._unsafeUnwrap().deliveries;
      expect((await admin.retry(failed?.id ?? ''))._unsafeUnwrap()).toEqual(
        expect.objectContaining({ to: 'gone@example.org', status: 'queued', attempts: 0, lastError: null }),
      );
      expect(audit.all()).toEqual([expect.objectContaining({ actor: TEST_ADMIN, action: 'retryMail' })]);
      expect((await admin.retry(sent?.id ?? ''))._unsafeUnwrapErr()).toEqual({
        type: 'Conflict',
        message: 'Only a failed mail can be tried again.',
      });
      expect((await admin.retry('no-such-mail'))._unsafeUnwrapErr().type).toBe('NotFound');
      expect(audit.all()).toHaveLength(1);
    });

    it("answers the scheduled jobs' last runs, and refuses a member without the office", async () => {
      const { admin, member } = await make();
      expect((await admin.schedule())._unsafeUnwrap()).toEqual([
        expect.objectContaining({ job: 'waiting-list', slot: '2026-06-15T08:00', state: 'finished', summary: '0 events visited' }),
      ]);
      expect((await member.deliveries(ANY))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await member.retry('x'))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await member.schedule())._unsafeUnwrapErr().type).toBe('Unauthorized');
    });
  });
}

outgoingMailGatewayContract('over HTTP', async () => {
  const { audit, store, jobRuns } = await filledQueue();
  const world = appWorld({ outgoingMail: { store, jobRuns } });
  return { admin: gatewayFor(await signedInAdmin(world)), member: gatewayFor(await signedInMember(world)), audit };
});

outgoingMailGatewayContract('in memory', async () => {
  const { audit, store, jobRuns, clock } = await filledQueue();
  return {
    admin: new InMemoryOutgoingMailGateway({ store, jobRuns, clock }, () => ({ role: 'admin', email: TEST_ADMIN })),
    member: new InMemoryOutgoingMailGateway({ store, jobRuns, clock }, () => ({ role: 'member', email: 'member@example.org' })),
    audit,
  };
});

describe('HttpOutgoingMailGateway', () => {
  it('answers Unavailable when the server cannot be reached', async () => {
    const gateway = new HttpOutgoingMailGateway({
      fetch: fetchWithRetry({ fetch: async () => Promise.reject(new TypeError('offline')), sleep: async () => undefined }),
    });
    expect((await gateway.deliveries(ANY))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The server could not be reached. Please try again.',
    });
    expect((await gateway.schedule())._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it('sends only the filters given', () => {
    expect(outgoingSearch(ANY)).toBe('');
    expect(outgoingSearch({ status: 'failed', to: ' ', keyPrefix: 'campaign-1' })).toBe('?status=failed&keyPrefix=campaign-1');
  });
});
