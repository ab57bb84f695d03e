import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_SECONDS } from '../../../src/application/server/contact/send-contact-message.use-case';
import type { Mail, Mailer } from '../../../src/application/ports/mailer.port';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';
import { errorOf } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  subject: 'Joining a committee',
  message: 'Hello!\nHow do I join?',
  website: '',
};

const visitor = (world: AppWorld, address = '203.0.113.7') => new Browser(world, undefined, address);

describe('POST /contact/message', () => {
  it('mails the chapter (the first administrator by default) in plain text, with Reply-To the writer', async () => {
    const world = appWorld();
    const response = await visitor(world).post('/contact/message', message);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(world.mailer.sent()).toEqual([
      {
        to: TEST_ADMIN,
        replyTo: 'grace@example.org',
        subject: 'Contact form: Joining a committee (from Grace Hopper)',
        text: 'From: Grace Hopper <grace@example.org>\nSubject: Joining a committee\n\nHello!\nHow do I join?\n',
        // Sent through the mail queue, which names every mail (a fresh key for a message of its own).
        key: expect.stringMatching(/^mail-/),
        sentAt: expect.any(String),
      },
    ]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a filled hidden field as a success and sends nothing', async () => {
    const world = appWorld();
    const response = await visitor(world).post('/contact/message', { ...message, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(world.mailer.sent()).toEqual([]);
  });

  it('refuses a line break in the name or subject (no header injection), with the field’s message, and sends nothing', async () => {
    const world = appWorld();
    const injected = await visitor(world).post('/contact/message', {
      ...message,
      name: 'Eve\r\nBcc: everyone@example.org',
      subject: 'Hi\nBcc: x@example.org',
    });
    expect(injected.status).toBe(400);
    expect(await injected.json()).toMatchObject({
      error: { type: 'InvalidForm', fields: { name: 'Name must be on one line.', subject: 'Subject must be on one line.' } },
    });
    expect(world.mailer.sent()).toEqual([]);
  });

  it('checks every field, with a message beside each', async () => {
    const world = appWorld();
    const response = await visitor(world).post('/contact/message', { name: ' ', email: 'not-an-address', message: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        fields: { name: 'Name is required.', email: 'Please enter a valid email address.', message: 'Message is required.' },
      },
    });
  });

  it('lets one client send 5 messages an hour, then answers 429 with the wait; another client may still write', async () => {
    const world = appWorld();
    const tab = visitor(world);
    for (let n = 0; n < CONTACT_MESSAGES_PER_WINDOW; n++) {
      expect((await tab.post('/contact/message', { ...message, email: `writer${n}@example.org` })).status).toBe(200);
    }
    const refused = await tab.post('/contact/message', { ...message, email: 'someone-else@example.org' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(CONTACT_WINDOW_SECONDS));
    expect(await errorOf(refused)).toMatchObject({
      message: 'Too many messages were sent from this connection. Please try again in 60 minutes.',
    });
    expect((await visitor(world, '198.51.100.9').post('/contact/message', { ...message, email: 'other@example.org' })).status).toBe(200);
    expect(world.mailer.sent()).toHaveLength(CONTACT_MESSAGES_PER_WINDOW + 1);
    world.clock.advance(CONTACT_WINDOW_SECONDS * 1000);
    expect((await tab.post('/contact/message', message)).status).toBe(200);
  });

  it('lets one sender’s address send 5 messages an hour from any number of clients (case aside)', async () => {
    const world = appWorld();
    for (let n = 0; n < CONTACT_MESSAGES_PER_WINDOW; n++) {
      expect((await visitor(world, `192.0.2.${n + 1}`).post('/contact/message', message)).status).toBe(200);
    }
    const refused = await visitor(world, '192.0.2.99').post('/contact/message', { ...message, email: 'GRACE@example.org' });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      message: 'Too many messages were sent from this e-mail address. Please try again in 60 minutes.',
    });
    expect(world.mailer.sent()).toHaveLength(CONTACT_MESSAGES_PER_WINDOW);
  });

  it('counts robots against their client too', async () => {
    const world = appWorld();
    const tab = visitor(world);
    for (let n = 0; n < CONTACT_MESSAGES_PER_WINDOW; n++) await tab.post('/contact/message', { ...message, website: 'x' });
    expect((await tab.post('/contact/message', message)).status).toBe(429);
    expect(world.mailer.sent()).toEqual([]);
  });

  it('answers 503 with the chapter’s address when the mail cannot be sent, and does not count it', async () => {
    const delivered: Mail[] = [];
    let down = true;
    const mailer: Mailer = {
      send: (mail) => {
        if (down) return errAsync({ type: 'MailFailed', message: 'smtp down' });
        delivered.push(mail);
        return okAsync(undefined);
      },
    };
    const world = appWorld({ mailer });
    const tab = visitor(world);
    const response = await tab.post('/contact/message', message);
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({
      message: `Your message could not be sent just now. Please try again later, or write to ${TEST_ADMIN}.`,
    });
    down = false;
    for (let n = 0; n < CONTACT_MESSAGES_PER_WINDOW; n++) expect((await tab.post('/contact/message', message)).status).toBe(200);
    expect(delivered).toHaveLength(CONTACT_MESSAGES_PER_WINDOW);
  });

  it('refuses another site’s request (403) and a body that is not JSON (415)', async () => {
    const world = appWorld();
    expect((await visitor(world).post('/contact/message', message, { Origin: 'https://evil.example' })).status).toBe(403);
    const form = await visitor(world).fetch('/contact/message', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(form.status).toBe(415);
    expect(world.mailer.sent()).toEqual([]);
  });
});
