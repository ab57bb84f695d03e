import { okAsync, ResultAsync } from 'neverthrow';
import { isReminderDue, reminderHoursOf, type TicketedEvent } from '../../../domain/ticketed-events';
import { localDateTimeIn } from '../../ports/clock.port';
import type { Mail } from '../../ports/mailer.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { TicketBook } from '../../ports/ticket-book.port';
import type { TicketedEventStore } from '../../ports/ticketed-event-store.port';
import type { ScheduledJob } from '../scheduling/scheduled-job';
import { eventReminderMail } from './event-reminder-mail';
import { ticketCode, ticketPageUrl } from './ticket-mail';

/** What the event reminder needs: the events, their orders and tickets, the queue, and the site's address for the links. */
export interface EventReminderDeps {
  readonly ticketing: { readonly events: TicketedEventStore; readonly tickets: TicketBook; readonly tokens: SignedTokens };
  readonly ledger: OrderLedger;
  readonly mailQueue: MailQueue;
  /** PUBLIC_URL: each ticket's page is `<publicUrl>/tickets/<code>`. */
  readonly config: { readonly publicUrl: string };
}

type JobError = { readonly message: string };

const HOUR = 3_600_000;

/** An order whose buyer holds tickets: paid (being issued) or fulfilled, with an address to write to. */
function holdsTickets(order: OrderRecord): boolean {
  return (order.status === 'paid' || order.status === 'fulfilled') && order.contact.email.trim() !== '';
}

function isDue(event: TicketedEvent, now: number): boolean {
  const latest = now + reminderHoursOf(event) * HOUR;
  return isReminderDue(event, localDateTimeIn(now, event.timeZone), localDateTimeIn(latest, event.timeZone));
}

/** The reminder of one order: its tickets still valid, each with its page's link; none when all were voided. */
function reminderOf(deps: EventReminderDeps, event: TicketedEvent, order: OrderRecord): ResultAsync<Mail | null, JobError> {
  return deps.ticketing.tickets
    .ofOrder(order.id)
    .map((tickets) => {
      const valid = tickets.filter((ticket) => !ticket.voided);
      if (valid.length === 0) return null;
      const reminded = valid.map((ticket) => ({
        ticket,
        url: ticketPageUrl(deps.config.publicUrl, ticketCode(deps.ticketing.tokens, ticket)),
      }));
      return eventReminderMail(event, order, reminded);
    })
    .mapErr((error) => ({ message: error.message }));
}

function remindersOf(deps: EventReminderDeps, event: TicketedEvent): ResultAsync<readonly Mail[], JobError> {
  return deps.ledger
    .ofEvent(event.slug)
    .mapErr((error): JobError => ({ message: error.message }))
    .andThen((orders) => ResultAsync.combine(orders.filter(holdsTickets).map((order) => reminderOf(deps, event, order))))
    .map((mails) => mails.filter((mail): mail is Mail => mail !== null));
}

/**
 * The hourly job that reminds ticket holders of an event (issue 19, point 7): for each event not
 * cancelled that starts within its reminder's lead time (the chair's setting, 48 hours unless set;
 * 0: none), one mail per paid order to its buyer, queued under the key
 * `event-reminder:<event slug>:<order id>`, so however many runs see the event in its window, each
 * buyer gets one. Answers how many were newly queued.
 */
export function eventReminderJob(deps: EventReminderDeps): ScheduledJob {
  return {
    name: 'event-reminders',
    every: 'hour',
    run: (now) =>
      deps.ticketing.events
        .list()
        .mapErr((error): JobError => ({ message: error.message }))
        .andThen((stored) => {
          const due = stored.map(({ event }) => event).filter((event) => isDue(event, now.getTime()));
          return ResultAsync.combine(due.map((event) => remindersOf(deps, event))).map((perEvent) => ({ due, mails: perEvent.flat() }));
        })
        .andThen(({ due, mails }) =>
          (mails.length === 0 ? okAsync(0) : deps.mailQueue.enqueue(mails).mapErr((error): JobError => ({ message: error.message }))).map(
            (queued) => summary(due.length, mails.length, queued),
          ),
        ),
  };
}

function summary(events: number, mails: number, queued: number): string {
  if (events === 0) return 'No event starts within its reminder time.';
  const eventWords = events === 1 ? '1 event' : `${events} events`;
  return `${queued} new reminder${queued === 1 ? '' : 's'} queued for ${eventWords} (${mails} ticket holder${mails === 1 ? '' : 's'} in all).`;
}
