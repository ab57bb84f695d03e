import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MarkdownRenderer } from '../../application/ports/markdown-renderer.port';
import type { Mail } from '../../application/ports/mailer.port';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.port';
import type { SignedTokens } from '../../application/ports/signed-tokens.port';
import type { PdfRenderer } from '../../application/ports/pdf-renderer.port';
import { givingStatementDocument } from '../../application/server/giving/giving-statement-document';
import { givingStatementMail } from '../../application/server/giving/giving-statement-mail';
import { statementLink } from '../../application/server/giving/giving-statement-links';
import { givingStatements, statementYear } from '../../domain/giving-statements';
import { chapterMail } from '../../application/server/contact/send-contact-message.use-case';
import { eventReminderMail } from '../../application/server/events/event-reminder-mail';
import { ticketCode, ticketMail, ticketPageUrl } from '../../application/server/events/ticket-mail';
import {
  cancelledMail,
  deadlineWords,
  joinedMail,
  offerLapsedMail,
  offerMail,
  unseatedMail,
} from '../../application/server/events/waiting-list-mails';
import { refundMail } from '../../application/server/ledger/refund-payment.use-case';
import { receiptMail, receiptWithTicketsMail } from '../../application/server/payments/fulfil-order.use-case';
import { reminderMail } from '../../application/server/reminders/reminder-mail';
import { duesAmount } from '../../domain/membership';
import type { Cents } from '../../domain/money';
import {
  accountExistsMail,
  codeMail,
  codesLockedMail,
  joinFirstMail,
  repeatedSignUpMail,
  temporaryPasswordMail,
  twoStepChangedMail,
} from '../../identity/service/identity-mail';
import {
  SAMPLE_BANQUET_TICKET,
  SAMPLE_DONATION,
  SAMPLE_DUES_ORDER,
  SAMPLE_EMAIL,
  SAMPLE_EVENT,
  SAMPLE_ORDER,
  SAMPLE_PARTY,
  SAMPLE_REFUND,
  SAMPLE_TICKETS,
  sampleCampaignMarkdown,
} from './mail-samples';

/** What the samples are drawn with: the ticket codes' signer and QR drawer, the Markdown renderer, the site and the chapter. */
export interface MailSampleDeps {
  readonly tokens: SignedTokens;
  readonly qrCodes: QrCodeRenderer;
  readonly markdown: MarkdownRenderer;
  /** Draws the PDFs mails carry (a giving statement). */
  readonly pdf: PdfRenderer;
  /** PUBLIC_URL, without a trailing slash. */
  readonly publicUrl: string;
  readonly chapterName: string;
  readonly contactEmail: string;
  readonly timeZone: string;
}

/** One kind of message the site sends, and the function that writes it, with sample data. */
export interface MailSample {
  /** Its address in the preview: `/officers/mail/templates/<kind>`. */
  readonly kind: string;
  /** What the officers' list calls it. */
  readonly label: string;
  /** The function(s) in the code that write this mail, so a test can check none is left out. */
  readonly writers: readonly string[];
  make(deps: MailSampleDeps): ResultAsync<Mail, { readonly message: string }>;
}

const CODE = '482913';
const sample = (kind: string, label: string, writers: readonly string[], make: (deps: MailSampleDeps) => Mail): MailSample => ({
  kind,
  label,
  writers,
  make: (deps) => okAsync(make(deps)),
});

/** The sample's one-click unsubscribe address, shaped as the queue fills it (MailPreferences.unsubscribeUrl). */
const unsubscribeUrlOf = (deps: MailSampleDeps) => `${deps.publicUrl}/mail/unsubscribe?t=sample-token`;

function ticketSample(deps: MailSampleDeps): ResultAsync<Mail, { readonly message: string }> {
  return ticketMail(deps, { order: SAMPLE_ORDER, event: SAMPLE_EVENT, tickets: SAMPLE_TICKETS }).map((tickets) =>
    receiptWithTicketsMail(receiptMail(SAMPLE_ORDER, `${deps.publicUrl}/receipts/sample-token`), tickets),
  );
}

function eventReminderSample(deps: MailSampleDeps): Mail {
  const tickets = SAMPLE_TICKETS.map((ticket) => ({ ticket, url: ticketPageUrl(deps.publicUrl, ticketCode(deps.tokens, ticket)) }));
  return eventReminderMail(SAMPLE_EVENT, SAMPLE_ORDER, tickets);
}

