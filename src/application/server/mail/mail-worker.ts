import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { ClaimedMail, MailQueueStore } from '../../ports/mail-queue-store.port';
import type { Mailer } from '../../ports/mailer.port';
import { nextAttemptAfter } from './mail-retries';

/** What one round of the worker did. */
export interface DeliveryRound {
  readonly sent: number;
  /** Failed tries that will be tried again. */
  readonly retried: number;
  /** Mails marked 'failed' for good. */
  readonly failed: number;
}

export interface MailWorkerDeps {
  readonly store: MailQueueStore;
  /** Sends one mail: SMTP or the console outbox (wrapped in the chapter's template in the wiring). */
  readonly transport: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Waits (pacing); the server's is a timer, tests' may move a manual clock. */
  readonly sleep: (ms: number) => Promise<void>;
  /** At most this many mails a minute from `deliverDue` (MAIL_PER_MINUTE). */
  readonly perMinute: number;
  /** How long a claim holds a mail before another process may take it as abandoned (longer than any send takes). */
  readonly leaseMs: number;
  /** Where a failed try is reported (never the mail's text). */
  readonly log?: (line: string) => void;
}

type Outcome = 'sent' | 'retried' | 'failed';

/**
 * Sends the queue's mails: claims a due mail under a lease (so no other process sends it), hands
 * it to the transport, then marks it sent, or on failure queues it again after a back-off
 * (`nextAttemptAfter`) until its last try, when it is marked 'failed' with the error. A process
 * killed mid-send leaves the mail 'sending'; when its lease runs out any worker claims it again.
 */
export class MailWorker {
  readonly #deps: MailWorkerDeps;
  #nextSendAt = 0;

  constructor(deps: MailWorkerDeps) {
    this.#deps = deps;
  }

  /** Tries one mail at once, unpaced (`Mailer.send`: a code must arrive within the request); null when it was not due (sent already, or another process holds it). */
  async deliverNow(key: string, to: string): Promise<Outcome | null> {
    const [claimed] = await this.#claim(1, { key, to });
    return claimed ? this.#deliver(claimed) : null;
  }

  /**
   * Sends the due mails one by one at the pace of `perMinute`, until none is due, `until` (ms on
   * the clock) is reached, or `stopped()` answers true.
   */
  async deliverDue(options: { readonly until?: number; readonly stopped?: () => boolean } = {}): Promise<DeliveryRound> {
    const round = { sent: 0, retried: 0, failed: 0 };
    const gapMs = 60_000 / Math.max(1, this.#deps.perMinute);
    for (;;) {
      if (options.stopped?.()) break;
      const wait = this.#nextSendAt - this.#deps.clock.now();
      if (options.until !== undefined && this.#deps.clock.now() + Math.max(0, wait) >= options.until) break;
      if (wait > 0) await this.#deps.sleep(wait);
      if (options.stopped?.()) break;
      const [claimed] = await this.#claim(1);
      if (!claimed) break;
      this.#nextSendAt = this.#deps.clock.now() + gapMs;
      round[await this.#deliver(claimed)] += 1;
    }
    return round;
  }

  async #claim(limit: number, only?: { readonly key: string; readonly to: string }): Promise<readonly ClaimedMail[]> {
    const now = this.#deps.clock.now();
    const claimed = await this.#deps.store.claim({
      now: new Date(now).toISOString(),
      until: new Date(now + this.#deps.leaseMs).toISOString(),
      lease: this.#deps.ids.newId(),
      limit,
      ...(only ? { only } : {}),
    });
    return claimed.match(
      (mails) => mails,
      (error) => {
        this.#log(`Mail queue: ${error.message}`);
        return [];
      },
    );
  }

  async #deliver(claimed: ClaimedMail): Promise<Outcome> {
    const sent = await this.#deps.transport.send(claimed.mail);
    const now = this.#deps.clock.now();
    if (sent.isOk()) {
      const marked = await this.#deps.store.markSent(claimed.id, new Date(now).toISOString());
      if (marked.isErr()) this.#log(`Mail queue: ${marked.error.message}`);
      return 'sent';
    }
    const next = nextAttemptAfter(claimed.attempts, now);
    this.#log(
      `E-mail '${claimed.mail.subject}' (${claimed.mail.key}) try ${claimed.attempts} failed: ${sent.error.message}` +
        (next === null ? ' Marked failed.' : ` Trying again at ${new Date(next).toISOString()}.`),
    );
    const marked = await this.#deps.store.markFailedTry(
      claimed.id,
      claimed.lease,
      sent.error.message,
      next === null ? null : new Date(next).toISOString(),
    );
    if (marked.isErr()) this.#log(`Mail queue: ${marked.error.message}`);
    return next === null ? 'failed' : 'retried';
  }

  #log(line: string): void {
    (this.#deps.log ?? (() => undefined))(line);
  }
}
