import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryTicketedEventStore } from '../../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { eventReminderJob, type EventReminderDeps } from '../../../../src/application/server/events/event-reminders.job';
import type { TicketedEvent } from '../../../../src/domain/ticketed-events';
import { doorWorld, GALA, paidTickets, type DoorWorld } from './door-fixtures';
import { FakeMailQueue } from './fake-mail-queue';

const PUBLIC_URL = 'https://alumni.example.org';
// The gala starts Apr 24, 2027 at 5:00 PM in New York (EDT, UTC-4): 21:00 UTC.
const STARTS = Date.parse('2027-04-24T21:00:00.000Z');
const HOUR = 3_600_000;
const hoursBefore = (hours: number) => new Date(STARTS - hours * HOUR);

interface Setup {
  readonly world: DoorWorld;
  readonly queue: FakeMailQueue;
  readonly job: ReturnType<typeof eventReminderJob>;
}

async function setup(gala: TicketedEvent = GALA): Promise<Setup> {
  const world = doorWorld();
  const queue = new FakeMailQueue();
  const events = new InMemoryTicketedEventStore([gala]);
  await paidTickets(world, 1, { name: 'Ada Lovelace', email: 'ada@example.org' }, [
    { typeId: 'adults', holderName: 'Grace Hopper', answer: 'Fish' },
    { typeId: 'children', holderName: 'Tim Lovelace' },
  ]);
  await paidTickets(world, 2, { name: 'Katherine Johnson', email: 'kj@example.org' }, [
    { typeId: 'adults', holderName: 'Katherine Johnson' },
  ]);
  await paidTickets(world, 3, { name: 'Pending Payer', email: 'pending@example.org' }, [{ typeId: 'adults', holderName: 'Pending Payer' }]);
  await paidTickets(world, 4, { name: 'Refunded Buyer', email: 'refunded@example.org' }, [
    { typeId: 'adults', holderName: 'Refunded Buyer' },
  ]);
  for (const id of ['order-1', 'order-2', 'order-4']) (await world.ledger.markPaid(id, '2027-04-01T12:00:00.000Z'))._unsafeUnwrap();
  (await world.ledger.markFulfilled('order-2', '2027-04-01T12:00:00.000Z'))._unsafeUnwrap();
  (await world.ledger.markRefunded('order-4', '2027-04-02T12:00:00.000Z', 'Asked'))._unsafeUnwrap();
  const deps: EventReminderDeps = {
    ticketing: { events, tickets: world.tickets, tokens: world.tokens },
    ledger: world.ledger,
    mailQueue: queue,
    config: { publicUrl: PUBLIC_URL },
  };
  return { world, queue, job: eventReminderJob(deps) };
}

describe('eventReminderJob', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('runs every hour under its own name', () => {
    expect({ name: s.job.name, every: s.job.every }).toEqual({ name: 'event-reminders', every: 'hour' });
  });

  it('queues nothing before the 48 hours before the start', async () => {
    expect((await s.job.run(hoursBefore(48.5)))._unsafeUnwrap()).toBe('No event starts within its reminder time.');
    expect(s.queue.queued).toEqual([]);
  });

  it('from 48 hours before, queues one reminder per paid order to its buyer, under its key, and none to unpaid or refunded orders', async () => {
    expect((await s.job.run(hoursBefore(48)))._unsafeUnwrap()).toBe('2 new reminders queued for 1 event (2 ticket holders in all).');
    expect(s.queue.queued.map((mail) => [mail.key, mail.to, mail.subject])).toEqual([
      ['event-reminder:spring-banquet-2027:order-1', 'ada@example.org', 'Reminder: Spring Banquet 2027'],
      ['event-reminder:spring-banquet-2027:order-2', 'kj@example.org', 'Reminder: Spring Banquet 2027'],
    ]);
    const code = (id: string) => encodeURIComponent(s.world.tokens.sign('ticket', id, null));
    expect(s.queue.queued[0]?.text).toBe(
      [
        'Hello Ada,',
        '',
        'This is a reminder that Spring Banquet 2027 is coming up, and you have tickets.',
        '',
        'When: Apr 24, 2027 at 5:00 PM to 9:00 PM (America/New_York time)',
        'Where: Harbor Hall, Portsmouth, VA',
        '',
        "Your tickets (2), order order-1: open each one's page to show its QR code at the door; each code admits one person.",
        `1. Adults: Grace Hopper (Meal choice: Fish)\n   ${PUBLIC_URL}/tickets/${code('order-1-1')}`,
        `2. Children: Tim Lovelace\n   ${PUBLIC_URL}/tickets/${code('order-1-2')}`,
        '',
        'We look forward to seeing you.',
        '',
      ].join('\n'),
    );
  });

  it('sends each buyer one reminder however many hourly runs see the event in its window', async () => {
    void (await s.job.run(hoursBefore(48)));
    expect((await s.job.run(hoursBefore(47)))._unsafeUnwrap()).toBe('0 new reminders queued for 1 event (2 ticket holders in all).');
    void (await s.job.run(hoursBefore(1)));
    expect(s.queue.queued).toHaveLength(2);
  });

  it('leaves out a buyer whose tickets were all voided', async () => {
    void (await s.world.tickets.voidOrder('order-2'));
    void (await s.job.run(hoursBefore(10)));
    expect(s.queue.queued.map((mail) => mail.to)).toEqual(['ada@example.org']);
  });

  it('queues nothing once the event has started', async () => {
    expect((await s.job.run(new Date(STARTS)))._unsafeUnwrap()).toBe('No event starts within its reminder time.');
    expect(s.queue.queued).toEqual([]);
  });

  it('follows the chair’s lead time, and sends none for 0 or for a cancelled event', async () => {
    const soon = await setup({ ...GALA, reminderHours: 3 });
    void (await soon.job.run(hoursBefore(4)));
    expect(soon.queue.queued).toEqual([]);
    void (await soon.job.run(hoursBefore(3)));
    expect(soon.queue.queued).toHaveLength(2);
    for (const gala of [
      { ...GALA, reminderHours: 0 },
      { ...GALA, status: 'cancelled' as const },
    ]) {
      const none = await setup(gala);
      expect((await none.job.run(hoursBefore(1)))._unsafeUnwrap()).toBe('No event starts within its reminder time.');
      expect(none.queue.queued).toEqual([]);
    }
  });

  it('answers the queue’s failure, so the schedule shows the run failed', async () => {
    s.queue.failing = true;
    expect((await s.job.run(hoursBefore(2)))._unsafeUnwrapErr()).toEqual({ message: 'The queue is unavailable.' });
  });
});
