import { err, ok, type Result } from 'neverthrow';
import type { Action } from './access';
import type { LocalDateTime } from './local-date-time';
import { formatCents, type Cents } from './money';
import { SPEC_EVENTS } from './spec-events';
import { countOf, totalCount, type EventStatus, type TicketCounts, type TicketedEvent } from './ticketed-events';
import type { FieldErrors } from './validation/fields';

/**
 * What a chair may change in an event once it exists (issue 17, point 7): which status may follow
 * which, what the seats already sold forbid, and last year's event copied as a start. Prices may
 * change at any time: an order keeps the amount it was charged, so a new price is for new orders.
 */

/** A status change the event's life does not allow. */
export interface StatusChangeRefused {
  readonly type: 'StatusChangeRefused';
  readonly message: string;
}

export const CANCELLED_IS_FINAL = 'This event has been cancelled, and a cancelled event stays cancelled.';
export const NOT_BACK_TO_DRAFT = 'A published event cannot go back to being a draft.';
export const PUBLISH_BEFORE_CLOSING = 'Sales of a draft cannot be closed: publish the event first.';
export const NEW_EVENT_STATUS = 'A new event is saved as a draft or published.';

const refused = (message: string): StatusChangeRefused => ({ type: 'StatusChangeRefused', message });

/**
 * Whether `to` may follow `from`: a draft is published; sales of a published event close and
 * reopen; any event may be cancelled, and a cancelled one stays so. Staying put is always allowed.
 */
export function checkStatusChange(from: EventStatus, to: EventStatus): Result<EventStatus, StatusChangeRefused> {
  if (from === to) return ok(to);
  if (from === 'cancelled') return err(refused(CANCELLED_IS_FINAL));
  if (to === 'cancelled') return ok(to);
  if (to === 'draft') return err(refused(NOT_BACK_TO_DRAFT));
  if (to === 'salesClosed' && from === 'draft') return err(refused(PUBLISH_BEFORE_CLOSING));
  return ok(to);
}

/** A new event starts as a draft, or is published at once. */
export function checkNewEventStatus(status: EventStatus): Result<EventStatus, StatusChangeRefused> {
  return status === 'draft' || status === 'published' ? ok(status) : err(refused(NEW_EVENT_STATUS));
}

/** The access action that moves an event into `status` (the same names the roles of a later issue map onto). */
export function actionForStatus(status: EventStatus): Action {
  switch (status) {
    case 'draft':
      return 'updateTicketedEvent';
    case 'published':
      return 'publishTicketedEvent';
    case 'salesClosed':
      return 'closeTicketSales';
    case 'cancelled':
      return 'cancelTicketedEvent';
  }
}

const seats = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);

const typeWithSalesMessage = (name: string, sold: number) =>
  `${name} has ${seats(sold)} sold, so it cannot be removed. Close its sales by setting its capacity to ${sold} instead.`;
const typeCapacityBelowSoldMessage = (sold: number) =>
  `${seats(sold)} of this type ${sold === 1 ? 'is' : 'are'} already sold: the capacity cannot be below ${sold}.`;
const capacityBelowSoldMessage = (sold: number) =>
  `${seats(sold)} ${sold === 1 ? 'is' : 'are'} already sold: the capacity cannot be below ${sold}.`;

/**
 * What the seats already sold forbid in an edit, keyed as the form's fields: removing a type that
 * has sold seats (under `ticketTypes`), a type's capacity below its seats sold
 * (`ticketTypes.<index>.capacity`) and the event's below all seats sold (`capacity`).
 */
export function checkAgainstSeatsSold(
  previous: TicketedEvent,
  next: TicketedEvent,
  sold: TicketCounts,
): Result<TicketedEvent, FieldErrors> {
  const fields: Record<string, string> = {};
  const removed = previous.ticketTypes.filter((type) => countOf(sold, type.id) > 0 && !next.ticketTypes.some((t) => t.id === type.id));
  const [first] = removed;
  if (first) fields['ticketTypes'] = typeWithSalesMessage(first.name, countOf(sold, first.id));
  next.ticketTypes.forEach((type, index) => {
    const ofType = countOf(sold, type.id);
    if (type.capacity !== null && type.capacity < ofType) fields[`ticketTypes.${index}.capacity`] = typeCapacityBelowSoldMessage(ofType);
  });
  const all = totalCount(sold);
  if (next.capacity !== null && next.capacity < all) fields['capacity'] = capacityBelowSoldMessage(all);
  return Object.keys(fields).length === 0 ? ok(next) : err(fields);
}

