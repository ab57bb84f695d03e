import { okAsync, type ResultAsync } from 'neverthrow';
import type { DeliveryPage, DeliveryQuery, MailQueue } from '../../src/application/ports/mail-queue.port';
import type { Mail, MailError } from '../../src/application/ports/mailer.port';

/**
 * A mail queue kept in a list, for the tests of what queues mail (reminders): one mail per key
 * and recipient, as the port promises; `mails()` is the outbox. Deliveries are not its concern.
 */
export class FakeMailQueue implements MailQueue {
  readonly #mails: Mail[] = [];

  enqueue(mails: readonly Mail[]): ResultAsync<number, MailError> {
    let added = 0;
    for (const mail of mails) {
      const known = this.#mails.some((queued) => queued.key !== undefined && queued.key === mail.key && queued.to === mail.to);
      if (!known) {
        this.#mails.push(mail);
        added += 1;
      }
    }
    return okAsync(added);
  }

  deliveries(_query: DeliveryQuery, _limit: number): ResultAsync<DeliveryPage, MailError> {
    return okAsync({ deliveries: [], counts: { queued: 0, sending: 0, sent: 0, failed: 0, unsubscribed: 0 } });
  }

  /** Every mail queued, oldest first. */
  mails(): readonly Mail[] {
    return [...this.#mails];
  }
}
