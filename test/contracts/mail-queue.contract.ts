import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { MailPreferences } from '../../src/application/ports/mail-preferences.port';
import { IN_DOUBT_ERROR, type MailQueueStore } from '../../src/application/ports/mail-queue-store.port';
import type { DeliveryQuery } from '../../src/application/ports/mail-queue.port';
import type { Mail, Mailer, MailingList } from '../../src/application/ports/mailer.port';
import { DurableMailQueue } from '../../src/application/server/mail/durable-mail-queue';
import { MAIL_MAX_ATTEMPTS } from '../../src/application/server/mail/mail-retries';
import { MailWorker } from '../../src/application/server/mail/mail-worker';
import type { AuditEntry } from '../../src/domain/audit';

/** A store over an EMPTY queue, and the audit log its officer's writes append to. */
export interface MailQueueHarness {
  readonly store: MailQueueStore;
  readonly auditLog: AuditLog;
}

/** A transport that records what it was given, and fails while `failing` is set. */
export class RecordingTransport implements Mailer {
  readonly delivered: Mail[] = [];
  failing: string | null = null;

  send(mail: Mail) {
    if (this.failing !== null) return errAsync({ type: 'MailFailed' as const, message: this.failing });
    this.delivered.push(mail);
    return okAsync(undefined);
  }
}

/** Preferences where `left` maps an address to the lists it left; links name the address and list. */
export function fakePreferences(left: Readonly<Record<string, readonly MailingList[]>> = {}): MailPreferences {
  return {
    leftLists: (email) => okAsync(new Set(left[email] ?? [])),
    unsubscribeUrl: (email, list) => `https://chapter.test/mail/unsubscribe?list=${list}&to=${encodeURIComponent(email)}`,
  };
}

export const ALL: DeliveryQuery = { keyPrefix: null, to: null, status: null };
const LEASE_MS = 60_000;

/** The queue over a store, with its worker, a recording transport, a standing clock and the given preferences. */
export function queueOver(store: MailQueueStore, preferences: MailPreferences = fakePreferences()) {
  const clock = new ManualClock('2026-06-15T12:00:00.000Z');
  const ids = new SequentialIds();
  const transport = new RecordingTransport();
  const sleep = async (ms: number) => clock.advance(ms);
  const worker = new MailWorker({ store, transport, clock, ids, sleep, perMinute: 600, leaseMs: LEASE_MS });
  const queue = new DurableMailQueue({ store, preferences, worker, clock, ids });
  return { queue, worker, transport, clock, ids };
}

const RECEIPT: Mail = { to: 'pat@example.org', subject: 'Your receipt', text: 'Paid $50.00. Code 123456.', key: 'receipt-order-1' };

const RETRY_AUDIT: AuditEntry = {
  actor: 'secretary@example.org',
  at: '2026-06-17T09:00:00.000Z',
  action: 'retryMail',
  subject: { kind: 'mail', id: 'x' },
  before: { status: 'failed' },
  after: { status: 'queued' },
  reason: null,
};

/**
 * The durable mail queue (issue 19) over a store: one mail per key and recipient, a lease that
 * keeps two workers from sending one mail (and that runs out after a crash), retries with back-off
 * up to a limit, a recipient who left a list never sent its mails, and the officers' 'Try again'.
 */
