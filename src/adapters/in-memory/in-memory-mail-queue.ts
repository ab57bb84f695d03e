import { okAsync, ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock.port';
import type { Mail, MailError, Mailer } from '../../application/ports/mailer.port';
import { mailAddressKey, type MailPreferences } from '../../application/ports/mail-preferences.port';
import type { Delivery, DeliveryPage, DeliveryQuery, DeliveryStatus, MailQueue } from '../../application/ports/mail-queue.port';

const NO_COUNTS: Record<DeliveryStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, unsubscribed: 0 };

/**
 * The mail queue in memory, for tests and the in-memory wiring: one delivery per key and
 * recipient; a mail of a list its recipient has left is recorded 'unsubscribed' and not sent, any
 * other gets its unsubscribe address and is handed to `mailer` at once (sent or failed, no retries).
 */
export class InMemoryMailQueue implements MailQueue {
  readonly #deliveries: Delivery[] = [];
  readonly #mailer: Mailer;
  readonly #preferences: MailPreferences;
  readonly #clock: Clock;

  constructor(mailer: Mailer, preferences: MailPreferences, clock: Clock) {
    this.#mailer = mailer;
    this.#preferences = preferences;
    this.#clock = clock;
  }

  enqueue(mails: readonly Mail[]): ResultAsync<number, MailError> {
    return ResultAsync.fromSafePromise(
      (async () => {
        let added = 0;
        for (const mail of mails) if (await this.#take(mail)) added += 1;
        return added;
      })(),
    );
  }

  deliveries(query: DeliveryQuery, limit: number): ResultAsync<DeliveryPage, MailError> {
    const matching = this.#deliveries
      .filter((delivery) => query.keyPrefix === null || delivery.key.startsWith(query.keyPrefix))
      .filter((delivery) => query.to === null || mailAddressKey(delivery.to) === mailAddressKey(query.to))
      .filter((delivery) => query.status === null || delivery.status === query.status);
    const counts = { ...NO_COUNTS };
    for (const delivery of matching) counts[delivery.status] += 1;
    return okAsync({ deliveries: [...matching].reverse().slice(0, limit), counts });
  }

  async #take(mail: Mail): Promise<boolean> {
    const key = mail.key ?? `mail:${this.#deliveries.length + 1}`;
    if (this.#deliveries.some((delivery) => delivery.key === key && mailAddressKey(delivery.to) === mailAddressKey(mail.to))) return false;
    const queuedAt = new Date(this.#clock.now()).toISOString();
    const base = { id: String(this.#deliveries.length + 1), key, to: mail.to, subject: mail.subject, list: mail.list ?? null, queuedAt };
    const left = mail.list ? await this.#preferences.leftLists(mail.to) : null;
    if (left?.isErr()) {
      this.#deliveries.push({ ...base, status: 'failed', attempts: 0, lastError: left.error.message, sentAt: null });
      return true;
    }
    if (mail.list && left?.isOk() && left.value.has(mail.list)) {
      this.#deliveries.push({ ...base, status: 'unsubscribed', attempts: 0, lastError: null, sentAt: null });
      return true;
    }
    const sending = mail.list ? { ...mail, unsubscribeUrl: this.#preferences.unsubscribeUrl(mail.to, mail.list) } : mail;
    const sent = await this.#mailer.send(sending);
    this.#deliveries.push(
      sent.isOk()
        ? { ...base, status: 'sent', attempts: 1, lastError: null, sentAt: new Date(this.#clock.now()).toISOString() }
        : { ...base, status: 'failed', attempts: 1, lastError: sent.error.message, sentAt: null },
    );
    return true;
  }
}
