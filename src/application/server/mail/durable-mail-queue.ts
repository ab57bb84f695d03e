import { okAsync, ResultAsync } from 'neverthrow';
import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MailPreferences } from '../../ports/mail-preferences.port';
import type { MailQueueStore, NewQueuedMail } from '../../ports/mail-queue-store.port';
import type { DeliveryPage, DeliveryQuery, MailQueue } from '../../ports/mail-queue.port';
import type { Mail, MailError, Mailer } from '../../ports/mailer.port';
import type { MailWorker } from './mail-worker';

export interface DurableMailQueueDeps {
  readonly store: MailQueueStore;
  readonly preferences: MailPreferences;
  readonly worker: MailWorker;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * The durable mail queue (issue 19) as the use cases see it: a `MailQueue` and the server's
 * `Mailer`. Every mail is stored first (one per key and recipient); a mail of a list whose
 * recipient left it is recorded 'unsubscribed' and never sent, and any other mail of a list gets
 * its unsubscribe address. `send` then tries the mail at once, so a code or a receipt still arrives
 * within the request; when that try fails the mail stays queued for the worker and `send` still
 * succeeds. `enqueue` leaves the mails to the worker, which it wakes.
 */
export class DurableMailQueue implements MailQueue, Mailer {
  readonly #deps: DurableMailQueueDeps;
  readonly #listeners: (() => void)[] = [];

  constructor(deps: DurableMailQueueDeps) {
    this.#deps = deps;
  }

  /** Calls `listener` whenever mails are queued (the worker's loop wakes). */
  onQueued(listener: () => void): void {
    this.#listeners.push(listener);
  }

  send(mail: Mail): ResultAsync<void, MailError> {
    const keyed = { ...mail, key: mail.key ?? `mail-${this.#deps.ids.newId()}` };
    return this.#add([keyed]).andThen(() =>
      ResultAsync.fromSafePromise(this.#deps.worker.deliverNow(keyed.key, keyed.to)).map(() => undefined),
    );
  }

  enqueue(mails: readonly Mail[]): ResultAsync<number, MailError> {
    const keyed = mails.map((mail) => ({ ...mail, key: mail.key ?? `mail-${this.#deps.ids.newId()}` }));
    return this.#add(keyed).map((added) => {
      if (added > 0) for (const listener of this.#listeners) listener();
      return added;
    });
  }

  deliveries(query: DeliveryQuery, limit: number): ResultAsync<DeliveryPage, MailError> {
    return this.#deps.store.deliveries(query, limit);
  }

  #add(mails: readonly (Mail & { readonly key: string })[]): ResultAsync<number, MailError> {
    const queuedAt = new Date(this.#deps.clock.now()).toISOString();
    return ResultAsync.combine(mails.map((mail) => this.#prepared(mail, queuedAt))).andThen((rows) => this.#deps.store.add(rows));
  }

  /** The row a mail is queued as: unsubscribed when its recipient left its list, else with the list's unsubscribe address. */
  #prepared(mail: Mail & { readonly key: string }, queuedAt: string): ResultAsync<NewQueuedMail, MailError> {
    const row = (status: NewQueuedMail['status'], queued: Mail & { readonly key: string }): NewQueuedMail => ({
      id: this.#deps.ids.newId(),
      mail: queued,
      status,
      queuedAt,
    });
    const list = mail.list;
    if (list === undefined) return okAsync(row('queued', mail));
    return this.#deps.preferences.leftLists(mail.to).map((left) => {
      if (left.has(list)) return row('unsubscribed', mail);
      // An empty address is no link (the wiring's preferences before the preferences page).
      const unsubscribeUrl = this.#deps.preferences.unsubscribeUrl(mail.to, list);
      return row('queued', unsubscribeUrl === '' ? mail : { ...mail, unsubscribeUrl });
    });
  }
}