export function mailQueueContract(kind: string, make: () => Promise<MailQueueHarness>): void {
  const deliveries = async (store: MailQueueStore, query: DeliveryQuery = ALL) => (await store.deliveries(query, 100))._unsafeUnwrap();

  describe(`the mail queue (${kind})`, () => {
    it('send stores the mail and sends it at once, under its key', async () => {
      const { store } = await make();
      const { queue, transport } = queueOver(store);
      expect((await queue.send(RECEIPT)).isOk()).toBe(true);
      expect(transport.delivered).toEqual([RECEIPT]);
      const page = await deliveries(store);
      expect(page.deliveries).toEqual([
        expect.objectContaining({
          key: 'receipt-order-1',
          to: 'pat@example.org',
          subject: 'Your receipt',
          status: 'sent',
          attempts: 1,
          sentAt: '2026-06-15T12:00:00.000Z',
        }),
      ]);
      expect(page.counts).toEqual({ queued: 0, sending: 0, sent: 1, failed: 0, unsubscribed: 0 });
    });

    it('sends one mail per key and recipient, however often it is queued or sent', async () => {
      const { store } = await make();
      const { queue, worker, transport } = queueOver(store);
      (await queue.send(RECEIPT))._unsafeUnwrap();
      (await queue.send(RECEIPT))._unsafeUnwrap();
      expect((await queue.enqueue([RECEIPT, { ...RECEIPT, to: 'sam@example.org' }]))._unsafeUnwrap()).toBe(1);
      expect((await queue.enqueue([{ ...RECEIPT, to: 'sam@example.org' }]))._unsafeUnwrap()).toBe(0);
      await worker.deliverDue();
      expect(transport.delivered.map((mail) => mail.to)).toEqual(['pat@example.org', 'sam@example.org']);
    });

    it('gives a mail without a key a fresh one, so each send is a message of its own', async () => {
      const { store } = await make();
      const { queue, transport } = queueOver(store);
      const code: Mail = { to: 'pat@example.org', subject: 'Your code', text: 'Code 111111' };
      (await queue.send(code))._unsafeUnwrap();
      (await queue.send(code))._unsafeUnwrap();
      expect(transport.delivered).toHaveLength(2);
      const keys = (await deliveries(store)).deliveries.map((delivery) => delivery.key);
      expect(new Set(keys).size).toBe(2);
      expect(keys.every((key) => key.startsWith('mail-'))).toBe(true);
    });

    it('keeps a mail whose first try failed, answers send as done, and tries it again after a back-off', async () => {
      const { store } = await make();
      const { queue, worker, transport, clock } = queueOver(store);
      transport.failing = 'The e-mail could not be sent (ECONNREFUSED).';
      expect((await queue.send(RECEIPT)).isOk()).toBe(true);
      expect((await deliveries(store)).deliveries[0]).toEqual(
        expect.objectContaining({ status: 'queued', attempts: 1, lastError: 'The e-mail could not be sent (ECONNREFUSED).' }),
      );
      transport.failing = null;
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock.advance(2 * 60_000);
      expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(transport.delivered).toEqual([RECEIPT]);
      expect((await deliveries(store)).deliveries[0]).toEqual(expect.objectContaining({ status: 'sent', attempts: 2, lastError: null }));
    });

    it(`marks a mail failed, with the error, after ${MAIL_MAX_ATTEMPTS} tries spread over about a day`, async () => {
      const { store } = await make();
      const { queue, worker, transport, clock } = queueOver(store);
      transport.failing = 'The e-mail could not be sent (550).';
      const start = clock.now();
      (await queue.enqueue([RECEIPT]))._unsafeUnwrap();
      let tries = 0;
      while (clock.now() - start < 3 * 24 * 3600_000) {
        const round = await worker.deliverDue();
        tries += round.retried + round.failed;
        if (round.failed > 0) break;
        clock.advance(60_000);
      }
      expect(tries).toBe(MAIL_MAX_ATTEMPTS);
      expect(clock.now() - start).toBeGreaterThan(20 * 3600_000);
      expect(clock.now() - start).toBeLessThan(30 * 3600_000);
      expect((await deliveries(store)).deliveries[0]).toEqual(
        expect.objectContaining({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: 'The e-mail could not be sent (550).' }),
      );
      clock.advance(7 * 24 * 3600_000);
      transport.failing = null;
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    });

    it('lets one worker at a time hold a mail, and another take it when the lease runs out (a crash)', async () => {
      const { store } = await make();
      const { queue, clock } = queueOver(store);
      const other = queueOver(store);
      (await queue.enqueue([RECEIPT]))._unsafeUnwrap();
      const now = new Date(clock.now()).toISOString();
      const until = new Date(clock.now() + LEASE_MS).toISOString();
      const claims = await Promise.all(['lease-a', 'lease-b', 'lease-c'].map((lease) => store.claim({ now, until, lease, limit: 5 })));
      expect(claims.map((claim) => claim._unsafeUnwrap().length).sort()).toEqual([0, 0, 1]);
      // The holder 'crashed': nothing is sent until its lease runs out, then the mail is tried again.
      expect(await other.worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      other.clock.advance(LEASE_MS);
      expect(await other.worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(other.transport.delivered).toEqual([RECEIPT]);
      expect((await deliveries(store)).deliveries[0]).toEqual(expect.objectContaining({ status: 'sent', attempts: 2 }));
    });

    it("marks a mail of a list left 'sending' by a stopped process as failed, in doubt, and never sends it again by itself", async () => {
      const { store } = await make();
      const { queue, worker, clock, transport } = queueOver(store);
      const newsletter: Mail = {
        to: 'pat@example.org',
        subject: 'Chapter news',
        text: 'Picnic on June 20.',
        key: 'campaign-1',
        list: 'newsletters',
      };
      (await queue.enqueue([newsletter, RECEIPT]))._unsafeUnwrap();
      const now = new Date(clock.now()).toISOString();
      const until = new Date(clock.now() + LEASE_MS).toISOString();
      // Both were being handed over when the process stopped.
      expect((await store.claim({ now, until, lease: 'stopped', limit: 5 }))._unsafeUnwrap()).toHaveLength(2);
      clock.advance(LEASE_MS);
      expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(transport.delivered.map((mail) => mail.key)).toEqual(['receipt-order-1']);
      const [inDoubt] = (await deliveries(store, { ...ALL, keyPrefix: 'campaign-1' })).deliveries;
      expect(inDoubt).toEqual(expect.objectContaining({ status: 'failed', lastError: IN_DOUBT_ERROR, attempts: 1 }));
      clock.advance(LEASE_MS * 100);
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      // The officer checked: it did not arrive.
      (await store.retry(inDoubt?.id ?? '', new Date(clock.now()).toISOString(), RETRY_AUDIT))._unsafeUnwrap();
      expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(transport.delivered.map((mail) => mail.key)).toEqual(['receipt-order-1', 'campaign-1']);
    });

    it('changes nothing for a worker whose lease was taken over', async () => {
      const { store } = await make();
      (await queueOver(store).queue.enqueue([RECEIPT]))._unsafeUnwrap();
      const [claimed] = (
        await store.claim({ now: '2026-06-15T12:00:00.000Z', until: '2026-06-15T12:01:00.000Z', lease: 'old', limit: 1 })
      )._unsafeUnwrap();
      const [again] = (
        await store.claim({ now: '2026-06-15T12:02:00.000Z', until: '2026-06-15T12:03:00.000Z', lease: 'new', limit: 1 })
      )._unsafeUnwrap();
      expect(again?.id).toBe(claimed?.id);
      (await store.markFailedTry(claimed?.id ?? '', 'old', 'late failure', null))._unsafeUnwrap();
      expect((await deliveries(store)).deliveries[0]).toEqual(expect.objectContaining({ status: 'sending', lastError: null, attempts: 2 }));
    });

    it("records a mail of a list its recipient left as 'unsubscribed' and never sends it; fills the other mails' unsubscribe address", async () => {
      const { store } = await make();
      const { queue, worker, transport, clock } = queueOver(store, fakePreferences({ 'left@example.org': ['newsletters'] }));
      const newsletter = (to: string): Mail => ({ to, subject: 'Chapter news', text: 'News', key: 'campaign-1', list: 'newsletters' });
      (await queue.send(newsletter('left@example.org')))._unsafeUnwrap();
      expect((await queue.enqueue([newsletter('stays@example.org')]))._unsafeUnwrap()).toBe(1);
      (
        await queue.send({ to: 'left@example.org', subject: 'Dues reminder', text: 'Pay', key: 'reminder-1', list: 'reminders' })
      )._unsafeUnwrap();
      clock.advance(7 * 24 * 3600_000);
      await worker.deliverDue();
      expect(transport.delivered.map((mail) => [mail.to, mail.subject, mail.unsubscribeUrl])).toEqual([
        ['left@example.org', 'Dues reminder', 'https://chapter.test/mail/unsubscribe?list=reminders&to=left%40example.org'],
        ['stays@example.org', 'Chapter news', 'https://chapter.test/mail/unsubscribe?list=newsletters&to=stays%40example.org'],
      ]);
      const unsubscribed = await deliveries(store, { ...ALL, status: 'unsubscribed' });
      expect(unsubscribed.deliveries).toEqual([
        expect.objectContaining({ to: 'left@example.org', key: 'campaign-1', list: 'newsletters', attempts: 0, sentAt: null }),
      ]);
    });

    it('keeps attachments byte for byte', async () => {
      const { store } = await make();
      const { queue, worker, transport } = queueOver(store);
      const bytes = new Uint8Array([0, 255, 137, 80, 78, 71, 13, 10, 26, 10]);
      const ticket: Mail = {
        ...RECEIPT,
        html: '<p>Ticket</p>',
        replyTo: 'chair@example.org',
        attachments: [{ filename: 'qr.png', contentType: 'image/png', content: bytes, contentId: 'qr-1' }],
      };
      (await queue.enqueue([ticket]))._unsafeUnwrap();
      expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(transport.delivered).toEqual([ticket]);
      expect([...(transport.delivered[0]?.attachments?.[0]?.content ?? [])]).toEqual([...bytes]);
    });

    it("queues a failed mail again on an officer's 'Try again', with its audit entry", async () => {
      const { store, auditLog } = await make();
      const { queue, worker, transport, clock } = queueOver(store);
      transport.failing = 'refused';
      (await queue.enqueue([RECEIPT]))._unsafeUnwrap();
      for (let round = 0; round < MAIL_MAX_ATTEMPTS; round += 1) {
        await worker.deliverDue();
        clock.advance(24 * 3600_000);
      }
      const [failed] = (await deliveries(store, { ...ALL, status: 'failed' })).deliveries;
      const audit = { ...RETRY_AUDIT, subject: { kind: 'mail', id: failed?.id ?? '' } };
      const retried = (await store.retry(failed?.id ?? '', new Date(clock.now()).toISOString(), audit))._unsafeUnwrap();
      expect(retried).toEqual(expect.objectContaining({ status: 'queued', attempts: 0, lastError: null }));
      expect((await auditLog.page(NO_AUDIT_FILTER, 0, 10))._unsafeUnwrap().entries).toEqual([audit]);
      transport.failing = null;
      expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect((await store.retry(failed?.id ?? '', '2026-06-30T00:00:00.000Z', audit))._unsafeUnwrapErr().type).toBe('Conflict');
      expect((await store.retry('no-such-mail', '2026-06-30T00:00:00.000Z', audit))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await auditLog.page(NO_AUDIT_FILTER, 0, 10))._unsafeUnwrap().entries).toHaveLength(1);
    });

    it('reads deliveries newest first, by status, recipient (any case) and key prefix (taken literally), with counts of all that match', async () => {
      const { store } = await make();
      const { queue, clock, transport } = queueOver(store);
      const mail = (key: string, to: string): Mail => ({ to, subject: `About ${key}`, text: 'secret 999999', key });
      (await queue.send(mail('campaign-7-a', 'a@example.org')))._unsafeUnwrap();
      clock.advance(1000);
      transport.failing = 'down';
      (await queue.send(mail('campaign-7-b', 'B@example.org')))._unsafeUnwrap();
      clock.advance(1000);
      (await queue.enqueue([mail('campaign-70', 'a@example.org'), mail('campaign_7_c', 'c@example.org')]))._unsafeUnwrap();
      const page = await deliveries(store, { ...ALL, keyPrefix: 'campaign-7' });
      expect(page.deliveries.map((delivery) => delivery.key)).toEqual(['campaign-70', 'campaign-7-b', 'campaign-7-a']);
      expect(page.counts).toEqual({ queued: 2, sending: 0, sent: 1, failed: 0, unsubscribed: 0 });
      expect((await deliveries(store, { ...ALL, keyPrefix: 'campaign_7' })).deliveries.map((delivery) => delivery.key)).toEqual([
        'campaign_7_c',
      ]);
      expect((await deliveries(store, { ...ALL, to: ' b@EXAMPLE.org' })).deliveries.map((delivery) => delivery.key)).toEqual([
        'campaign-7-b',
      ]);
      expect((await deliveries(store, { ...ALL, status: 'sent' })).deliveries.map((delivery) => delivery.key)).toEqual(['campaign-7-a']);
      expect((await store.deliveries(ALL, 1))._unsafeUnwrap().deliveries).toHaveLength(1);
      expect(JSON.stringify(page)).not.toContain('999999');
    });
  });
}
