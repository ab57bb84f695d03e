import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { createHash } from 'node:crypto';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Mail, MailAttachment, MailError, Mailer } from '../../application/ports/mailer.port';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://...` (SMTP_URL). */
  readonly url: string;
  /** The sender, e.g. `Alumni Chapter <no-reply@alumni-chapter.org>` (MAIL_FROM). */
  readonly from: string;
  /** How long to wait for the server at each stage before giving up (default 10 s). */
  readonly timeoutMs?: number;
}

/**
 * Sends e-mail through an SMTP server with nodemailer. Every failure (refused connection, timeout,
 * rejected recipient) is answered as MailFailed, never thrown, and the message names no secret.
 * nodemailer is loaded on first use, so a server without SMTP never spends its start-up on it.
 */
export class SmtpMailer implements Mailer {
  readonly #options: SmtpMailerOptions;
  #transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;

  constructor(options: SmtpMailerOptions) {
    this.#options = options;
  }

  #opened(): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
    this.#transport ??= Promise.all([import('nodemailer'), import('nodemailer/lib/smtp-transport/index.js')]).then(
      ([{ createTransport }, { default: Smtp }]) => {
        const timeout = this.#options.timeoutMs ?? 10_000;
        // Built from the transport itself: createTransport(url, defaults) would read only the URL and
        // treat the defaults as message fields, so the timeouts would be lost.
        const smtp = new Smtp({ url: this.#options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
        return createTransport(smtp, { from: this.#options.from });
      },
    );
    return this.#transport;
  }

  send(mail: Mail): ResultAsync<void, MailError> {
    const sending = ResultAsync.fromPromise(
      this.#opened().then((transport) =>
        transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html !== undefined ? { html: mail.html } : {}),
          ...(mail.attachments ? { attachments: mail.attachments.map(attachmentOf) } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.key !== undefined ? { messageId: messageIdOf(mail.key, mail.to, this.#options.from) } : {}),
          ...(mail.unsubscribeUrl ? { headers: oneClickUnsubscribe(mail.unsubscribeUrl) } : {}),
        }),
      ),
      mailFailed,
    );
    return sending.andThen((info) =>
      info.rejected.length > 0 ? errAsync(mailFailed(new Error('recipient rejected'))) : okAsync(undefined),
    );
  }

  /** Closes the pooled connections, if any (at shutdown). */
  close(): void {
    void this.#transport?.then((transport) => transport.close());
  }
}

/**
 * The Message-ID of a queued mail: the same for every send of one key and recipient, so a copy
 * sent twice (a crash between the mail server's answer and the queue marking it sent) is one
 * message to the receiving server and recognisable as a duplicate.
 */
export function messageIdOf(key: string, to: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'alumni-chapter.invalid';
  const digest = createHash('sha256').update(`${key}\n${to.trim().toLowerCase()}`).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

/**
 * The headers of a mail of a list (RFC 2369 and RFC 8058): where to unsubscribe, and that a POST
 * of `List-Unsubscribe=One-Click` to it unsubscribes at once (the mail provider's button).
 */
function oneClickUnsubscribe(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A port attachment as nodemailer takes it: the bytes as a Buffer, the content id as `cid`. */
function attachmentOf(attachment: MailAttachment) {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content),
    ...(attachment.contentId !== undefined ? { cid: attachment.contentId } : {}),
  };
}

function mailFailed(error: unknown): MailError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : null;
  const reason = code ?? (error instanceof Error ? error.message : 'unknown error');
  return { type: 'MailFailed', message: `The e-mail could not be sent (${reason}).` };
}
