import type { Mailer } from '../application/ports/mailer.port';

/**
 * A mailer that reports every failed send to `report` (the server's console), with the subject and
 * the reason but never the text (it may hold a code or a temporary password). Codes for sign-up and
 * reset are sent in the background, where nobody else would hear of a failure.
 */
export function loggedMailer(mailer: Mailer, report: (line: string) => void): Mailer {
  return {
    send: (mail) =>
      mailer.send(mail).mapErr((error) => {
        report(`E-mail '${mail.subject}' could not be sent: ${error.message}`);
        return error;
      }),
  };
}
