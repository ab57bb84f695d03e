import { describe, expect, it } from 'vitest';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryJobRuns } from '../../../src/adapters/in-memory/in-memory-job-runs';
import { InMemoryMailQueueStore } from '../../../src/adapters/in-memory/in-memory-mail-queue-store';
import { MAIL_MAX_ATTEMPTS } from '../../../src/application/server/mail/mail-retries';
import { appWorld } from '../../support/app-world';
import { confirmedMember, signedInAdmin, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { queueOver } from '../../contracts/mail-queue.contract';

/** The app over a queue holding one sent code and one mail that failed for good, and a job's run. */
async function outgoingWorld() {
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
  const world = appWorld({ outgoingMail: { store, jobRuns } });
  return { world, audit };
}

describe('/officers/mail/outgoing and /officers/schedule', () => {
  it("lists deliveries with counts and filters, never a mail's text, to an administrator", async () => {
    const { world } = await outgoingWorld();
    const admin = await signedInAdmin(world);
    const all = await admin.get('/officers/mail/outgoing');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const body = (await all.json()) as {
      deliveries: { to: string; status: string; lastError: string | null }[];
      counts: Record<string, number>;
    };
    expect(body.counts).toEqual({ queued: 0, sending: 0, sent: 1, failed: 1, unsubscribed: 0 });
    expect(body.deliveries.map((delivery) => [delivery.to, delivery.status])).toEqual([
      ['gone@example.org', 'failed'],
      ['pat@example.org', 'sent'],
    ]);
    expect(JSON.stringify(body)).not.toContain('424242');
    const failed = await (await admin.get('/officers/mail/outgoing?status=failed&keyPrefix=campaign-')).json();
    expect(failed.deliveries).toEqual([
      expect.objectContaining({ to: 'gone@example.org', lastError: 'The e-mail could not be sent (550).' }),
    ]);
    const bad = await admin.get('/officers/mail/outgoing?status=lost');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: expect.objectContaining({ type: 'InvalidQuery', fields: { status: 'Choose a status from the list.' } }),
    });
    expect(await (await admin.get('/officers/schedule')).json()).toEqual({
      runs: [expect.objectContaining({ job: 'waiting-list', slot: '2026-06-15T08:00', state: 'finished', summary: '0 events visited' })],
    });
  });

  it("queues a failed mail again on 'Try again', audited; refuses a mail that did not fail (409) and an unknown one (404)", async () => {
    const { world, audit } = await outgoingWorld();
    const admin = await signedInAdmin(world);
    const { deliveries } = await (await admin.get('/officers/mail/outgoing')).json();
    const [failed, sent] = deliveries as { id: string }[];
    const retried = await admin.post(`/officers/mail/outgoing/${failed?.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect((await retried.json()).delivery).toEqual(expect.objectContaining({ status: 'queued', attempts: 0 }));
    expect(audit.all()).toEqual([
      expect.objectContaining({ actor: 'chair@example.org', action: 'retryMail', subject: { kind: 'mail', id: failed?.id } }),
    ]);
    expect((await admin.post(`/officers/mail/outgoing/${sent?.id}/retry`, {})).status).toBe(409);
    expect((await admin.post('/officers/mail/outgoing/no-such-mail/retry', {})).status).toBe(404);
    expect(audit.all()).toHaveLength(1);
  });

  it('refuses visitors (401) and members without the office (403)', async () => {
    const { world } = await outgoingWorld();
    const visitor = new Browser(world);
    expect((await visitor.get('/officers/mail/outgoing')).status).toBe(401);
    expect((await visitor.get('/officers/schedule')).status).toBe(401);
    const member = await signIn(world, 'member@example.org', undefined, await confirmedMember(world, 'member@example.org'));
    expect((await member.get('/officers/mail/outgoing')).status).toBe(403);
    expect((await member.post('/officers/mail/outgoing/x/retry', {})).status).toBe(403);
  });

  it('lists the mail the app itself sent through its queue (the sign-up code)', async () => {
    const world = appWorld();
    await confirmedMember(world, 'pat@example.org');
    const admin = await signedInAdmin(world);
    const { deliveries } = await (await admin.get('/officers/mail/outgoing?to=PAT@example.org')).json();
    expect(deliveries).toEqual([expect.objectContaining({ to: 'pat@example.org', status: 'sent', attempts: 1 })]);
  });
});
