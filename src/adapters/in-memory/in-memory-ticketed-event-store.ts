import { errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import {
  duplicateSlug,
  EVENT_NOT_FOUND,
  STALE_EVENT,
  type EventStoreError,
  type SeatClaim,
  type SeatConfirmation,
  type StoredTicketedEvent,
  type TicketedEventStore,
} from '../../application/ports/ticketed-event-store.port';
import type { AuditEntry } from '../../domain/audit';
import { confirmPayment, placeHold, type NotEnoughSeats, type SeatHold, type SeatLedger } from '../../domain/seat-holds';
import { addCounts, type TicketCounts, type TicketedEvent } from '../../domain/ticketed-events';
import { InMemoryAuditRecords } from './in-memory-audit-records';

function byStart(a: StoredTicketedEvent, b: StoredTicketedEvent): number {
  return a.event.start < b.event.start ? -1 : a.event.start > b.event.start ? 1 : a.event.slug < b.event.slug ? -1 : 1;
}

/**
 * Ticketed events and seat claims in Maps, with the database's rules: unique slugs, edits only
 * from the version they started from, and every seat change run through the domain on the ledger
 * the claims make (sold claims sum to `sold`; held claims are the holds). JavaScript runs one
 * change at a time, which is the lock.
 */
export class InMemoryTicketedEventStore implements TicketedEventStore {
  readonly #events = new Map<string, StoredTicketedEvent>();
  readonly #claims = new Map<string, SeatClaim>();
  readonly #audit: InMemoryAuditRecords;

  /** `events` are stored as created at `at` (the spec's events, in tests); officers' writes append to `audit`, the wiring's log. */
  constructor(events: readonly TicketedEvent[] = [], at = '2026-01-01T00:00:00.000Z', audit = new InMemoryAuditRecords()) {
    this.#audit = audit;
    for (const event of events) this.#events.set(event.slug, { event, createdAt: at, updatedAt: at });
  }

  list(): ResultAsync<readonly StoredTicketedEvent[], EventStoreError> {
    return okAsync([...this.#events.values()].sort(byStart));
  }

  get(slug: string): ResultAsync<StoredTicketedEvent, EventStoreError> {
    const stored = this.#events.get(slug);
    return stored ? okAsync(stored) : errAsync(EVENT_NOT_FOUND);
  }

  create(event: TicketedEvent, at: string, audit?: AuditEntry): ResultAsync<StoredTicketedEvent, EventStoreError> {
    if (this.#events.has(event.slug)) return errAsync(duplicateSlug(event.slug));
    const stored = { event, createdAt: at, updatedAt: at };
    this.#events.set(event.slug, stored);
    if (audit) this.#audit.append(audit);
    return okAsync(stored);
  }

  update(
    event: TicketedEvent,
    expectedUpdatedAt: string,
    at: string,
    audit?: AuditEntry,
  ): ResultAsync<StoredTicketedEvent, EventStoreError> {
    const current = this.#events.get(event.slug);
    if (!current) return errAsync(EVENT_NOT_FOUND);
    if (current.updatedAt !== expectedUpdatedAt) return errAsync(STALE_EVENT);
    // A save in the same millisecond as the last still changes the version.
    const updatedAt = at > current.updatedAt ? at : new Date(Date.parse(current.updatedAt) + 1).toISOString();
    const stored = { event, createdAt: current.createdAt, updatedAt };
    this.#events.set(event.slug, stored);
    if (audit) this.#audit.append(audit);
    return okAsync(stored);
  }

  ledger(slug: string, now: number): ResultAsync<SeatLedger, EventStoreError> {
    if (!this.#events.has(slug)) return errAsync(EVENT_NOT_FOUND);
    return okAsync(this.#ledgerOf(slug, now));
  }

  hold(slug: string, hold: SeatHold, now: number): ResultAsync<SeatLedger, NotEnoughSeats | EventStoreError> {
    return this.#withEvent(slug, (event) => {
      const claim = this.#claims.get(hold.id);
      if (claim?.state === 'sold') return ok(this.#ledgerOf(slug, now));
      return placeHold(event, this.#ledgerOf(slug, now), hold, now).map((ledger) => {
        this.#claims.set(hold.id, { orderId: hold.id, eventSlug: slug, seats: hold.seats, state: 'held', expiresAt: hold.expiresAt });
        return ledger;
      });
    });
  }

  releaseHold(slug: string, orderId: string): ResultAsync<void, EventStoreError> {
    const claim = this.#claims.get(orderId);
    if (claim?.eventSlug === slug && claim.state === 'held') this.#claims.set(orderId, { ...claim, state: 'released', expiresAt: null });
    return okAsync(undefined);
  }

  confirm(
    slug: string,
    orderId: string,
    seats: TicketCounts,
    now: number,
  ): ResultAsync<SeatConfirmation, NotEnoughSeats | EventStoreError> {
    return this.#withEvent(slug, (event): Result<SeatConfirmation, NotEnoughSeats> => {
      if (this.#claims.get(orderId)?.state === 'sold') return ok({ outcome: 'already-sold' });
      return confirmPayment(event, this.#ledgerOf(slug, now), orderId, seats, now).map(({ from }) => {
        this.#claims.set(orderId, { orderId, eventSlug: slug, seats, state: 'sold', expiresAt: null });
        return { outcome: 'sold', from };
      });
    });
  }

  releaseSold(slug: string, orderId: string): ResultAsync<SeatClaim | null, EventStoreError> {
    const claim = this.#claims.get(orderId);
    if (!claim || claim.eventSlug !== slug || claim.state === 'released') return okAsync(null);
    const released = { ...claim, state: 'released' as const, expiresAt: null };
    this.#claims.set(orderId, released);
    return okAsync(released);
  }

  claimOf(orderId: string): ResultAsync<SeatClaim | null, EventStoreError> {
    return okAsync(this.#claims.get(orderId) ?? null);
  }

  #withEvent<T, E>(slug: string, change: (event: TicketedEvent) => Result<T, E>): ResultAsync<T, E | EventStoreError> {
    const stored = this.#events.get(slug);
    if (!stored) return errAsync(EVENT_NOT_FOUND);
    const result = change(stored.event);
    return result.isOk() ? okAsync(result.value) : errAsync(result.error);
  }

  #ledgerOf(slug: string, now: number): SeatLedger {
    const claims = [...this.#claims.values()].filter((claim) => claim.eventSlug === slug);
    const sold = claims.filter((claim) => claim.state === 'sold').reduce<TicketCounts>((sum, claim) => addCounts(sum, claim.seats), {});
    const holds = claims
      .filter((claim) => claim.state === 'held' && claim.expiresAt !== null && claim.expiresAt > now)
      .map((claim) => ({ id: claim.orderId, seats: claim.seats, expiresAt: claim.expiresAt ?? 0 }));
    return { sold, holds };
  }
}
