import { describe, expect, it } from 'vitest';
import { ConsoleOutboxMailer } from '../../src/adapters/mail/console-outbox-mailer';
import { appWorld } from '../support/app-world';

const mail = (to: string, subject: string, text: string) => ({ to, subject, text });

/** An app whose outbox holds three mails, one a minute, the last with markup in every field. */
async function withMails() {
  const world = appWorld();
  const outbox = new ConsoleOutboxMailer(world.clock, { log: () => undefined });
  const { app } = appWorld({ mailer: outbox, outbox });
  const sends = [
    mail('first@example.org', 'Your verification code', 'Code: 111111'),
    mail('second@example.org', 'Reset your password', 'Code: 222222'),
    mail('<b>x</b>@example.org', '<script>alert(1)</script>', 'Line one\n<img src=x onerror=alert(1)> & "quotes"'),
  ];
  for (const sent of sends) {
    (await outbox.send(sent))._unsafeUnwrap();
    world.clock.advance(60_000);
  }
  return { app, start: world.clock.now() - 3 * 60_000 };
}

describe('the development outbox', () => {
  it('GET /dev/outbox.json: every mail as { to, subject, text, sentAt }, newest last', async () => {
    const { app, start } = await withMails();
    const response = await app.request('/dev/outbox.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = await response.json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual(['first@example.org', 'second@example.org', '<b>x</b>@example.org']);
    expect(mails[0]).toEqual({ to: 'first@example.org', subject: 'Your verification code', text: 'Code: 111111', sentAt: new Date(start).toISOString() });
  });

  it('GET /dev/outbox: an accessible page, newest first, every field escaped', async () => {
    const { app } = await withMails();
    const response = await app.request('/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain('<title>Outbox (development)</title>');
    expect(page).toMatch(/<main>\s*<h1>Outbox<\/h1>/);
    expect(page).toContain('3 e-mails, newest first');
    expect(page.indexOf('Reset your password')).toBeLessThan(page.indexOf('Your verification code'));
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;@example.org');
    expect(page).toContain('Line one\n&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
  });

  it('shows an empty outbox', async () => {
    const page = await (await appWorld().app.request('/dev/outbox')).text();
    expect(page).toContain('0 e-mails');
    expect(await (await appWorld().app.request('/dev/outbox.json')).json()).toEqual([]);
  });

  it('is not there in production, nor without an outbox (mail sent by SMTP)', async () => {
    const world = appWorld();
    const production = appWorld({ config: { ...world.deps.config, production: true } }).app;
    const smtp = appWorld({ outbox: null }).app;
    for (const app of [production, smtp]) {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await app.request(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { message: 'There is nothing here.' } });
      }
    }
  });
});
