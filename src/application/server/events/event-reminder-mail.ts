import type { TicketedEvent } from '../../../domain/ticketed-events';
import type { Mail } from '../../ports/mailer.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { IssuedTicket } from '../../ports/ticket-book.port';
import { eventWhen, ticketLine } from './ticket-mail';

/** One ticket of the reminder: the ticket and its page's address (`<publicUrl>/tickets/<code>`). */
export interface RemindedTicket {
  readonly ticket: IssuedTicket;
  readonly url: string;
}

/** The key of an order's reminder for an event: the queue sends it once. */
export function eventReminderKey(eventSlug: string, orderId: string): string {
  return `event-reminder:${eventSlug}:${orderId}`;
}

/**
 * The reminder a buyer gets a set time before an event (issue 19, point 7): the event, when and
 * where, and each of the order's tickets with the link to its page (its QR code for the door).
 */
export function eventReminderMail(event: TicketedEvent, order: OrderRecord, tickets: readonly RemindedTicket[]): Mail {
  return {
    to: order.contact.email,
    subject: `Reminder: ${event.name}`,
    key: eventReminderKey(event.slug, order.id),
    text: [
      `Hello ${order.contact.firstName},`,
      '',
      `This is a reminder that ${event.name} is coming up, and you have tickets.`,
      '',
      `When: ${eventWhen(event)} (${event.timeZone} time)`,
      `Where: ${event.venue}`,
      '',
      `Your tickets (${tickets.length}), order ${order.id}: open each one's page to show its QR code at the door; each code admits one person.`,
      ...tickets.map(({ ticket, url }, index) => `${index + 1}. ${ticketLine(event, ticket)}\n   ${url}`),
      '',
      'We look forward to seeing you.',
      '',
    ].join('\n'),
  };
}
