import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { InMemoryTicketedEventStore } from '../../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import type { EventAdminDeps } from '../../../../src/application/server/events/event-admin-deps';
import type { Actor } from '../../../../src/domain/access';
import type { TicketedEventForm, TicketTypeForm } from '../../../../src/domain/validation/ticketed-event-form';
import { BANQUET_2027 } from '../../../domain/ticketed-event-fixtures';

export const ADMIN: Actor = { role: 'admin', email: 'chair@example.org' };
export const MEMBER: Actor = { role: 'member', email: 'ada@example.org' };
export const VISITOR: Actor = { role: 'visitor', email: null };

export function ticketTypeForm(overrides: Partial<TicketTypeForm> = {}): TicketTypeForm {
  return {
    id: '',
    name: 'Adult',
    description: '',
    price: '38',
    memberPrice: '33',
    capacity: '',
    perOrderMax: '',
    fairMarketValue: '',
    asksHolderName: true,
    question: '',
    kind: 'ticket',
    ...overrides,
  };
}

/** A chair's new event: two ticket types, one with a member price. */
export function eventForm(overrides: Partial<TicketedEventForm> = {}): TicketedEventForm {
  return {
    slug: 'fall-gala-2027',
    name: 'Fall Gala 2027',
    start: '2027-10-09T18:00',
    end: '2027-10-09T22:00',
    venue: 'Harbor Hall',
    description: 'An evening for the scholarship fund.',
    image: '',
    status: 'draft',
    salesOpens: '',
    salesCloses: '',
    capacity: '100',
    ticketTypes: [ticketTypeForm(), ticketTypeForm({ name: 'Child', price: '20', memberPrice: '', asksHolderName: false })],
    descriptionTemplate: '',
    reminderHours: '',
    ...overrides,
  };
}

/** The chair's operations over an in-memory store holding the 2027 banquet (published), at a fixed time. */
export function eventAdminWorld() {
  const clock = new ManualClock('2027-04-01T16:00:00.000Z');
  const events = new InMemoryTicketedEventStore([BANQUET_2027], '2027-01-10T00:00:00.000Z');
  const deps: EventAdminDeps = { events, clock, timeZone: 'America/New_York' };
  /** Sells seats as a paid order would: a hold, then its confirmation. */
  const sell = async (orderId: string, seats: Record<string, number>) => {
    const now = clock.now();
    (await events.hold(BANQUET_2027.slug, { id: orderId, seats, expiresAt: now + 60_000 }, now))._unsafeUnwrap();
    (await events.confirm(BANQUET_2027.slug, orderId, seats, now))._unsafeUnwrap();
  };
  return { deps, clock, events, sell };
}
