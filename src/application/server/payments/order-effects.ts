import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { DEFAULT_TIME_ZONE } from '../../../domain/local-date-time';
import { coveredDuesYears, initialDuesPayYear, LIFETIME_MEMBERSHIP, type DuesCutoff } from '../../../domain/membership';
import { checkNotAMember, fullName, type Member } from '../../../domain/members';
import type { EventTicketOrder } from '../../../domain/pricing';
import { countOf, type TicketedEvent } from '../../../domain/ticketed-events';
import { dateIn, isoNow, type Clock } from '../../ports/clock.port';
import type { NewTicket } from '../../ports/ticket-book.port';
import type { Ticketing } from '../../ports/ticketing.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MemberChanges, MemberRepository, NewMember } from '../../ports/member-repository.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import { createWithFreeMemberId } from '../member-ids';
import { unavailable, type Unavailable } from './payments.errors';

/** What applying an order's effect came to: done, or a reason to flag the order for a person to look at. */
export type Effect =
  | { readonly kind: 'done' }
  | { readonly kind: 'flag'; readonly note: string }
  /** The payment bought something no longer there (a seat): refund it at once and tell the payer. */
  | { readonly kind: 'refund'; readonly note: string };

export interface EffectDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /**
   * DUES_CUTOFF: from this day on a new annual membership covers next year's dues too; absent or null, no cut-off.
   * TIME_ZONE: the chapter's zone, in which the day of a payment (and so its dues year) is read; absent, America/New_York.
   */
  readonly config?: { readonly duesCutoff: DuesCutoff | null; readonly timeZone?: string };
  /** The events tickets are sold for: a paid order's seats are confirmed and its tickets issued. */
  readonly ticketing: Pick<Ticketing, 'events' | 'tickets' | 'tokens' | 'waitingList'>;
}

/** The dues years a payment fulfilled now covers, by the chapter's cut-off and the day in the chapter's zone. */
function covered(deps: EffectDeps) {
  const today = dateIn(deps.clock.now(), deps.config?.timeZone ?? DEFAULT_TIME_ZONE);
  return coveredDuesYears(today, deps.config?.duesCutoff ?? null);
}

const DONE: Effect = { kind: 'done' };
const DUPLICATE_MEMBER_NOTE = 'Duplicate member after payment: the e-mail already belongs to a member; refund needed.';
const MISSING_MEMBER_NOTE = 'Member not found after payment; refund needed.';
const NO_SEAT_LEFT: Effect = { kind: 'refund', note: 'No seat was left when the payment arrived (its hold had expired); refund needed.' };
const flag = (note: string): Effect => ({ kind: 'flag', note });

/** The duplicate-member rule after payment: a member with the order's e-mail is this order's own (an earlier attempt created it) or a duplicate. */
function ownOrDuplicate(holder: Member, order: OrderRecord, email: string): Effect {
  return checkNotAMember(email, holder, order.memberId).isOk() ? DONE : flag(DUPLICATE_MEMBER_NOTE);
}

function insertMember(deps: EffectDeps, order: OrderRecord, member: Omit<NewMember, 'id'>): ResultAsync<Effect, Unavailable> {
  return createWithFreeMemberId(deps, member, order.memberId)
    .map((): Effect => DONE)
    .orElse((e) => {
      if (e.type !== 'DuplicateEmail') return errAsync(unavailable(e));
      // Someone (perhaps a concurrent attempt at this same order) created the e-mail first.
      return deps.members
        .findByEmail(member.email)
        .mapErr(unavailable)
        .andThen((holder) => (holder ? okAsync(ownOrDuplicate(holder, order, member.email)) : errAsync(unavailable(e))));
    });
}

/** A new member from the order's application, with the member ID reserved on the order. */
function createMember(deps: EffectDeps, order: OrderRecord): ResultAsync<Effect, Unavailable> {
  const application = order.application;
  if (order.order.item !== 'membership' || !application) return okAsync(flag("A membership order without the member's details."));
  const plan = order.order.membership;
  const member = { ...application, membership: plan, duesPayYear: initialDuesPayYear(plan, covered(deps)) };
  return deps.members
    .findByEmail(application.email)
    .mapErr(unavailable)
    .andThen((holder) => (holder ? okAsync(ownOrDuplicate(holder, order, application.email)) : insertMember(deps, order, member)));
}

