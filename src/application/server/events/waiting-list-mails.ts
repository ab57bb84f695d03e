import { formatLocalDateTime } from '../../../domain/local-date-time';
import { formatCents, type Cents } from '../../../domain/money';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import { offeredType } from '../../../domain/waiting-list';
import { localDateTimeIn } from '../../ports/clock.port';
import type { Mail } from '../../ports/mailer.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { WaitingParty } from '../../ports/waiting-list.port';

/** The e-mails of the waiting list and of a cancelled order: plain text, one subject line each. */

/** '2 seats (Adult)', '1 seat (any ticket)'. */
function seatsWords(event: TicketedEvent, party: Pick<WaitingParty, 'typeId' | 'partySize'>): string {
  const seats = party.partySize === 1 ? '1 seat' : `${party.partySize} seats`;
  const type = party.typeId === null ? null : offeredType(event, party.typeId);
  return type === null ? seats : `${seats} (${type.name})`;
}

/** A deadline as the chapter reads it: 'Jun 17, 2026 at 12:00 PM (America/New_York)'. */
export function deadlineWords(instant: number, timeZone: string): string {
  return `${formatLocalDateTime(localDateTimeIn(instant, timeZone))} (${timeZone})`;
}

export function joinedMail(event: TicketedEvent, party: WaitingParty, leaveLink: string): Mail {
  return {
    to: party.email,
    subject: `Waiting list: ${event.name}`,
    text: [
      `Hello ${party.name},`,
      '',
      `You are on the waiting list for ${event.name}, for ${seatsWords(event, party)}.`,
      'When seats free up, the first party that fits gets an e-mail with a link that holds them for a while.',
      '',
      `To leave the waiting list: ${leaveLink}`,
      '',
    ].join('\n'),
  };
}

export function offerMail(event: TicketedEvent, party: WaitingParty, link: string, deadline: string): Mail {
  return {
    to: party.email,
    subject: `Seats are held for you: ${event.name}`,
    text: [
      `Hello ${party.name},`,
      '',
      `Seats have freed up for ${event.name}: ${seatsWords(event, party)} are held for you until ${deadline}.`,
      `Buy them here: ${link}`,
      '',
      'If they are not bought by then, they are offered to the next party on the waiting list.',
      '',
    ].join('\n'),
  };
}

export function offerLapsedMail(event: TicketedEvent, party: WaitingParty, deadline: string): Mail {
  return {
    to: party.email,
    subject: `Your offer has lapsed: ${event.name}`,
    text: [
      `Hello ${party.name},`,
      '',
      `The ${seatsWords(event, party)} held for you for ${event.name} were not bought by ${deadline}, so they are offered to the next party on the waiting list.`,
      'If you still wish to come, please contact the chapter.',
      '',
    ].join('\n'),
  };
}

export const REFUND_DAYS = 'The refund reaches your card in 5–10 business days, depending on your bank.';

export function cancelledMail(event: TicketedEvent | null, order: OrderRecord, refunded: Cents, reason: string): Mail {
  const what = event === null ? order.description : `${order.description} (${event.name})`;
  return {
    to: order.contact.email,
    subject: `Your order was cancelled and refunded: ${event?.name ?? order.description}`,
    text: [
      `Hello ${order.contact.firstName},`,
      '',
      `Your order ${order.id}, ${what}, was cancelled and ${formatCents(refunded)} was refunded to your card.`,
      `The reason: ${reason}`,
      REFUND_DAYS,
      '',
    ].join('\n'),
  };
}

const UNSEATED_APOLOGY = 'Sorry, the last seats were taken while you paid; you were refunded in full.';

export function unseatedMail(order: OrderRecord, refunded: Cents): Mail {
  return {
    to: order.contact.email,
    subject: `Your payment was refunded: ${order.description}`,
    text: [
      `Hello ${order.contact.firstName},`,
      '',
      UNSEATED_APOLOGY,
      `Order ${order.id}: ${order.description}, ${formatCents(refunded)} refunded.`,
      REFUND_DAYS,
      '',
    ].join('\n'),
  };
}
