import { ResultAsync } from 'neverthrow';
import { formatLocalDateTime } from '../../../domain/local-date-time';
import { formatCents } from '../../../domain/money';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import type { Mail, MailAttachment } from '../../ports/mailer.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { QrCodeError, QrCodeRenderer } from '../../ports/qr-code-renderer.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { IssuedTicket } from '../../ports/ticket-book.port';
import { admitsName, typeNameOf } from './door-deps';

/** What the ticket e-mail needs: the tokens that sign each ticket's code, the QR code drawer, and the site's address. */
export interface TicketMailDeps {
  readonly tokens: SignedTokens;
  readonly qrCodes: QrCodeRenderer;
  /** PUBLIC_URL, without a trailing slash: each ticket's page is `<publicUrl>/tickets/<code>`. */
  readonly publicUrl: string;
}

export interface TicketMailInput {
  readonly order: OrderRecord;
  readonly event: TicketedEvent;
  /** The order's tickets as issued (ticket-book.port.ts), in order. */
  readonly tickets: readonly IssuedTicket[];
}

/** The code a ticket's QR code holds: its id signed for the purpose 'ticket', valid for ever (a refund voids the ticket instead). */
export function ticketCode(tokens: SignedTokens, ticket: Pick<IssuedTicket, 'id'>): string {
  return tokens.sign('ticket', ticket.id, null);
}

/** The public page that shows a ticket's QR code big, for the door. */
export function ticketPageUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/tickets/${encodeURIComponent(code)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 'Apr 24, 2027 at 5:00 PM to 9:00 PM' (the end's date named only when it is another day). */
export function eventWhen(event: Pick<TicketedEvent, 'start' | 'end'>): string {
  const end = formatLocalDateTime(event.end);
  const sameDay = event.start.slice(0, 10) === event.end.slice(0, 10);
  return `${formatLocalDateTime(event.start)} to ${sameDay ? end.slice(end.indexOf(' at ') + 4) : end}`;
}

/** One ticket as the mail names it: 'Adults: Grace Hopper (Meal choice: Fish)'. */
export function ticketLine(event: TicketedEvent, ticket: IssuedTicket): string {
  const question = event.ticketTypes.find((type) => type.id === ticket.typeId)?.asks.question ?? null;
  const answer = ticket.answer.trim() !== '' ? ` (${question ?? 'Answer'}: ${ticket.answer})` : '';
  return `${typeNameOf(event, ticket.typeId)}: ${admitsName(ticket)}${answer}`;
}

interface DrawnTicket {
  readonly ticket: IssuedTicket;
  readonly url: string;
  readonly attachment: MailAttachment;
}

function textOf(input: TicketMailInput, drawn: readonly DrawnTicket[]): string {
  const { order, event } = input;
  return [
    `Thank you for your order, ${order.contact.firstName}.`,
    '',
    event.name,
    `When: ${eventWhen(event)} (${event.timeZone} time)`,
    `Where: ${event.venue}`,
    '',
    `Your order: ${order.description}`,
    `Amount paid: ${formatCents(order.amount)}`,
    `Order number: ${order.id}`,
    '',
    `Your tickets (${drawn.length}): each has its own QR code, attached and on its page. Show it at the door; each code admits one person.`,
    ...drawn.map(({ ticket, url }, index) => `${index + 1}. ${ticketLine(event, ticket)}\n   ${url}`),
  ].join('\n');
}

/** The body of the mail as HTML, for the chapter's template to wrap (TemplatedMailer). */
function htmlOf(input: TicketMailInput, drawn: readonly DrawnTicket[]): string {
  const { order, event } = input;
  const e = escapeHtml;
  const tickets = drawn.map(
    ({ ticket, url, attachment }) => `<li>
<p><strong>${e(ticketLine(event, ticket))}</strong></p>
<img src="cid:${e(attachment.contentId ?? '')}" width="240" height="240" alt="QR code of the ticket of ${e(admitsName(ticket))} (${e(typeNameOf(event, ticket.typeId))})">
<p><a href="${e(url)}">Open this ticket to show it at the door</a></p>
</li>`,
  );
  return `<p>Thank you for your order, ${e(order.contact.firstName)}.</p>
<h2>${e(event.name)}</h2>
<p>When: ${e(eventWhen(event))} (${e(event.timeZone)} time)<br>Where: ${e(event.venue)}</p>
<h3>Your order</h3>
<p>${e(order.description)}<br>Amount paid: ${e(formatCents(order.amount))}<br>Order number: ${e(order.id)}</p>
<h3>Your tickets (${drawn.length})</h3>
<p>Show each ticket's QR code at the door; each code admits one person.</p>
<ol>
${tickets.join('\n')}
</ol>`;
}

/**
 * The e-mail a buyer gets once an order's tickets are issued (issue 17, point 6): the order (what,
 * how much, its number), the event's date, time and venue, and per ticket a QR code holding its
 * signed code (`tokens.sign('ticket', ticket.id, null)`), labelled with its type and holder, shown
 * in the HTML (cid) and attached as a PNG, with a link to the ticket's page. Useless if altered:
 * check-in reads the code back and refuses one whose signature fails.
 */
export function ticketMail(deps: TicketMailDeps, input: TicketMailInput): ResultAsync<Mail, QrCodeError> {
  return ResultAsync.combine(
    input.tickets.map((ticket, index) => {
      const code = ticketCode(deps.tokens, ticket);
      return deps.qrCodes.png(code).map((png): DrawnTicket => ({
        ticket,
        url: ticketPageUrl(deps.publicUrl, code),
        attachment: {
          filename: `ticket-${index + 1}-${ticket.id}.png`,
          contentType: 'image/png',
          content: png,
          contentId: `ticket-${index + 1}@tickets`,
        },
      }));
    }),
  ).map((drawn) => ({
    to: input.order.contact.email,
    subject: `Your tickets: ${input.event.name}`,
    text: textOf(input, drawn),
    html: htmlOf(input, drawn),
    attachments: drawn.map(({ attachment }) => attachment),
  }));
}
