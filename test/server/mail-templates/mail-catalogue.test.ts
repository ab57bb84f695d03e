import { describe, expect, it } from 'vitest';
import * as contact from '../../../src/application/server/contact/send-contact-message.use-case';
import * as givingStatement from '../../../src/application/server/giving/giving-statement-mail';
import * as eventReminder from '../../../src/application/server/events/event-reminder-mail';
import * as duesReminder from '../../../src/application/server/reminders/reminder-mail';
import * as tickets from '../../../src/application/server/events/ticket-mail';
import * as waitingList from '../../../src/application/server/events/waiting-list-mails';
import * as refunds from '../../../src/application/server/ledger/refund-payment.use-case';
import * as payments from '../../../src/application/server/payments/fulfil-order.use-case';
import * as identity from '../../../src/identity/service/identity-mail';
import { MAIL_SAMPLES } from '../../../src/server/mail-templates/mail-catalogue';
import { previewMail } from '../../../src/server/mail-templates/mail-preview';
import { SAMPLE_DEPS } from './mail-sample-deps';
import { SAMPLE_CHAPTER } from './sample-chapter';

/** Every module that writes mails; each exported function named `...Mail` writes one. */
const MAIL_WRITING_MODULES: readonly Record<string, unknown>[] = [
  identity,
  tickets,
  waitingList,
  eventReminder,
  duesReminder,
  payments,
  refunds,
  contact,
  givingStatement,
];

function mailWriters(): readonly string[] {
  return MAIL_WRITING_MODULES.flatMap((module) =>
    Object.entries(module)
      .filter(([name, value]) => typeof value === 'function' && /Mail$/.test(name))
      .map(([name]) => name),
  );
}

describe('the catalogue of mail samples', () => {
  it('has a sample for every function that writes a mail', () => {
    const writers = new Set(MAIL_SAMPLES.flatMap((sample) => sample.writers));
    const found = mailWriters();
    expect(found.length).toBeGreaterThanOrEqual(16);
    expect(found.filter((name) => !writers.has(name))).toEqual([]);
  });

  it('has the kinds the issue names, each once', () => {
    const kinds = MAIL_SAMPLES.map((sample) => sample.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of [
      'sign-in-code',
      'receipt',
      'tickets',
      'waiting-list-offer',
      'refund',
      'dues-reminder',
      'campaign',
      'event-reminder',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it.each(MAIL_SAMPLES.map((sample) => [sample.kind, sample] as const))(
    'lays %s out in the template, its text word for word at the head of the text part',
    async (_kind, sample) => {
      const mail = (await sample.make(SAMPLE_DEPS))._unsafeUnwrap();
      const preview = (await previewMail(sample, SAMPLE_DEPS, SAMPLE_CHAPTER))._unsafeUnwrap();
      expect(preview.text.startsWith(mail.text.trimEnd())).toBe(true);
      expect(preview.html).toMatch(/^<!DOCTYPE html/);
      expect(preview.html).not.toContain('cid:');
      expect(preview.subject).toBe(mail.subject);
    },
  );

  it('shows the tickets’ QR codes inline in the preview, as data: images', async () => {
    const sample = MAIL_SAMPLES.find((entry) => entry.kind === 'tickets');
    const preview = (await previewMail(sample!, SAMPLE_DEPS, SAMPLE_CHAPTER))._unsafeUnwrap();
    expect(preview.html.match(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/g)).toHaveLength(3);
    expect(preview.attachments).toHaveLength(3);
  });
});
