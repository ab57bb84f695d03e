import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Mail, MailError } from '../../../../src/application/ports/mailer.port';
import type { DeliveryPage, DeliveryQuery, MailQueue } from '../../../../src/application/ports/mail-queue.port';

/** A mail queue in a list: one mail per key and recipient, as the port promises; `failing` refuses every enqueue. */
export class FakeMailQueue implements MailQueue {
  readonly queued: Mail[] = [];
  failing = false;

  enqueue(mails: readonly Mail[]): ResultAsync<number, MailError> {
    if (this.failing) return errAsync({ type: 'MailFailed', message: 'The queue is unavailable.' });
    const fresh = mails.filter((mail) => !this.queued.some((seen) => seen.key === mail.key && seen.to === mail.to));
    this.queued.push(...fresh);
    return okAsync(fresh.length);
  }

  deliveries(_query: DeliveryQuery, _limit: number): ResultAsync<DeliveryPage, MailError> {
    return errAsync({ type: 'MailFailed', message: 'Not read in these tests.' });
  }
}
