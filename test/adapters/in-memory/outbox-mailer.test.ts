import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../src/adapters/in-memory/outbox-mailer';
import { mailerContract } from '../../contracts/mailer.contract';

mailerContract('outbox (tests and development)', async () => {
  const mailer = new OutboxMailer(new ManualClock());
  return { mailer, delivered: async () => mailer.sent().map(({ to, subject, text }) => ({ to, subject, text })) };
});

describe('OutboxMailer', () => {
  const mail = (to: string, subject: string) => ({ to, subject, text: `${subject} text` });

  it('stamps each mail with the time it was sent, from its clock', async () => {
    const clock = new ManualClock('2026-06-15T12:00:00.000Z');
    const outbox = new OutboxMailer(clock);
    (await outbox.send(mail('ada@example.org', 'First')))._unsafeUnwrap();
    clock.advance(60_000);
    (await outbox.send(mail('ada@example.org', 'Second')))._unsafeUnwrap();
    expect(outbox.sent().map((sent) => sent.sentAt)).toEqual(['2026-06-15T12:00:00.000Z', '2026-06-15T12:01:00.000Z']);
  });

  it("reads one address's mail, oldest first, without regard to case or surrounding spaces", async () => {
    const outbox = new OutboxMailer(new ManualClock());
    (await outbox.send(mail('Ada@Example.org', 'First')))._unsafeUnwrap();
    (await outbox.send(mail('grace@example.org', 'Other')))._unsafeUnwrap();
    (await outbox.send(mail('ada@example.org', 'Second')))._unsafeUnwrap();
    expect(outbox.to(' ADA@example.org ').map((sent) => sent.subject)).toEqual(['First', 'Second']);
    expect(outbox.to('nobody@example.org')).toEqual([]);
  });

  it('answers a copy: changing what sent() gave changes nothing kept', async () => {
    const outbox = new OutboxMailer(new ManualClock());
    (await outbox.send(mail('ada@example.org', 'First')))._unsafeUnwrap();
    (outbox.sent() as unknown[]).length = 0;
    expect(outbox.sent()).toHaveLength(1);
  });
});
