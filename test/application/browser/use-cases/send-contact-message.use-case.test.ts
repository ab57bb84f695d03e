import { describe, expect, it } from 'vitest';
import { InMemoryContactGateway } from '../../../../src/adapters/in-memory/in-memory-contact-gateway';
import { InMemoryRateLimiter } from '../../../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../../src/adapters/in-memory/outbox-mailer';
import { sendContactMessage } from '../../../../src/application/browser/use-cases/send-contact-message.use-case';

function world() {
  const clock = new ManualClock();
  const mailer = new OutboxMailer(clock);
  const contact = new InMemoryContactGateway({
    mailer,
    contactMessages: new InMemoryRateLimiter(clock, { failures: 5, windowSeconds: 3600 }),
    chapterEmail: 'board@example.org',
  });
  return { contact, mailer };
}

const message = { name: ' Grace ', email: 'grace@example.org ', subject: '', message: 'Hello', website: '' };

describe('sendContactMessage (browser)', () => {
  it('checks the form with the server’s rules first: every bad field, and nothing sent', async () => {
    const { contact, mailer } = world();
    expect((await sendContactMessage({ contact }, { ...message, name: '', email: 'x' }))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: 'Please check the highlighted fields.',
      fields: { name: 'Name is required.', email: 'Please enter a valid email address.' },
    });
    expect(mailer.sent()).toEqual([]);
  });

  it('sends the cleaned form with the hidden field as typed', async () => {
    const { contact, mailer } = world();
    (await sendContactMessage({ contact }, message))._unsafeUnwrap();
    (await sendContactMessage({ contact }, { ...message, website: 'filled by a robot' }))._unsafeUnwrap();
    expect(mailer.sent()).toMatchObject([
      { to: 'board@example.org', replyTo: 'grace@example.org', subject: 'Contact form: Message from Grace' },
    ]);
  });
});
