import type { MailTemplatePreview } from '../../../src/application/ports/mail-template-gateway.port';

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/** Two previews as the server lays them out, for the officers' mail preview page. */
export const MAIL_TEMPLATE_PREVIEWS: readonly MailTemplatePreview[] = [
  {
    kind: 'receipt',
    label: 'Receipt',
    to: 'ada.lovelace@example.org',
    subject: 'Your receipt: Member Dues',
    html: page('Your receipt: Member Dues', '<p>Thank you for your payment.</p>'),
    text: 'Dear Ada Lovelace,\n\nThank you for your payment.\n\nAmount: $50',
    attachments: [],
  },
  {
    kind: 'dues-reminder',
    label: 'Dues reminder',
    to: 'ada.lovelace@example.org',
    subject: 'Your 2027 dues of $50',
    html: page('Your 2027 dues of $50', '<p>Your 2027 dues of $50 are not paid yet.</p>'),
    text: 'Your 2027 dues of $50 are not paid yet.\n\nPay your dues: https://example.org/Pay-Dues?t=x',
    attachments: [],
  },
];
