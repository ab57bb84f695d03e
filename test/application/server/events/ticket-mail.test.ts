import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { qrCodePngRenderer } from '../../../../src/adapters/qr/qrcode-png-renderer';
import { checkInTicket } from '../../../../src/application/server/events/check-in-ticket.use-case';
import { ticketMail } from '../../../../src/application/server/events/ticket-mail';
import type { Cents } from '../../../../src/domain/money';
import { readQrCode } from '../../../support/qr-reader';
import { sampleOrder } from '../../../contracts/order-ledger.contract';
import { ADMIN, GALA, doorWorld, paidTickets, type DoorWorld } from './door-fixtures';

const PUBLIC_URL = 'https://alumni.example.org';

async function mailFor(w: DoorWorld) {
  const issued = await paidTickets(w, 1, { name: 'Ada Lovelace', email: 'ada@example.org' }, [
    { typeId: 'adults', holderName: 'Grace Hopper', answer: 'Fish' },
    { typeId: 'children', holderName: '<Tim & "Tom">' },
  ]);
  const tickets = (await w.tickets.ofOrder('order-1'))._unsafeUnwrap();
  expect(tickets.map((t) => t.id)).toEqual(issued.map((t) => t.id));
  const order = {
    ...sampleOrder(1, {
      order: { item: 'event-tickets', event: GALA.slug, counts: { adults: 1, children: 1 }, answers: {}, sponsoredNames: '' },
      amount: 5_800 as Cents,
      description: 'Spring Banquet 2027 Tickets - Adults: 1, Children: 1',
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
    }),
    paymentId: 'pi_1',
    status: 'fulfilled' as const,
    note: null,
    paidAt: '2027-04-01T12:00:00.000Z',
    fulfilledAt: '2027-04-01T12:00:01.000Z',
    refundedAt: null,
  };
  const mail = (
    await ticketMail({ tokens: w.tokens, qrCodes: qrCodePngRenderer, publicUrl: PUBLIC_URL }, { order, event: GALA, tickets })
  )._unsafeUnwrap();
  return { mail, tickets, order };
}

describe('the ticket e-mail', () => {
  it('names the event, the order and each ticket, with a link to each ticket’s page', async () => {
    const w = doorWorld();
    const { mail } = await mailFor(w);
    const code1 = w.tokens.sign('ticket', 'order-1-1', null);
    const code2 = w.tokens.sign('ticket', 'order-1-2', null);
    expect(mail.to).toBe('ada@example.org');
    expect(mail.subject).toBe('Your tickets: Spring Banquet 2027');
    expect(mail.text).toBe(
      [
        'Thank you for your order, Ada.',
        '',
        'Spring Banquet 2027',
        'When: Apr 24, 2027 at 5:00 PM to 9:00 PM (America/New_York time)',
        'Where: Harbor Hall, Portsmouth, VA',
        '',
        'Your order: Spring Banquet 2027 Tickets - Adults: 1, Children: 1',
        'Amount paid: $58',
        'Order number: order-1',
        '',
        'Your tickets (2): each has its own QR code, attached and on its page. Show it at the door; each code admits one person.',
        `1. Adults: Grace Hopper (Meal choice: Fish)\n   ${PUBLIC_URL}/tickets/${code1}`,
        `2. Children: <Tim & "Tom">\n   ${PUBLIC_URL}/tickets/${code2}`,
      ].join('\n'),
    );
  });

  it('shows each QR code inside the HTML (cid), labelled, with every text escaped, and attaches it', async () => {
    const { mail } = await mailFor(doorWorld());
    const html = mail.html ?? '';
    expect(mail.attachments?.map((a) => [a.filename, a.contentType, a.contentId])).toEqual([
      ['ticket-1-order-1-1.png', 'image/png', 'ticket-1@tickets'],
      ['ticket-2-order-1-2.png', 'image/png', 'ticket-2@tickets'],
    ]);
    expect(html).toContain(
      '<img src="cid:ticket-1@tickets" width="240" height="240" alt="QR code of the ticket of Grace Hopper (Adults)">',
    );
    expect(html).toContain('<strong>Children: &#60;Tim &#38; &#34;Tom&#34;&#62;</strong>');
    expect(html).not.toContain('<Tim');
    expect(html).not.toMatch(/<html|<body|<!doctype/i); // a body fragment: the chapter's template wraps it
    expect(html).toContain('Amount paid: $58<br>Order number: order-1');
    expect(html).toContain('When: Apr 24, 2027 at 5:00 PM to 9:00 PM (America/New_York time)<br>Where: Harbor Hall, Portsmouth, VA');
  });

  it('each PNG reads back as exactly the ticket’s signed code, which checks in; one character altered is refused', async () => {
    const w = doorWorld();
    const { mail } = await mailFor(w);
    const codes = (mail.attachments ?? []).map((attachment) => readQrCode(attachment.content));
    expect(codes).toEqual([w.tokens.sign('ticket', 'order-1-1', null), w.tokens.sign('ticket', 'order-1-2', null)]);
    const code = codes[0] ?? '';
    for (let at = 0; at < code.length; at += 7) {
      const altered = `${code.slice(0, at)}${code[at] === 'Q' ? 'R' : 'Q'}${code.slice(at + 1)}`;
      const refused = await checkInTicket(w.deps, { actor: ADMIN, ticket: { code: altered }, eventSlug: GALA.slug });
      expect(refused._unsafeUnwrapErr().message).toBe('This code is not a ticket of ours.');
    }
    const admitted = await checkInTicket(w.deps, { actor: ADMIN, ticket: { code }, eventSlug: GALA.slug });
    expect(admitted._unsafeUnwrap().message).toBe('Checked in: Grace Hopper (Adults)');
  });

  it('answers the drawer’s failure instead of a mail without codes', async () => {
    const w = doorWorld();
    await paidTickets(w, 1, { name: 'Ada Lovelace', email: 'ada@example.org' }, [{ typeId: 'adults', holderName: 'Grace Hopper' }]);
    const tickets = (await w.tickets.ofOrder('order-1'))._unsafeUnwrap();
    const order = (await w.ledger.get('order-1'))._unsafeUnwrap();
    const failing = { png: () => errAsync({ type: 'QrCodeFailed' as const, message: 'The QR code could not be drawn (no).' }) };
    const answer = await ticketMail({ tokens: w.tokens, qrCodes: failing, publicUrl: PUBLIC_URL }, { order, event: GALA, tickets });
    expect(answer._unsafeUnwrapErr().type).toBe('QrCodeFailed');
  });
});
