import { okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock.port';
import type { Mail, MailError, Mailer } from '../../application/ports/mailer.port';
import { OutboxMailer, type SentMail } from '../in-memory/outbox-mailer';

export interface ConsoleOutboxOptions {
  /** Where the one-line summaries go (default: console.log). */
  readonly log?: (line: string) => void;
  /** Keep the mails for the outbox page (default true); false where nobody can read them. */
  readonly keep?: boolean;
  /**
   * Log the text too (default true). False in production: a mail's text holds codes and temporary
   * passwords, and a log is read by more people, for longer, than the mailbox it was meant for.
   */
  readonly logText?: boolean;
}

/**
 * The mailer without SMTP settings: logs each mail on one line (to, subject and, unless told not
 * to, the text, each quoted so a line break cannot start a new log line) and keeps it for the
 * development outbox page.
 */
export class ConsoleOutboxMailer implements Mailer {
  readonly #outbox: OutboxMailer;
  readonly #log: (line: string) => void;
  readonly #keep: boolean;
  readonly #logText: boolean;

  constructor(clock: Clock, options: ConsoleOutboxOptions = {}) {
    this.#outbox = new OutboxMailer(clock);
    this.#log = options.log ?? ((line) => console.log(line));
    this.#keep = options.keep ?? true;
    this.#logText = options.logText ?? true;
  }

  send(mail: Mail): ResultAsync<void, MailError> {
    const text = this.#logText ? ` text=${JSON.stringify(mail.text)}` : ' (text not logged)';
    const files = mail.attachments?.length ? ` attachments=${JSON.stringify(mail.attachments.map((file) => file.filename))}` : '';
    this.#log(`[outbox] to=${JSON.stringify(mail.to)} subject=${JSON.stringify(mail.subject)}${text}${files}`);
    return this.#keep ? this.#outbox.send(mail) : okAsync(undefined);
  }

  /** Every mail kept, oldest first. */
  sent(): readonly SentMail[] {
    return this.#keep ? this.#outbox.sent() : [];
  }
}
