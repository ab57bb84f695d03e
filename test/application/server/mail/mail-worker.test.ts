import { describe, expect, it } from 'vitest';
import { InMemoryMailQueueStore } from '../../../../src/adapters/in-memory/in-memory-mail-queue-store';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../../src/adapters/in-memory/sequential-ids';
import type { Mail } from '../../../../src/application/ports/mailer.port';
import { DurableMailQueue } from '../../../../src/application/server/mail/durable-mail-queue';
import { MailWorker } from '../../../../src/application/server/mail/mail-worker';
import { fakePreferences, RecordingTransport } from '../../../contracts/mail-queue.contract';

function workerWorld(perMinute: number) {
  const clock = new ManualClock('2026-06-15T12:00:00.000Z');
  const ids = new SequentialIds();
  const store = new InMemoryMailQueueStore();
  const transport = new RecordingTransport();
  const sentAt: number[] = [];
  const logs: string[] = [];
  const timed = { send: (mail: Mail) => (sentAt.push(clock.now()), transport.send(mail)) };
  const sleep = async (ms: number) => clock.advance(ms);
  const worker = new MailWorker({ store, transport: timed, clock, ids, sleep, perMinute, leaseMs: 60_000, log: (line) => logs.push(line) });
  const queue = new DurableMailQueue({ store, preferences: fakePreferences(), worker, clock, ids });
  const campaign = (count: number): Mail[] =>
    Array.from({ length: count }, (_, index) => ({ to: `m${index}@example.org`, subject: 'News', text: 'Code 777777', key: 'campaign-1' }));
  return { clock, queue, worker, transport, sentAt, logs, campaign };
}

describe('MailWorker', () => {
  it('sends queued mail at MAIL_PER_MINUTE: 30 a minute is one every 2 seconds', async () => {
    const { queue, worker, sentAt, campaign } = workerWorld(30);
    (await queue.enqueue(campaign(5)))._unsafeUnwrap();
    expect(await worker.deliverDue()).toEqual({ sent: 5, retried: 0, failed: 0 });
    expect(sentAt.map((at) => at - (sentAt[0] ?? 0))).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('stops at the time it is given (the Lambda drains for a bounded time) and leaves the rest queued', async () => {
    const { queue, worker, clock, campaign } = workerWorld(60);
    (await queue.enqueue(campaign(10)))._unsafeUnwrap();
    expect(await worker.deliverDue({ until: clock.now() + 3_500 })).toEqual({ sent: 4, retried: 0, failed: 0 });
    const left = (await queue.deliveries({ keyPrefix: null, to: null, status: 'queued' }, 100))._unsafeUnwrap();
    expect(left.counts.queued).toBe(6);
  });

  it("logs a failed try with the subject and the error, never the mail's text, and keeps the mail for later", async () => {
    const { queue, worker, transport, logs, campaign } = workerWorld(60);
    transport.failing = 'The e-mail could not be sent (ECONNREFUSED).';
    (await queue.enqueue(campaign(1)))._unsafeUnwrap();
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(logs).toEqual([
      "E-mail 'News' (campaign-1) try 1 failed: The e-mail could not be sent (ECONNREFUSED). Trying again at 2026-06-15T12:02:00.000Z.",
    ]);
    expect(logs.join('\n')).not.toContain('777777');
  });
});
