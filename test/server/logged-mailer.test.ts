import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { loggedMailer } from '../../src/server/logged-mailer';

describe('loggedMailer', () => {
  const mail = { to: 'ada@example.org', subject: 'Alumni Chapter: Your verification code', text: 'enter this verification code: 123456' };

  it('reports a failed send with its subject and reason, never its text, and still answers the failure', async () => {
    const lines: string[] = [];
    const mailer = loggedMailer({ send: () => errAsync({ type: 'MailFailed', message: 'connect ECONNREFUSED 127.0.0.1:25' }) }, (line) =>
      lines.push(line),
    );
    expect((await mailer.send(mail))._unsafeUnwrapErr().type).toBe('MailFailed');
    expect(lines).toEqual(["E-mail 'Alumni Chapter: Your verification code' could not be sent: connect ECONNREFUSED 127.0.0.1:25"]);
    expect(lines.join('')).not.toContain('123456');
  });

  it('reports nothing when the mail goes out', async () => {
    const lines: string[] = [];
    const sent: string[] = [];
    const mailer = loggedMailer({ send: (m) => (sent.push(m.to), okAsync(undefined)) }, (line) => lines.push(line));
    expect((await mailer.send(mail)).isOk()).toBe(true);
    expect([sent, lines]).toEqual([['ada@example.org'], []]);
  });
});
