import { afterEach, describe, expect, it } from 'vitest';
import { messageIdOf, SmtpMailer } from '../../../src/adapters/mail/smtp-mailer';
import { mailerContract } from '../../contracts/mailer.contract';
import { readReceivedMail } from '../../support/mime-reader';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';

const FROM = 'Alumni Chapter <no-reply@chapter.test>';

// Against a local SMTP server: delivered is what it received, read as a mail program reads it.
mailerContract('SMTP (nodemailer) to a local SMTP server', async () => {
  const sink = await startSmtpSink();
  const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${sink.port}`, from: FROM });
  return {
    mailer,
    delivered: async () => sink.messages().map(readReceivedMail),
    dispose: async () => {
      mailer.close();
      await sink.close();
    },
  };
});
const MAIL = { to: 'member@example.org', subject: 'Your verification code', text: 'Your code is 123456.\nIt lasts 24 hours.' };

describe('SmtpMailer', () => {
  const sinks: SmtpSink[] = [];
  const mailers: SmtpMailer[] = [];
  afterEach(async () => {
    mailers.splice(0).forEach((mailer) => mailer.close());
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });
  const sink = async (options?: Parameters<typeof startSmtpSink>[0]) => {
    const started = await startSmtpSink(options);
    sinks.push(started);
    return started;
  };
  const mailer = (port: number, timeoutMs?: number) => {
    const made = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs });
    mailers.push(made);
    return made;
  };

  it('sends the mail from MAIL_FROM to the recipient, with its subject and text', async () => {
    const server = await sink();
    expect((await mailer(server.port).send(MAIL)).isOk()).toBe(true);
    const received = await server.received;
    expect(received.from).toBe('no-reply@chapter.test');
    expect(received.to).toEqual(['member@example.org']);
    expect(received.data).toMatch(/^From: Alumni Chapter <no-reply@chapter\.test>$/m);
    expect(received.data).toMatch(/^To: member@example\.org$/m);
    expect(received.data).toMatch(/^Subject: Your verification code$/m);
    expect(received.data).toContain('Your code is 123456.\r\nIt lasts 24 hours.');
  });

  it('gives a mail with a key the same Message-ID at every send (for its key and recipient), and another key another', async () => {
    const server = await sink();
    const sender = mailer(server.port);
    (await sender.send({ ...MAIL, key: 'receipt-order-1' }))._unsafeUnwrap();
    (await sender.send({ ...MAIL, key: 'receipt-order-1' }))._unsafeUnwrap();
    (await sender.send({ ...MAIL, key: 'receipt-order-2' }))._unsafeUnwrap();
    const ids = server.messages().map((message) => /^Message-ID: (.+)$/im.exec(message.data)?.[1]);
    expect(ids[0]).toBe(messageIdOf('receipt-order-1', 'member@example.org', FROM));
    expect(ids[0]).toMatch(/^<[0-9a-f]{32}@chapter\.test>$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('gives a mail of a list the one-click unsubscribe headers of RFC 8058, and a mail without one neither', async () => {
    const server = await sink();
    const url = 'https://chapter.example.org/mail/unsubscribe?t=YWRh.0.c2lnbmF0dXJl&list=newsletters';
    expect((await mailer(server.port).send({ ...MAIL, list: 'newsletters', unsubscribeUrl: url })).isOk()).toBe(true);
    const received = await server.received;
    const headers = received.data.slice(0, received.data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/chapter\.example\.org\/mail\/unsubscribe\?t=YWRh\.0\.c2lnbmF0dXJl&list=newsletters>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const plain = await sink();
    expect((await mailer(plain.port).send(MAIL)).isOk()).toBe(true);
    expect((await plain.received).data).not.toMatch(/^List-Unsubscribe/im);
  });

  it('sends the HTML beside the text, and each attachment with its name, type, bytes and content id', async () => {
    const server = await sink();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const mail = {
      ...MAIL,
      html: '<p>Your code is <img src="cid:code@tickets" alt="QR code"></p>',
      attachments: [{ filename: 'ticket-1.png', contentType: 'image/png', content: png, contentId: 'code@tickets' }],
    };
    expect((await mailer(server.port).send(mail)).isOk()).toBe(true);
    const { data } = await server.received;
    expect(data).toMatch(/^Content-Type: multipart\/related;/m);
    expect(data).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(data).toContain('Content-Type: image/png; name=ticket-1.png');
    expect(data).toMatch(/^Content-Id: <code@tickets>$/im);
    expect(data).toContain(Buffer.from(png).toString('base64'));
  });

  it('answers MailFailed, never throws, when the server refuses the recipient', async () => {
    const server = await sink({ rejectRecipients: true });
    const result = await mailer(server.port).send(MAIL);
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'MailFailed', message: expect.stringMatching(/^The e-mail could not be sent/) });
  });

  it('answers MailFailed when nothing listens', async () => {
    const server = await sink();
    await server.close();
    expect((await mailer(server.port).send(MAIL))._unsafeUnwrapErr()).toEqual({
      type: 'MailFailed',
      message: 'The e-mail could not be sent (ESOCKET).',
    });
  });

  it('answers MailFailed by its own timeout when the server never greets', async () => {
    const server = await sink({ silent: true });
    // The reason names the timeout; the default (10 s) would outlast the test's own limit.
    expect((await mailer(server.port, 200).send(MAIL))._unsafeUnwrapErr()).toEqual({
      type: 'MailFailed',
      message: 'The e-mail could not be sent (ETIMEDOUT).',
    });
  });

  it('names no credential of SMTP_URL in its error', async () => {
    const server = await sink();
    await server.close();
    const secretive = new SmtpMailer({ url: `smtp://user:hunter2@127.0.0.1:${server.port}`, from: FROM });
    mailers.push(secretive);
    expect(JSON.stringify(await secretive.send(MAIL))).not.toContain('hunter2');
  });
});