const specPriceMessage = (name: string, price: Cents) =>
  `${name} costs ${formatCents(price)} on its original page, which states that price: it cannot be changed here.`;
const specTypeRemovedMessage = (name: string) => `${name} is sold on its original page, so it cannot be removed.`;
const SPEC_MEMBER_PRICE_MESSAGE = 'The original page states one price for everyone: this ticket cannot have a member price.';

/**
 * The specification's four ticket pages state their prices in their own words and total them
 * before checkout (`spec-events.ts`): on those events a type the page sells keeps its price, has no
 * member price, and stays. Other types may be added; dates, capacity and sales are the chair's.
 */
export function checkSpecPagePrices(previous: TicketedEvent, next: TicketedEvent): Result<TicketedEvent, FieldErrors> {
  if (!SPEC_EVENTS.some((event) => event.slug === previous.slug)) return ok(next);
  const fields: Record<string, string> = {};
  const spec = SPEC_EVENTS.find((event) => event.slug === previous.slug);
  for (const type of spec?.ticketTypes ?? []) {
    const index = next.ticketTypes.findIndex((candidate) => candidate.id === type.id);
    const kept = next.ticketTypes[index];
    if (kept === undefined) fields['ticketTypes'] ??= specTypeRemovedMessage(type.name);
    else if (kept.price !== type.price) fields[`ticketTypes.${index}.price`] = specPriceMessage(type.name, type.price);
    else if (kept.memberPrice !== null) fields[`ticketTypes.${index}.memberPrice`] = SPEC_MEMBER_PRICE_MESSAGE;
  }
  return Object.keys(fields).length === 0 ? ok(next) : err(fields);
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The same date and time a year on; 29 February becomes the 28th in a year without one. */
export function aYearOn(at: LocalDateTime): LocalDateTime {
  const year = Number(at.slice(0, 4)) + 1;
  const monthDay = at.slice(5, 10) === '02-29' && !isLeapYear(year) ? '02-28' : at.slice(5, 10);
  return `${String(year).padStart(4, '0')}-${monthDay}${at.slice(10)}` as LocalDateTime;
}

const aYearOnOrNull = (at: LocalDateTime | null) => (at === null ? null : aYearOn(at));

/**
 * Last year's event as the start of this year's: a draft at `slug` with the same ticket types and
 * prices, every date (the event's and the sales window's) a year on, and the year in its name moved
 * on too ('Spring Banquet 2026' -> 'Spring Banquet 2027'). A seeded event's own payment description
 * names last year's event, so the copy takes the general one.
 */
export function copyTicketedEvent(event: TicketedEvent, slug: string): TicketedEvent {
  const year = event.start.slice(0, 4);
  const nextYear = aYearOn(event.start).slice(0, 4);
  return {
    ...event,
    slug,
    name: event.name.replace(new RegExp(`\\b${year}\\b`, 'g'), nextYear),
    start: aYearOn(event.start),
    end: aYearOn(event.end),
    status: 'draft',
    sales: { opens: aYearOnOrNull(event.sales.opens), closes: aYearOnOrNull(event.sales.closes) },
    descriptionTemplate: null,
  };
}

/** The address suggested for a copy: the slug with its year moved on, or '-copy' added when it names none. */
export function suggestedCopySlug(event: Pick<TicketedEvent, 'slug' | 'start'>): string {
  const year = event.start.slice(0, 4);
  const moved = event.slug.replace(new RegExp(`(^|-)${year}(-|$)`), `$1${aYearOn(event.start).slice(0, 4)}$2`);
  return moved === event.slug ? `${event.slug}-copy`.slice(0, 80) : moved;
}
