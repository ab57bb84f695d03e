import { err, ok, type Result } from 'neverthrow';
import { MAX_COUNT_PER_ORDER } from '../catalog';
import { compareLocalDateTimes, LOCAL_DATE_TIME_MESSAGE, parseLocalDateTime, type LocalDateTime } from '../local-date-time';
import { formatCents, ZERO_CENTS, type Cents } from '../money';
import {
  DEFAULT_REMINDER_HOURS,
  EVENT_STATUSES,
  isEventImagePath,
  isSlug,
  MAX_REMINDER_HOURS,
  type EventStatus,
  type TicketedEvent,
  type TicketType,
} from '../ticketed-events';
import { MAX_LENGTH, optional, required, type FieldCheck, type FieldErrors, type InvalidForm } from './fields';

/** A ticket type as the chair's form holds it: text as typed, two boxes ticked or not. */
export interface TicketTypeForm {
  /** Empty for a new type (its id is made from its name); kept when editing, so orders keep naming it. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Dollars: '38' or '38.50'. */
  readonly price: string;
  /** Empty for none. */
  readonly memberPrice: string;
  /** Empty: no limit of its own. */
  readonly capacity: string;
  /** Empty: the general maximum. */
  readonly perOrderMax: string;
  /** Empty: all of the price (nothing of it is a gift). */
  readonly fairMarketValue: string;
  readonly asksHolderName: boolean;
  /** Empty for no question. */
  readonly question: string;
  readonly kind: TicketType['kind'];
}

/** An event as the chair's form holds it. Dates and times are `YYYY-MM-DDTHH:MM` (what a datetime-local input gives). */
export interface TicketedEventForm {
  readonly slug: string;
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly venue: string;
  readonly description: string;
  readonly image: string;
  readonly status: string;
  readonly salesOpens: string;
  readonly salesCloses: string;
  readonly capacity: string;
  readonly ticketTypes: readonly TicketTypeForm[];
  /** Empty for the general payment description (only seeded events have one). */
  readonly descriptionTemplate: string;
  /** Hours before the start that ticket holders are reminded: empty for the default (48), 0 for none. */
  readonly reminderHours: string;
}

export const MAX_TICKET_TYPES = 20;
export const SLUG_MESSAGE = 'The address may use only lowercase letters, digits and single hyphens (like spring-banquet-2027).';
export const IMAGE_MESSAGE = 'Please choose an image uploaded to this site.';
export const STATUS_MESSAGE = 'Please choose a status.';
export const END_BEFORE_START_MESSAGE = 'The end must be after the start.';
export const CLOSES_BEFORE_OPENS_MESSAGE = 'Sales must close after they open.';
export const PRICE_MESSAGE = 'Please enter an amount in dollars, such as 38 or 38.50.';
export const MEMBER_PRICE_ABOVE_PRICE_MESSAGE = 'The member price cannot be above the price.';
export const FAIR_VALUE_ABOVE_PRICE_MESSAGE = 'The fair market value cannot be above the price.';
export const CAPACITY_MESSAGE = 'Please enter a whole number of seats, 0 or more, or leave it empty for no limit.';
export const PER_ORDER_MESSAGE = `Please enter a whole number from 1 to ${MAX_COUNT_PER_ORDER}, or leave it empty.`;
export const DUPLICATE_TYPE_MESSAGE = 'Another ticket type has this name.';
export const REMINDER_HOURS_MESSAGE = `Please enter a whole number of hours from 0 (no reminder) to ${MAX_REMINDER_HOURS}, or leave it empty for ${DEFAULT_REMINDER_HOURS}.`;
export const NO_TICKET_TYPES_MESSAGE = 'Please add at least one ticket type.';
export const TOO_MANY_TYPES_MESSAGE = `An event may have at most ${MAX_TICKET_TYPES} ticket types.`;
export const TEMPLATE_MESSAGE = 'The description template may name only this event’s ticket types.';

/** Dollars as typed ('$38', '38.5' is refused, '38.50') to cents. */
function dollars(value: string, label: string): FieldCheck<Cents> {
  return required(value, label, 20).andThen((text) => {
    const parts = /^\$?(\d{1,6})(?:\.(\d{2}))?$/.exec(text);
    return parts ? ok((Number(parts[1]) * 100 + Number(parts[2] ?? '0')) as Cents) : err(PRICE_MESSAGE);
  });
}

function optionalDollars(value: string, label: string): FieldCheck<Cents | null> {
  return value.trim() === '' ? ok(null) : dollars(value, label);
}