/** A dues reminder as the schedule sends it (`reminderMail`): Ada's 2027 dues of $50, with her pay link and the reminders list's unsubscribe link. */
function duesReminderSample(deps: MailSampleDeps): Mail {
  const config = { publicUrl: deps.publicUrl, timeZone: deps.timeZone, duesLinkDays: 45 };
  const member = {
    id: 'sample',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: SAMPLE_EMAIL,
    membership: 'Annual Membership',
    duesPayYear: '2026',
  };
  const slot = { year: 2027, offset: 0, date: { year: 2027, month: 1, day: 1 } };
  const mail = reminderMail(
    { tokens: deps.tokens, config },
    slot,
    { member, amount: duesAmount(member.membership) },
    Date.UTC(2027, 0, 1, 14),
  );
  return { ...mail, unsubscribeUrl: unsubscribeUrlOf(deps) };
}

/**
 * A year-end giving statement as 'Send all' queues it (`givingStatementMail`): Ada's 2026 gifts (a
 * $50 donation and a $38 banquet ticket worth $25), the PDF attached and her signed link.
 */
function givingStatementSample(deps: MailSampleDeps): ResultAsync<Mail, { readonly message: string }> {
  const year = statementYear(2026, 1);
  const contact = { firstName: 'Ada', lastName: 'Lovelace', email: SAMPLE_EMAIL };
  const orders = [
    { id: 'ord_D1', order: SAMPLE_DONATION, description: 'Chapter Donation', contact, day: '2026-02-01', kept: 5_000 as Cents },
    {
      id: 'ord_T1',
      order: SAMPLE_BANQUET_TICKET,
      description: 'Spring Banquet 2027 Tickets - Adults: 1',
      contact,
      day: '2026-04-24',
      kept: 3_800 as Cents,
    },
  ];
  const [statement] = givingStatements(orders, (slug, type) => (slug === SAMPLE_EVENT.slug && type === 'adults' ? (2_500 as Cents) : null));
  if (statement === undefined) return errAsync({ message: 'The sample statement has no gifts.' });
  const settings = { legalName: deps.chapterName, address: [], taxId: '12-3456789', deductible: true, fiscalYearStartMonth: 1 };
  const link = statementLink(
    { tokens: deps.tokens, config: { publicUrl: deps.publicUrl, timeZone: deps.timeZone } },
    2026,
    SAMPLE_EMAIL,
    Date.UTC(2027, 0, 15, 15),
  );
  return deps.pdf
    .render(givingStatementDocument(statement, year, settings, '2027-01-01T05:00:00.000Z'))
    .map((pdf) =>
      givingStatementMail({ statement, year, pdf, link: link.url, linkUntil: link.until, publicUrl: deps.publicUrl, deductible: true }),
    );
}

/** A campaign as the member e-mail sends it: the Markdown as the text, rendered to HTML as the body, on the newsletters list. */
function campaignSample(deps: MailSampleDeps): Mail {
  const markdown = sampleCampaignMarkdown(deps.publicUrl);
  return {
    to: SAMPLE_EMAIL,
    subject: 'Spring Banquet 2027: tickets on sale',
    text: markdown,
    html: deps.markdown.toSafeHtml(markdown),
    key: 'campaign:sample',
    list: 'newsletters',
    unsubscribeUrl: unsubscribeUrlOf(deps),
  };
}

