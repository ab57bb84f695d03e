import { okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock.port';
import type { Mail, MailError, Mailer } from '../../application/ports/mailer.port';

export interface SentMail extends Mail {
  readonly sentAt: string;
}

/** Keeps every e-mail instead of sending it: the development outbox and the tests' inbox. */
export class OutboxMailer implements Mailer {
  readonly #sent: SentMail[] = [];
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  send(mail: Mail): ResultAsync<void, MailError> {
    this.#sent.push({ ...mail, sentAt: new Date(this.#clock.now()).toISOString() });
    return okAsync(undefined);
  }

  /** Everything sent, oldest first. */
  sent(): readonly SentMail[] {
    return [...this.#sent];
  }

  /** Everything sent to one address (compared without case), oldest first. */
  to(address: string): readonly SentMail[] {
    const wanted = address.trim().toLowerCase();
    return this.#sent.filter((mail) => mail.to.trim().toLowerCase() === wanted);
  }
}
