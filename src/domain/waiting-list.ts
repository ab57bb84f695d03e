import { err, ok, type Result } from 'neverthrow';
import type { LocalDateTime } from './local-date-time';
import { remainingMessage, remainingOfType, salesState, type SeatsTaken } from './ticket-sales';
import type { NotEnoughSeats } from './seat-holds';
import type { TicketCounts, TicketedEvent, TicketType } from './ticketed-events';
import { email, MAX_LENGTH, required, type InvalidForm } from './validation/fields';

/**
 * The waiting list of a sold-out event (issue 17, point 5): who may join it, how big a party may
 * be, which seats an offer holds and for how long. The queue itself is kept behind the WaitingList
 * port; these are its rules.
 */

/** How long an offer holds its seats for the party before it passes to the next one. */
export const OFFER_HOURS = 48;
export const OFFER_MILLISECONDS = OFFER_HOURS * 60 * 60 * 1000;

/** The type an offer for 'any type' (null) holds seats of: the event's first. */
export function offeredType(event: TicketedEvent, typeId: string | null): TicketType | null {
  return typeId === null ? (event.ticketTypes[0] ?? null) : (event.ticketTypes.find((type) => type.id === typeId) ?? null);
}

/** The seats an offer to a party holds: its party size, of its type (or the event's first). */
export function offerSeats(event: TicketedEvent, typeId: string | null, partySize: number): TicketCounts {
  const type = offeredType(event, typeId);
  return type === null ? {} : { [type.id]: partySize };
}

export const WAITING_LIST_CLOSED = 'The waiting list opens when tickets are sold out; tickets are still on sale.';
export const WAITING_LIST_NOT_OPEN = 'This event has no waiting list now.';

/**
 * Whether a party may join now: the event is published and sold out, or the type chosen has no
 * seat left while sales are open. Otherwise the words saying why not.
 */
export function waitingListOpen(event: TicketedEvent, now: LocalDateTime, taken: SeatsTaken, typeId: string | null): Result<void, string> {
  const state = salesState(event, now, taken);
  if (state.kind === 'soldOut') return ok(undefined);
  if (state.kind !== 'open') return err(WAITING_LIST_NOT_OPEN);
  const type = typeId === null ? null : offeredType(event, typeId);
  return type !== null && remainingOfType(event, type, taken) === 0 ? ok(undefined) : err(WAITING_LIST_CLOSED);
}

/** What a person types to join: the type waited for (null: any), name, e-mail, party size. */
export interface WaitingListForm {
  readonly typeId: string | null;
  readonly name: string;
  readonly email: string;
  readonly partySize: number;
}

export type WaitingListField = 'typeId' | 'name' | 'email' | 'partySize';

/** The form checked against the event: a known type, a name, an e-mail, and a party of 1 to the type's per-order maximum. */
export function checkWaitingListForm(event: TicketedEvent, form: WaitingListForm): Result<WaitingListForm, InvalidForm<WaitingListField>> {
  const fields: Partial<Record<WaitingListField, string>> = {};
  const type = offeredType(event, form.typeId);
  if (type === null) fields.typeId = 'Please choose a ticket type of this event.';
  const name = required(form.name, 'Name', MAX_LENGTH.name);
  if (name.isErr()) fields.name = name.error;
  const address = email(form.email);
  if (address.isErr()) fields.email = address.error;
  const max = type?.perOrderMax ?? 1;
  if (!Number.isInteger(form.partySize) || form.partySize < 1 || form.partySize > max) {
    fields.partySize = `Party size must be a whole number from 1 to ${max}.`;
  }
  if (Object.keys(fields).length > 0 || name.isErr() || address.isErr()) return err({ type: 'InvalidForm', fields });
  return ok({ typeId: form.typeId, name: name.value, email: address.value, partySize: form.partySize });
}

/** The words for seats that do not fit: 'Only 3 left', 'Sold out.', or how many are left when that is more than a few. */
export function notEnoughSeatsWords(refusal: NotEnoughSeats): string {
  return remainingMessage(refusal.remaining) ?? `Only ${refusal.remaining} left`;
}
