import { err, ok, type Result } from 'neverthrow';
import { remainingOfType, remainingOverall, type SeatsTaken } from './ticket-sales';
import { addCounts, countOf, totalCount, type TicketCounts, type TicketedEvent } from './ticketed-events';

/**
 * Seats kept for a payment under way (issue 17, point 4). Starting a payment places a hold; a paid
 * order turns it into sold seats; a failed or abandoned payment releases it; a hold past its
 * `expiresAt` no longer counts. Times here are instants (milliseconds since the epoch, as the
 * Clock port gives them), not chapter-local times: a hold lasts minutes, across any change of
 * the clocks.
 */
export interface SeatHold {
  readonly id: string;
  readonly seats: TicketCounts;
  readonly expiresAt: number;
}

/** An event's seats as a store keeps them: sold per type, and the holds placed. */
export interface SeatLedger {
  readonly sold: TicketCounts;
  readonly holds: readonly SeatHold[];
}

export const EMPTY_LEDGER: SeatLedger = { sold: {}, holds: [] };

/** How long starting a payment holds its seats. */
export const HOLD_MILLISECONDS = 10 * 60 * 1000;

type Capacities = Pick<TicketedEvent, 'capacity' | 'ticketTypes'>;

/** A hold still counting at `now`. */
function isActive(hold: SeatHold, now: number): boolean {
  return hold.expiresAt > now;
}

/** Seats taken at `now`: sold, and held by active holds. */
export function seatsTaken(ledger: SeatLedger, now: number): SeatsTaken {
  const held = ledger.holds.filter((hold) => isActive(hold, now)).reduce<TicketCounts>((sum, hold) => addCounts(sum, hold.seats), {});
  return { sold: ledger.sold, held };
}

/** Seats asked for exceed those left: of one type (`typeId`), or of the event (null). */
export interface NotEnoughSeats {
  readonly type: 'NotEnoughSeats';
  readonly typeId: string | null;
  readonly remaining: number;
}

/**
 * Whether `seats` fit beside those taken: no type beyond its own capacity or the event's, and the
 * event not beyond its capacity. A type not in the event has no seats.
 */
export function seatsFit(event: Capacities, taken: SeatsTaken, seats: TicketCounts): Result<TicketCounts, NotEnoughSeats> {
  for (const [typeId, count] of Object.entries(seats)) {
    const type = event.ticketTypes.find((candidate) => candidate.id === typeId);
    const remaining = type ? remainingOfType(event, type, taken) : 0;
    if (count > 0 && remaining !== null && count > remaining) return err({ type: 'NotEnoughSeats', typeId, remaining });
  }
  const overall = remainingOverall(event, taken);
  return overall !== null && totalCount(seats) > overall ? err({ type: 'NotEnoughSeats', typeId: null, remaining: overall }) : ok(seats);
}

function withoutHold(ledger: SeatLedger, id: string): SeatLedger {
  return { sold: ledger.sold, holds: ledger.holds.filter((hold) => hold.id !== id) };
}

/** Expired holds dropped: what a store may delete at `now` without changing what is taken. */
export function pruneExpired(ledger: SeatLedger, now: number): SeatLedger {
  return { sold: ledger.sold, holds: ledger.holds.filter((hold) => isActive(hold, now)) };
}

/**
 * Places a hold when its seats fit at `now`; the ledger is unchanged otherwise. A hold with an id
 * already placed replaces it (a payment started again holds its seats once).
 */
export function placeHold(event: Capacities, ledger: SeatLedger, hold: SeatHold, now: number): Result<SeatLedger, NotEnoughSeats> {
  const others = pruneExpired(withoutHold(ledger, hold.id), now);
  return seatsFit(event, seatsTaken(others, now), hold.seats).map(() => ({ sold: others.sold, holds: [...others.holds, hold] }));
}

/** Releases a hold (a failed or abandoned payment); releasing one not held changes nothing. */
export function releaseHold(ledger: SeatLedger, id: string): SeatLedger {
  return withoutHold(ledger, id);
}

/** A paid order's seats: kept from its active hold, or taken again after the hold expired. */
export type Confirmed = { readonly ledger: SeatLedger; readonly from: 'hold' | 'seatsLeft' };

/**
 * A payment succeeded for `seats`. Its active hold becomes sold seats. When the hold expired (or
 * was released), the seats are sold if they still fit; otherwise NotEnoughSeats: the payment must
 * be refunded at once and the buyer told.
 */
export function confirmPayment(
  event: Capacities,
  ledger: SeatLedger,
  holdId: string,
  seats: TicketCounts,
  now: number,
): Result<Confirmed, NotEnoughSeats> {
  const hold = ledger.holds.find((candidate) => candidate.id === holdId);
  const others = withoutHold(ledger, holdId);
  const sell = (): SeatLedger => ({ sold: addCounts(others.sold, seats), holds: others.holds });
  if (hold !== undefined && isActive(hold, now) && sameSeats(hold.seats, seats)) return ok({ ledger: sell(), from: 'hold' });
  return seatsFit(event, seatsTaken(others, now), seats).map(() => ({ ledger: sell(), from: 'seatsLeft' as const }));
}

function sameSeats(a: TicketCounts, b: TicketCounts): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => countOf(a, id) === countOf(b, id));
}
