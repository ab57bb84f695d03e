import type { LocalDateTime } from './local-date-time';
import type { Cents } from './money';

/**
 * A ticketed event as data (issue 17): what a chair creates, what the event page shows and what
 * the server prices orders from. Everything here is plain readonly data; the rules over it live
 * in `ticket-sales.ts` (what is on sale now), `event-pricing.ts` (an order priced),
 * `seat-holds.ts` (seats held while a payment runs) and `validation/ticketed-event-form.ts`.
 */
export type EventStatus = 'draft' | 'published' | 'salesClosed' | 'cancelled';

export const EVENT_STATUSES: readonly EventStatus[] = ['draft', 'published', 'salesClosed', 'cancelled'];

/** What each ticket of a type asks its buyer: the holder's name, and a question the chair wrote (a meal choice). */
interface TicketQuestions {
  readonly holderName: boolean;
  /** The chair's question, or null for none. */
  readonly question: string | null;
}

/**
 * A ticket type: a seat sold at a price, or a sponsorship (a seat paid for someone else, such as
 * the spec's 'Students to Sponsor'; its order names those sponsored). Both take a seat.
 */
export interface TicketType {
  /** Unique within its event; stable, so orders and holds can name it ('adults'). */
  readonly id: string;
  /** 'Adults'; the payment description names the type by it. */
  readonly name: string;
  /** 'Child (9 and under)'. */
  readonly description: string;
  readonly price: Cents;
  /** The price for a member with this year's dues paid, never above `price`; null for none. */
  readonly memberPrice: Cents | null;
  /** Seats of this type, or null when only the event's capacity bounds it. */
  readonly capacity: number | null;
  /** The most of this type one order may hold. */
  readonly perOrderMax: number;
  /** The part of the price that is not a gift (for receipts), never above `price`. */
  readonly fairMarketValue: Cents;
  readonly asks: TicketQuestions;
  readonly kind: 'ticket' | 'sponsorship';
}

/** The window in which tickets sell; a missing end means until the chair closes sales. */
interface SalesWindow {
  readonly opens: LocalDateTime | null;
  readonly closes: LocalDateTime | null;
}

export interface TicketedEvent {
  /** The page's address: `/events/<slug>`. */
  readonly slug: string;
  readonly name: string;
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
  /** The IANA zone `start`, `end` and the sales window are written in (the chapter's setting). */
  readonly timeZone: string;
  readonly venue: string;
  readonly description: string;
  /** `/files/website-assets/<key>`, or null. */
  readonly image: string | null;
  readonly status: EventStatus;
  readonly sales: SalesWindow;
  /** Seats across every type, or null for no overall limit. */
  readonly capacity: number | null;
  /** In the order the page lists them and the payment description names them. */
  readonly ticketTypes: readonly TicketType[];
  /**
   * The payment description when it is not the general '<event> Tickets - <type>: n, ...' (the
   * spec's own pages): `{<type id>}` stands for that type's count, e.g.
   * 'Cookout 2022 Tickets: {tickets}'. Null for the general shape.
   */
  readonly descriptionTemplate: string | null;
  /**
   * How many hours before the start ticket holders are e-mailed a reminder (0: none). Absent on an
   * event saved before the setting existed: DEFAULT_REMINDER_HOURS.
   */
  readonly reminderHours?: number;
}

/** The reminder's lead time when the chair has not set one: two days. */
export const DEFAULT_REMINDER_HOURS = 48;
/** The longest lead time the form accepts: 30 days. */
export const MAX_REMINDER_HOURS = 720;

/** The event's reminder lead time in hours (0: no reminder). */
export function reminderHoursOf(event: Pick<TicketedEvent, 'reminderHours'>): number {
  return event.reminderHours ?? DEFAULT_REMINDER_HOURS;
}

/**
 * Whether ticket holders are due their reminder: the event is not cancelled, has a reminder, and
 * starts after `now` and no later than its lead time after it, both read in the event's own zone
 * (`now` and `latest` as local date-times there).
 *
 * @example isReminderDue({ ...event, start: '2027-04-24T17:00', reminderHours: 48 }, '2027-04-22T18:00', '2027-04-24T18:00') // true
 */
export function isReminderDue(
  event: Pick<TicketedEvent, 'status' | 'start' | 'reminderHours'>,
  now: LocalDateTime,
  latest: LocalDateTime,
): boolean {
  return event.status !== 'cancelled' && reminderHoursOf(event) > 0 && event.start > now && event.start <= latest;
}

/** What the buyer wrote for one ticket: its holder's name and the answer to the chair's question (empty when not asked). */
export interface TicketAnswer {
  readonly holderName: string;
  readonly answer: string;
}

/** The answers of an order, per ticket type id, one per ticket, in order (checked by `validation/ticket-answers.ts`). */
export type OrderAnswers = Readonly<Record<string, readonly TicketAnswer[]>>;

/** A count per ticket type id; a type not named counts 0. */
export type TicketCounts = Readonly<Record<string, number>>;

/** The count of a type in counts, 0 when absent. */
export function countOf(counts: TicketCounts, typeId: string): number {
  return Object.hasOwn(counts, typeId) ? (counts[typeId] ?? 0) : 0;
}

/** The sum of every count. */
export function totalCount(counts: TicketCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** Counts added type by type (built as own properties: an id such as '__proto__' stays a count). */
export function addCounts(a: TicketCounts, b: TicketCounts): TicketCounts {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return Object.fromEntries([...ids].map((id) => [id, countOf(a, id) + countOf(b, id)]));
}

/** Slugs: lowercase letters, digits and single hyphens between them, at most 80 characters. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;

/** Whether a slug is one an event's page may have. */
export function isSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_SHAPE.test(slug);
}

/** The address of an event's page. */
export function eventPath(event: Pick<TicketedEvent, 'slug'>): string {
  return `/events/${event.slug}`;
}

/** Where an event's image may be: a file this site keeps in website-assets, named as the store names files. */
const EVENT_IMAGE_SHAPE = /^\/files\/website-assets\/[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

export function isEventImagePath(path: string): boolean {
  return EVENT_IMAGE_SHAPE.test(path) && !path.includes('..');
}

/** The price this buyer pays for a type: the member price when there is one and the buyer qualifies. */
export function unitPriceFor(type: TicketType, member: boolean): Cents {
  return member && type.memberPrice !== null && type.memberPrice < type.price ? type.memberPrice : type.price;
}
