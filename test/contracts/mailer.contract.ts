import { ok } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../src/application/ports/mailer.port';

/**
 * What a mailer suite needs: the port, and what the other end saw. `delivered()` reads it as the
 * recipient or the developer would: the outbox's own reading API (the /dev/outbox page's source),
 * the log lines, or the messages an SMTP server received. Nothing delivered before the first send.
 */
export interface MailerHarness {
  readonly mailer: Mailer;
  /** Every mail delivered so far, oldest first. */
  delivered(): Promise<readonly Mail[]>;
  readonly dispose?: () => Promise<void>;
}

const CODE_MAIL: Mail = {
  to: 'member@example.org',
  subject: 'Your verification code',
  text: 'Your verification code is 123456.\nIt is valid for 24 hours.',
};

/** A mail that tries every awkward corner of a transport: Unicode, long lines, lone dots, blank lines, trailing spaces. */
const AWKWARD_MAIL: Mail = {
  to: 'senora.pena@example.org',
  subject: `Reçu — Cookout 2024 🎉 ${'tickets '.repeat(12).trim()}`,
  text: [
    'Dear Señora Peña,',
    '',
    '.',
    '..a line that starts with dots',
    `A long line: ${'twenty-five dollars paid '.repeat(8)}end.`,
    'Trailing spaces stay.   ',
    'From the chapter, with thanks — 50% of it goes to scholarships = good.',
  ].join('\n'),
};

/**
 * The Mailer contract: a mail sent is delivered once, to its address, with its subject and text
 * exactly (any Unicode, any line), and several mails all arrive, in order when sent one by one.
 */
export function mailerContract(name: string, make: () => Promise<MailerHarness>): void {
  describe(`Mailer contract: ${name}`, () => {
    let harness: MailerHarness;
    let mailer: Mailer;
    beforeEach(async () => {
      harness = await make();
      mailer = harness.mailer;
    });
    afterEach(async () => harness.dispose?.());

    it('has delivered nothing before the first mail', async () => {
      expect(await harness.delivered()).toEqual([]);
    });

    it('delivers a mail once, to its address, with its subject and text', async () => {
      expect(await mailer.send(CODE_MAIL)).toEqual(ok(undefined));
      expect(await harness.delivered()).toEqual([CODE_MAIL]);
    });

    it('delivers Unicode, long lines, lone dots, blank lines and trailing spaces exactly', async () => {
      expect(await mailer.send(AWKWARD_MAIL)).toEqual(ok(undefined));
      expect(await harness.delivered()).toEqual([AWKWARD_MAIL]);
    });

    it('delivers mails sent one after another in that order, each to its own address', async () => {
      const mails = ['ada', 'grace', 'katherine'].map((name, i) => ({
        to: `${name}@example.org`,
        subject: `Receipt ${i + 1}`,
        text: `Thank you, ${name}.`,
      }));
      for (const mail of mails) expect(await mailer.send(mail)).toEqual(ok(undefined));
      expect(await harness.delivered()).toEqual(mails);
    });

    it('delivers every one of several mails sent at once', async () => {
      const mails = Array.from({ length: 5 }, (_, i) => ({
        to: `member${i}@example.org`,
        subject: `Code ${i}`,
        text: `Your code is 10000${i}.`,
      }));
      const results = await Promise.all(mails.map((mail) => mailer.send(mail)));
      expect(results).toEqual(mails.map(() => ok(undefined)));
      const byAddress = (a: Mail, b: Mail) => a.to.localeCompare(b.to);
      expect([...(await harness.delivered())].sort(byAddress)).toEqual([...mails].sort(byAddress));
    });

    it('delivers the same mail twice when it is sent twice', async () => {
      void (await mailer.send(CODE_MAIL));
      void (await mailer.send(CODE_MAIL));
      expect(await harness.delivered()).toEqual([CODE_MAIL, CODE_MAIL]);
    });
  });
}
