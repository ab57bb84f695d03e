import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { NotEnoughSeats, SeatHold, SeatLedger } from '../../domain/seat-holds';
import type { TicketCounts, TicketedEvent } from '../../domain/ticketed-events';

/** An event as stored: its data, and when it was created and last changed (ISO instants). */
export interface StoredTicketedEvent {
  readonly event: TicketedEvent;
  readonly createdAt: string;
  /** Changes with every save; an edit names the one it started from (no lost edits). */
  readonly updatedAt: string;
}

export type EventStoreError =
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'DuplicateSlug'; readonly slug: string; readonly message: string }
  /** The event changed since the edit began: reload and edit again. */
  | { readonly type: 'Stale'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

export const EVENT_NOT_FOUND: EventStoreError = { type: 'NotFound', message: 'The event was not found.' };
export const duplicateSlug = (slug: string): EventStoreError => ({
  type: 'DuplicateSlug',
  slug,
  message: `Another event already has the address /events/${slug}.`,
});
export const STALE_EVENT: EventStoreError = {
  type: 'Stale',
  message: 'This event was changed by someone else since you opened it. Please reload it and make your change again.',
};

/** Where one order's seats stand: held while its payment runs, sold once paid, released when refunded or cancelled. */
export type SeatClaimState = 'held' | 'sold' | 'released';

/** One order's seats in one event (the store keeps one per order). */
export interface SeatClaim {
  readonly orderId: string;
  readonly eventSlug: string;
  readonly seats: TicketCounts;
  readonly state: SeatClaimState;
  /** For a held claim, when the hold lapses (ms since the epoch); null otherwise. */
  readonly expiresAt: number | null;
}

/** How a confirmation went: the claim sold now (from its hold, or from seats still left) or sold before. */
export type SeatConfirmation = { readonly outcome: 'sold'; readonly from: 'hold' | 'seatsLeft' } | { readonly outcome: 'already-sold' };

/**
 * Ticketed events and their seats (issue 17). Seat changes are made under a lock on the event
 * that holds across processes (SQLite: a write transaction taken at its start; PostgreSQL: the
 * event's row `FOR UPDATE`), so two buyers never both get the last seat. The rules (does it fit,
 * does a hold still count) are the domain's `seat-holds.ts`; the store runs them on the ledger it
 * reads under the lock: sold = the seats of every 'sold' claim, holds = every 'held' claim.
 * Every seat operation is keyed on the order, so repeating one (a retry after a crash) changes nothing.
 */
export interface TicketedEventStore {
  /** Every event, drafts included, earliest start first (then by slug). */
  list(): ResultAsync<readonly StoredTicketedEvent[], EventStoreError>;
  get(slug: string): ResultAsync<StoredTicketedEvent, EventStoreError>;
  /**
   * A new event; a slug already used answers DuplicateSlug. An officer's creation passes its
   * `audit` entry, written in the same transaction (neither without the other).
   */
  create(event: TicketedEvent, at: string, audit?: AuditEntry): ResultAsync<StoredTicketedEvent, EventStoreError>;
  /**
   * Replaces the event with the same slug when it was last changed at `expectedUpdatedAt`
   * (otherwise Stale; NotFound when there is none). The slug itself never changes. An officer's
   * change passes its `audit` entry, written in the same transaction.
   */
  update(
    event: TicketedEvent,
    expectedUpdatedAt: string,
    at: string,
    audit?: AuditEntry,
  ): ResultAsync<StoredTicketedEvent, EventStoreError>;
  /** The event's seats as the domain reads them: sold, and the holds not yet expired at `now`. */
  ledger(slug: string, now: number): ResultAsync<SeatLedger, EventStoreError>;
  /**
   * Holds seats for an order (`hold.id` is the order id) when they fit at `now` (domain
   * `placeHold`); a hold for the same order replaces it. An order whose seats are already sold
   * answers ok unchanged. Answers the ledger after the change.
   */
  hold(slug: string, hold: SeatHold, now: number): ResultAsync<SeatLedger, NotEnoughSeats | EventStoreError>;
  /** Releases an order's hold (a failed or abandoned payment); nothing held, nothing changes. Sold seats stay sold. */
  releaseHold(slug: string, orderId: string): ResultAsync<void, EventStoreError>;
  /**
   * A payment for the order succeeded: its seats become sold (domain `confirmPayment`: from the
   * active hold, or from the seats left when it expired). Sold already: 'already-sold'. No seats
   * left: NotEnoughSeats (the caller refunds the payment).
   */
  confirm(slug: string, orderId: string, seats: TicketCounts, now: number): ResultAsync<SeatConfirmation, NotEnoughSeats | EventStoreError>;
  /** An order refunded or cancelled: its sold (or held) seats are free again. Answers the claim released, or null if there was none. */
  releaseSold(slug: string, orderId: string): ResultAsync<SeatClaim | null, EventStoreError>;
  /** The order's claim, or null. */
  claimOf(orderId: string): ResultAsync<SeatClaim | null, EventStoreError>;
}