function wholeNumber(value: string, min: number, max: number, message: string): FieldCheck<number | null> {
  const text = value.trim();
  if (text === '') return ok(null);
  return /^\d{1,7}$/.test(text) && Number(text) >= min && Number(text) <= max ? ok(Number(text)) : err(message);
}

function localDateTime(value: string, label: string): FieldCheck<LocalDateTime> {
  return required(value, label, 16).andThen((text) => {
    const at = parseLocalDateTime(text);
    return at === null ? err(LOCAL_DATE_TIME_MESSAGE) : ok(at);
  });
}

function optionalLocalDateTime(value: string, label: string): FieldCheck<LocalDateTime | null> {
  return value.trim() === '' ? ok(null) : localDateTime(value, label);
}

/** A new type's id: its name in slug form ('Child (9 and under)' -> 'child-9-and-under'). */
export function ticketTypeId(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'ticket' : id.slice(0, 60);
}

/** Takes each check's value, or keeps its message under the field's key (the first message per field). */
class Checks {
  readonly errors: Record<string, string> = {};

  take<T>(key: string, check: FieldCheck<T>, fallback: T): T {
    return check.match(
      (value) => value,
      (message) => {
        this.errors[key] ??= message;
        return fallback;
      },
    );
  }

  refuse(key: string, wrong: boolean, message: string): void {
    if (wrong) this.errors[key] ??= message;
  }
}

function checkTicketType(form: TicketTypeForm, key: string, checks: Checks): TicketType {
  const name = checks.take(`${key}.name`, required(form.name, 'Ticket name', MAX_LENGTH.name), '');
  // Null when the price itself is wrong: nothing is compared with it then.
  const price = checks.take<Cents | null>(`${key}.price`, dollars(form.price, 'Price'), null);
  const memberPrice = checks.take(`${key}.memberPrice`, optionalDollars(form.memberPrice, 'Member price'), null);
  const fairMarketValue = checks.take(`${key}.fairMarketValue`, optionalDollars(form.fairMarketValue, 'Fair market value'), null);
  checks.refuse(`${key}.memberPrice`, price !== null && memberPrice !== null && memberPrice > price, MEMBER_PRICE_ABOVE_PRICE_MESSAGE);
  checks.refuse(
    `${key}.fairMarketValue`,
    price !== null && fairMarketValue !== null && fairMarketValue > price,
    FAIR_VALUE_ABOVE_PRICE_MESSAGE,
  );
  const question = checks.take(`${key}.question`, optional(form.question, 'Question', MAX_LENGTH.title), '');
  return {
    id: form.id.trim() === '' ? ticketTypeId(name) : form.id.trim(),
    name,
    description: checks.take(`${key}.description`, optional(form.description, 'Ticket description', MAX_LENGTH.title), ''),
    price: price ?? ZERO_CENTS,
    memberPrice,
    capacity: checks.take(`${key}.capacity`, wholeNumber(form.capacity, 0, 1_000_000, CAPACITY_MESSAGE), null),
    perOrderMax:
      checks.take(`${key}.perOrderMax`, wholeNumber(form.perOrderMax, 1, MAX_COUNT_PER_ORDER, PER_ORDER_MESSAGE), null) ??
      MAX_COUNT_PER_ORDER,
    fairMarketValue: fairMarketValue ?? price ?? ZERO_CENTS,
    asks: { holderName: form.asksHolderName, question: question === '' ? null : question },
    kind: form.kind === 'sponsorship' ? 'sponsorship' : 'ticket',
  };
}

function checkTicketTypes(forms: readonly TicketTypeForm[], checks: Checks): readonly TicketType[] {
  checks.refuse('ticketTypes', forms.length === 0, NO_TICKET_TYPES_MESSAGE);
  checks.refuse('ticketTypes', forms.length > MAX_TICKET_TYPES, TOO_MANY_TYPES_MESSAGE);
  const types = forms.slice(0, MAX_TICKET_TYPES).map((form, index) => checkTicketType(form, `ticketTypes.${index}`, checks));
  types.forEach((type, index) => {
    const earlier = types.slice(0, index);
    const duplicate = earlier.some((other) => other.name.toLowerCase() === type.name.toLowerCase() || other.id === type.id);
    checks.refuse(`ticketTypes.${index}.name`, type.name !== '' && duplicate, DUPLICATE_TYPE_MESSAGE);
  });
  return types;
}

function checkTemplate(value: string, types: readonly TicketType[]): FieldCheck<string | null> {
  return optional(value, 'Description template', MAX_LENGTH.title).andThen((text) => {
    if (text === '') return ok(null);
    const named = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]);
    return named.every((id) => types.some((type) => type.id === id)) ? ok(text) : err(TEMPLATE_MESSAGE);
  });
}

