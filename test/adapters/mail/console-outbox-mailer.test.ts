import { describe, expect, it, vi } from 'vitest';
import { ConsoleOutboxMailer } from '../../../src/adapters/mail/console-outbox-mailer';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import type { Mail } from '../../../src/application/ports/mailer.port';
import { mailerContract } from '../../contracts/mailer.contract';

/** The mail a log line tells of: its three fields are JSON strings, so the line can be read back exactly. */
function mailIn(line: string): Mail {
  const match = /^\[outbox\] to=("(?:[^"\\]|\\.)*") subject=("(?:[^"\\]|\\.)*") text=("(?:[^"\\]|\\.)*")$/.exec(line);
  if (!match) throw new Error(`not an outbox log line: ${line}`);
  const [to, subject, text] = match.slice(1).map((field) => JSON.parse(field ?? '') as string);
  return { to: to!, subject: subject!, text: text! };
}

// Kept for the outbox page: delivered is what the page reads.
mailerContract('console outbox, kept for the outbox page', async () => {
  const mailer = new ConsoleOutboxMailer(new ManualClock(), { log: () => undefined });
  return { mailer, delivered: async () => mailer.sent().map(({ to, subject, text }) => ({ to, subject, text })) };
});

// Kept nowhere (production without SMTP): delivered is what the log tells.
mailerContract('console outbox, logged only', async () => {
  const lines: string[] = [];
  const mailer = new ConsoleOutboxMailer(new ManualClock(), { log: (line) => lines.push(line), keep: false });
  return { mailer, delivered: async () => lines.map(mailIn) };
});

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

  it('logs only the recipient and subject when told not to log the text (production): no code reaches the log', async () => {
    const lines: string[] = [];
    const mailer = new ConsoleOutboxMailer(new ManualClock(), { log: (line) => lines.push(line), keep: false, logText: false });
    (await mailer.send(MAIL))._unsafeUnwrap();
    expect(lines).toEqual(['[outbox] to="member@example.org" subject="Your code" (text not logged)']);
    expect(lines.join('\n')).not.toMatch(/\d{6}/);
  });

  it('keeps nothing when told not to (where no page shows the outbox)', async () => {
    const mailer = new ConsoleOutboxMailer(new ManualClock(), { log: () => undefined, keep: false });
    (await mailer.send(MAIL))._unsafeUnwrap();
    expect(mailer.sent()).toEqual([]);
  });
});
