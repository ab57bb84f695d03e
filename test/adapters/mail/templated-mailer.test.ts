import { readFileSync } from 'node:fs';
import { errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MAIL_COLOURS } from '../../../src/adapters/mail/chapter-mail-layout';
import { textAsHtml } from '../../../src/adapters/mail/mail-body';
import { TemplatedMailer } from '../../../src/adapters/mail/templated-mailer';
import { OutboxMailer } from '../../../src/adapters/in-memory/outbox-mailer';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import type { Mail } from '../../../src/application/ports/mailer.port';
import { codeMail } from '../../../src/identity/service/identity-mail';
import { SAMPLE_CHAPTER } from '../../server/mail-templates/sample-chapter';

function templated() {
  const outbox = new OutboxMailer(new ManualClock());
  return { outbox, mailer: new TemplatedMailer(outbox, SAMPLE_CHAPTER) };
}

async function sent(mail: Mail) {
  const { outbox, mailer } = templated();
  expect(await mailer.send(mail)).toEqual(ok(undefined));
  const [delivered] = outbox.sent();
  if (!delivered) throw new Error('nothing delivered');
  return delivered;
}

const CODE = codeMail('ada@example.org', 'sign-in-mfa', '482913', '10 minutes', SAMPLE_CHAPTER.name);

