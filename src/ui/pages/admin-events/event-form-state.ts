import { checkNewEventStatus, checkStatusChange } from '../../../domain/ticketed-event-changes';
import { EVENT_STATUSES, type EventStatus } from '../../../domain/ticketed-events';
import type { TicketedEventForm, TicketTypeForm } from '../../../domain/validation/ticketed-event-form';

/** How the chair's pages name each status. */
export const STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  salesClosed: 'Sales closed',
  cancelled: 'Cancelled',
};

export const EMPTY_TICKET_TYPE: TicketTypeForm = {
  id: '',
  name: '',
  description: '',
  price: '',
  memberPrice: '',
  capacity: '',
  perOrderMax: '',
  fairMarketValue: '',
  asksHolderName: false,
  question: '',
  kind: 'ticket',
};

/** A new event's form: a draft with one ticket type to fill in. */
export const EMPTY_EVENT_FORM: TicketedEventForm = {
  slug: '',
  name: '',
  start: '',
  end: '',
  venue: '',
  description: '',
  image: '',
  status: 'draft',
  salesOpens: '',
  salesCloses: '',
  capacity: '',
  ticketTypes: [EMPTY_TICKET_TYPE],
  descriptionTemplate: '',
  reminderHours: '',
};

/** The address suggested from a name: 'Spring Banquet 2027' -> 'spring-banquet-2027' (the chair may change it before saving). */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The statuses the form offers: for a new event draft or published; otherwise the current one and those that may follow it. */
export function statusChoices(current: EventStatus | null): readonly EventStatus[] {
  return EVENT_STATUSES.filter((status) =>
    current === null ? checkNewEventStatus(status).isOk() : checkStatusChange(current, status).isOk(),
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