/** Dues and the upgrade change the paying member's record; setting the same value again changes nothing. */
function updateMember(deps: EffectDeps, order: OrderRecord, changes: MemberChanges): ResultAsync<Effect, Unavailable> {
  if (order.memberId === null) return okAsync(flag(MISSING_MEMBER_NOTE));
  return deps.members
    .update(order.memberId, changes)
    .map((): Effect => DONE)
    .orElse((e) => (e.type === 'NotFound' ? okAsync(flag(MISSING_MEMBER_NOTE)) : errAsync(unavailable(e))));
}

/** Every seat of a paid order as a ticket to issue, `<order id>-<n>` in the event's type order, with what the buyer wrote for it. */
function ticketsOf(order: OrderRecord, tickets: EventTicketOrder, event: TicketedEvent): NewTicket[] {
  const buyerName = fullName(order.contact);
  const perType = event.ticketTypes.flatMap((type) =>
    Array.from({ length: countOf(tickets.counts, type.id) }, (_, index) => {
      const answer = (Object.hasOwn(tickets.answers, type.id) ? tickets.answers[type.id] : undefined)?.[index];
      const sponsored = type.kind === 'sponsorship' ? tickets.sponsoredNames : '';
      return { typeId: type.id, holderName: answer?.holderName ?? '', answer: answer?.answer || sponsored };
    }),
  );
  return perType.map((ticket, index) => ({
    ...ticket,
    id: `${order.id}-${index + 1}`,
    orderId: order.id,
    eventSlug: event.slug,
    buyerName,
    buyerEmail: order.contact.email,
  }));
}

/**
 * A paid ticket order: its seats become sold (from its hold, or from the seats left when the hold
 * expired), then its tickets are issued; both are keyed on the order, so a retry changes nothing.
 * No seat left: the payment is owed its refund at once.
 */
function seatTickets(deps: EffectDeps, order: OrderRecord, tickets: EventTicketOrder): ResultAsync<Effect, Unavailable> {
  const { events } = deps.ticketing;
  const seats = Object.fromEntries(Object.entries(tickets.counts).filter(([, count]) => count > 0));
  return events
    .get(tickets.event)
    .mapErr(unavailable)
    .andThen(({ event }) =>
      events
        .confirm(event.slug, order.id, seats, deps.clock.now())
        .map((): Effect => DONE)
        .orElse((e) => (e.type === 'NotEnoughSeats' ? okAsync<Effect, Unavailable>(NO_SEAT_LEFT) : errAsync(unavailable(e))))
        .andThen((effect) =>
          effect.kind === 'done'
            ? deps.ticketing.tickets
                .issue(ticketsOf(order, tickets, event), isoNow(deps.clock))
                .mapErr(unavailable)
                .map(() => effect)
            : okAsync(effect),
        ),
    );
}

/**
 * Does what an order paid for, idempotently and keyed on the order, so a retry after a crash is
 * safe: a membership creates the member (once) with the dues year it covers (from the dues
 * cut-off on, an annual membership's is next year), dues set this year's dues, the upgrade makes the
 * member a lifetime member; an event's tickets take their seats and are issued; donations need
 * nothing beyond the ledger.
 */
export function applyEffect(deps: EffectDeps, order: OrderRecord): ResultAsync<Effect, Unavailable> {
  switch (order.order.item) {
    case 'membership':
      return createMember(deps, order);
    case 'dues':
      return updateMember(deps, order, { duesPayYear: String(order.order.year ?? covered(deps).dues) });
    case 'upgrade':
      return updateMember(deps, order, { membership: LIFETIME_MEMBERSHIP });
    case 'event-tickets':
      return seatTickets(deps, order, order.order);
    default:
      return okAsync(DONE);
  }
}