describe('TemplatedMailer', () => {
  it('keeps the text word for word at the head of the text part, then signs with the chapter', async () => {
    const mail = await sent(CODE);
    expect(mail.text.startsWith(CODE.text)).toBe(true);
    expect(mail.text.slice(CODE.text.length)).toBe(
      `\n\n--\n${SAMPLE_CHAPTER.name}\n${SAMPLE_CHAPTER.address.join('\n')}\n${SAMPLE_CHAPTER.contactEmail} · ${SAMPLE_CHAPTER.siteUrl}\n`,
    );
    expect(mail.text).not.toContain('Unsubscribe');
    expect({ to: mail.to, subject: mail.subject }).toEqual({ to: CODE.to, subject: CODE.subject });
  });

  it('lays a text-only mail out as escaped paragraphs in the chapter’s page, with its name, heading and footer', async () => {
    const mail = await sent({
      to: 'a@example.org',
      subject: 'Hello <there>',
      text: 'Dear Ada & Co,\n\nSee https://example.org/x?a=1&b=2.\nThanks',
    });
    const html = mail.html ?? '';
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain('<title>Hello &lt;there&gt;</title>');
    expect(html).toContain('<p>Dear Ada &#38; Co,</p>');
    expect(html).toContain('<p>See <a href="https://example.org/x?a=1&#38;b=2">https://example.org/x?a=1&#38;b=2</a>.<br>Thanks</p>');
    expect(html).toContain(`background-color:${MAIL_COLOURS.navy}`);
    expect(html).toContain(SAMPLE_CHAPTER.address[0]);
    expect(html).toContain(`href="mailto:${SAMPLE_CHAPTER.contactEmail}"`);
    expect(html).not.toContain('Unsubscribe');
    expect(html).not.toContain('<there>');
  });

  it('shows the heading without the chapter’s name the identity mails put in front', async () => {
    const html = (await sent(CODE)).html ?? '';
    expect(html).toContain('<title>Your sign-in code</title>');
    expect(html).toMatch(/<h1[^>]*>Your sign-in code<\/h1>/);
  });

  it('wraps a mail’s own HTML body as it is, and passes its attachments, reply-to, key and list on', async () => {
    const attachment = { filename: 'qr.png', contentType: 'image/png', content: new Uint8Array([1, 2]), contentId: 'qr@t' };
    const mail = await sent({
      to: 'a@example.org',
      subject: 'Tickets',
      text: 'Your tickets',
      html: '<h2>Gala</h2><img src="cid:qr@t" alt="QR code">',
      attachments: [attachment],
      replyTo: 'b@example.org',
      key: 'k-1',
      list: 'reminders',
    });
    expect(mail.html).toContain('<div class="mail-body"><h2>Gala</h2><img src="cid:qr@t" alt="QR code"></div>');
    expect(mail).toMatchObject({ attachments: [attachment], replyTo: 'b@example.org', key: 'k-1', list: 'reminders' });
  });

  it('shows the action as a button and as a line of the text, unless the text already gives its address', async () => {
    const action = { label: 'Pay your dues', url: 'https://site.example.org/Pay-Dues?t=abc' };
    const mail = await sent({ to: 'a@example.org', subject: 'Dues', text: 'Your 2027 dues of $50 are due.', action });
    expect(mail.html).toMatch(/<a href="https:\/\/site.example.org\/Pay-Dues\?t=abc"[^>]*>.*Pay your dues<\/span>/);
    expect(mail.text).toContain('Your 2027 dues of $50 are due.\n\nPay your dues: https://site.example.org/Pay-Dues?t=abc\n');
    const already = await sent({ to: 'a@example.org', subject: 'Dues', text: `Pay here: ${action.url}`, action });
    expect(already.text.split(action.url)).toHaveLength(2);
  });

  it('adds Unsubscribe and Email preferences links, to the HTML and the text, when the mail has an unsubscribe address', async () => {
    const mail = await sent({
      to: 'a@example.org',
      subject: 'News',
      text: 'News.',
      list: 'newsletters',
      unsubscribeUrl: 'https://site.example.org/mail/unsubscribe?t=tok.en',
    });
    expect(mail.html).toMatch(/<a href="https:\/\/site.example.org\/mail\/unsubscribe\?t=tok.en"[^>]*>Unsubscribe<\/a>/);
    expect(mail.html).toMatch(/<a href="https:\/\/site.example.org\/Email-Preferences\?t=tok.en"[^>]*>Email preferences<\/a>/);
    expect(mail.text).toContain(
      'Unsubscribe: https://site.example.org/mail/unsubscribe?t=tok.en\nEmail preferences: https://site.example.org/Email-Preferences?t=tok.en\n',
    );
  });

  it('answers the transport’s failure', async () => {
    const failing = new TemplatedMailer({ send: () => errAsync({ type: 'MailFailed', message: 'refused' }) }, SAMPLE_CHAPTER);
    expect((await failing.send(CODE))._unsafeUnwrapErr()).toEqual({ type: 'MailFailed', message: 'refused' });
  });

  it('lays a sign-in code mail out in a few milliseconds once loaded', async () => {
    const { mailer } = templated();
    void (await mailer.send(CODE));
    const runs = 50;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) void (await mailer.send(CODE));
    const perMail = (performance.now() - started) / runs;
    console.log(`template: ${perMail.toFixed(2)} ms per sign-in code mail`);
    expect(perMail).toBeLessThan(50);
  });

  it('uses the site’s colours', () => {
    const css = readFileSync('src/ui/styles/global.css', 'utf8');
    const variable = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    expect(MAIL_COLOURS).toEqual({
      navy: variable('navy'),
      navyDark: variable('navy-dark'),
      gold: variable('gold'),
      ink: variable('ink'),
      inkSoft: variable('ink-soft'),
      paper: variable('paper'),
      cream: variable('cream'),
      line: variable('line'),
    });
  });
});

describe('textAsHtml', () => {
  it('makes a paragraph per block, keeps line breaks, escapes, and links addresses without their trailing punctuation', () => {
    expect(textAsHtml('Hello <b>,\n\n\nGo to https://x.org/a).\nor (https://x.org/b)\n')).toBe(
      '<p>Hello &#60;b&#62;,</p>\n<p>Go to <a href="https://x.org/a">https://x.org/a</a>).<br>or (<a href="https://x.org/b">https://x.org/b</a>)</p>',
    );
  });

  it('never lets a javascript: address become a link', () => {
    expect(textAsHtml('javascript:alert(1)')).toBe('<p>javascript:alert(1)</p>');
  });
});