function isStatus(value: string): value is EventStatus {
  return (EVENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The chair's event form, field by field, with every problem at once: messages keyed by field,
 * a ticket type's as `ticketTypes.<index>.<field>`. `timeZone` is the chapter's setting. Whether
 * the slug is taken is for the store to say.
 */
export function validateTicketedEventForm(form: TicketedEventForm, timeZone: string): Result<TicketedEvent, InvalidForm> {
  const checks = new Checks();
  const slug = checks.take(
    'slug',
    required(form.slug, 'Address', 80).andThen((s) => (isSlug(s) ? ok(s) : err(SLUG_MESSAGE))),
    '',
  );
  const start = checks.take('start', localDateTime(form.start, 'Start'), null);
  const end = checks.take('end', localDateTime(form.end, 'End'), null);
  checks.refuse('end', start !== null && end !== null && compareLocalDateTimes(end, start) <= 0, END_BEFORE_START_MESSAGE);
  const opens = checks.take('salesOpens', optionalLocalDateTime(form.salesOpens, 'Sales open'), null);
  const closes = checks.take('salesCloses', optionalLocalDateTime(form.salesCloses, 'Sales close'), null);
  checks.refuse('salesCloses', opens !== null && closes !== null && compareLocalDateTimes(closes, opens) <= 0, CLOSES_BEFORE_OPENS_MESSAGE);
  const image = checks.take(
    'image',
    optional(form.image, 'Image', MAX_LENGTH.url).andThen((i) => (i === '' || isEventImagePath(i) ? ok(i) : err(IMAGE_MESSAGE))),
    '',
  );
  const ticketTypes = checkTicketTypes(form.ticketTypes, checks);
  const reminderHours = checks.take('reminderHours', wholeNumber(form.reminderHours, 0, MAX_REMINDER_HOURS, REMINDER_HOURS_MESSAGE), null);
  const event: TicketedEvent = {
    slug,
    name: checks.take('name', required(form.name, 'Event name', MAX_LENGTH.title), ''),
    start: start ?? ('' as LocalDateTime),
    end: end ?? ('' as LocalDateTime),
    timeZone,
    venue: checks.take('venue', required(form.venue, 'Venue', MAX_LENGTH.address), ''),
    description: checks.take('description', optional(form.description, 'Description', MAX_LENGTH.markdown), ''),
    image: image === '' ? null : image,
    status: checks.take('status', isStatus(form.status) ? ok(form.status) : err(STATUS_MESSAGE), 'draft'),
    sales: { opens, closes },
    capacity: checks.take('capacity', wholeNumber(form.capacity, 0, 1_000_000, CAPACITY_MESSAGE), null),
    ticketTypes,
    descriptionTemplate: checks.take('descriptionTemplate', checkTemplate(form.descriptionTemplate, ticketTypes), null),
    // Left out when empty, so an event saved before the setting keeps reading the default.
    ...(reminderHours === null ? {} : { reminderHours }),
  };
  const fields: FieldErrors = checks.errors;
  return Object.keys(fields).length === 0 ? ok(event) : err({ type: 'InvalidForm', fields });
}

/** Cents as the form shows them: '38' or '38.50' (no '$', no thousands commas). */
function dollarsText(amount: Cents): string {
  return formatCents(amount).replace(/[$,]/g, '');
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** An event as the chair's form starts (editing it, or copying last year's): validating it gives it back. */
export function ticketedEventForm(event: TicketedEvent): TicketedEventForm {
  return {
    slug: event.slug,
    name: event.name,
    start: event.start,
    end: event.end,
    venue: event.venue,
    description: event.description,
    image: event.image ?? '',
    status: event.status,
    salesOpens: event.sales.opens ?? '',
    salesCloses: event.sales.closes ?? '',
    capacity: numberText(event.capacity),
    descriptionTemplate: event.descriptionTemplate ?? '',
    reminderHours: numberText(event.reminderHours ?? null),
    ticketTypes: event.ticketTypes.map((type) => ({
      id: type.id,
      name: type.name,
      description: type.description,
      price: dollarsText(type.price),
      memberPrice: type.memberPrice === null ? '' : dollarsText(type.memberPrice),
      capacity: numberText(type.capacity),
      perOrderMax: String(type.perOrderMax),
      fairMarketValue: dollarsText(type.fairMarketValue),
      asksHolderName: type.asks.holderName,
      question: type.asks.question ?? '',
      kind: type.kind,
    })),
  };
}