/** Every kind of message the site sends, in the order the officers' preview lists them. */
export const MAIL_SAMPLES: readonly MailSample[] = [
  sample('verification-code', 'Verification code (sign-up)', ['codeMail'], (d) =>
    codeMail(SAMPLE_EMAIL, 'sign-up', CODE, '24 hours', d.chapterName),
  ),
  sample('sign-in-code', 'Two-step sign-in code', ['codeMail'], (d) =>
    codeMail(SAMPLE_EMAIL, 'sign-in-mfa', CODE, '10 minutes', d.chapterName),
  ),
  sample('reset-code', 'Password reset code', ['codeMail'], (d) => codeMail(SAMPLE_EMAIL, 'reset', CODE, '1 hour', d.chapterName)),
  sample('account-deletion-code', 'Account deletion code', ['codeMail'], (d) =>
    codeMail(SAMPLE_EMAIL, 'account-deletion', CODE, '1 hour', d.chapterName),
  ),
  sample('repeated-sign-up', 'Verification code (a second sign-up)', ['repeatedSignUpMail'], (d) =>
    repeatedSignUpMail(SAMPLE_EMAIL, CODE, d.chapterName),
  ),
  sample('temporary-password', 'Temporary password (account made by an administrator)', ['temporaryPasswordMail'], (d) =>
    temporaryPasswordMail(SAMPLE_EMAIL, 'Tq7#vLm2-Rx9', d.chapterName),
  ),
  sample('account-exists', 'Sign-up for an address that has an account', ['accountExistsMail'], (d) =>
    accountExistsMail(SAMPLE_EMAIL, d.chapterName),
  ),
  sample('join-first', 'Sign-up for an address that is not a member', ['joinFirstMail'], (d) => joinFirstMail(SAMPLE_EMAIL, d.chapterName)),
  sample('codes-locked', 'Too many wrong codes', ['codesLockedMail'], (d) => codesLockedMail(SAMPLE_EMAIL, 'sign-in-mfa', d.chapterName)),
  sample('two-step-changed', 'Two-step sign-in changed', ['twoStepChangedMail'], (d) =>
    twoStepChangedMail(SAMPLE_EMAIL, 'it was turned off.', d.chapterName),
  ),
  sample('receipt', 'Receipt', ['receiptMail'], (d) => receiptMail(SAMPLE_DUES_ORDER, `${d.publicUrl}/receipts/sample-token`)),
  {
    kind: 'tickets',
    label: 'Receipt with tickets (QR codes)',
    writers: ['ticketMail', 'receiptWithTicketsMail'],
    make: ticketSample,
  },
  sample('event-reminder', 'Event reminder to ticket holders', ['eventReminderMail'], eventReminderSample),
  sample('waiting-list-joined', 'Waiting list: joined', ['joinedMail'], (d) =>
    joinedMail(SAMPLE_EVENT, SAMPLE_PARTY, `${d.publicUrl}/waiting-list/leave?token=sample-token`),
  ),
  sample('waiting-list-offer', 'Waiting list: seats held (offer)', ['offerMail', 'deadlineWords'], (d) =>
    offerMail(
      SAMPLE_EVENT,
      SAMPLE_PARTY,
      `${d.publicUrl}/events/${SAMPLE_EVENT.slug}?offer=sample-token`,
      deadlineWords(SAMPLE_PARTY.offerExpiresAt ?? 0, d.timeZone),
    ),
  ),
  sample('waiting-list-lapsed', 'Waiting list: offer lapsed', ['offerLapsedMail'], (d) =>
    offerLapsedMail(SAMPLE_EVENT, SAMPLE_PARTY, deadlineWords(SAMPLE_PARTY.offerExpiresAt ?? 0, d.timeZone)),
  ),
  sample('order-cancelled', 'Order cancelled and refunded', ['cancelledMail'], () =>
    cancelledMail(SAMPLE_EVENT, SAMPLE_ORDER, SAMPLE_ORDER.amount, 'The banquet was moved to a date the venue can keep.'),
  ),
  sample('payment-unseated', 'Payment refunded: the last seats were taken', ['unseatedMail'], () =>
    unseatedMail(SAMPLE_ORDER, SAMPLE_ORDER.amount),
  ),
  sample('refund', 'Refund by the treasurer', ['refundMail'], () =>
    refundMail({ ...SAMPLE_DUES_ORDER, status: 'paid' }, SAMPLE_REFUND, 2_500 as Cents, 'not-asked'),
  ),
  sample('dues-reminder', 'Dues reminder', ['reminderMail'], duesReminderSample),
  sample('campaign', 'Member e-mail (campaign)', ['campaignMail'], campaignSample),
  { kind: 'giving-statement', label: 'Year-end giving statement', writers: ['givingStatementMail'], make: givingStatementSample },
  sample('contact-message', 'Contact form message (to the chapter)', ['chapterMail'], (d) =>
    chapterMail(
      {
        name: 'Grace Hopper',
        email: 'grace@example.org',
        subject: 'Volunteering',
        message: 'Hello! I would like to help at the banquet.\n\nGrace',
      },
      d.contactEmail,
    ),
  ),
];

/** The sample of a kind, or null for a kind the site does not send. */
export function mailSampleOf(kind: string): MailSample | null {
  return MAIL_SAMPLES.find((entry) => entry.kind === kind) ?? null;
}
