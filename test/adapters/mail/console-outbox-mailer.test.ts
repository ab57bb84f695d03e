import { describe, expect, it, vi } from 'vitest';
import { ConsoleOutboxMailer } from '../../../src/adapters/mail/console-outbox-mailer';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';

const MAIL = { to: 'member@example.org', subject: 'Your code', text: 'Code: 123456\nValid 24 h.' };

describe('ConsoleOutboxMailer', () => {
  it('logs one line per mail (to, subject, text) and keeps it for the outbox page', async () => {
    const lines: string[] = [];
    const clock = new ManualClock('2026-06-15T12:00:00.000Z');
    const mailer = new ConsoleOutboxMailer(clock, { log: (line) => lines.push(line) });
    expect((await mailer.send(MAIL)).isOk()).toBe(true);
    expect(lines).toEqual(['[outbox] to="member@example.org" subject="Your code" text="Code: 123456\\nValid 24 h."']);
    expect(mailer.sent()).toEqual([{ ...MAIL, sentAt: '2026-06-15T12:00:00.000Z' }]);
  });

  it('writes to the console by default', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    (await new ConsoleOutboxMailer(new ManualClock()).send(MAIL))._unsafeUnwrap();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('to="member@example.org"');
    log.mockRestore();
  });

  it('keeps nothing when told not to (production, where no page shows the outbox)', async () => {
    const mailer = new ConsoleOutboxMailer(new ManualClock(), { log: () => undefined, keep: false });
    (await mailer.send(MAIL))._unsafeUnwrap();
    expect(mailer.sent()).toEqual([]);
  });
});
