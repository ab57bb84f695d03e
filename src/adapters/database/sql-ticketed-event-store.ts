import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import {
  duplicateSlug,
  EVENT_NOT_FOUND,
  STALE_EVENT,
  type EventStoreError,
  type SeatClaim,
  type SeatClaimState,
  type SeatConfirmation,
  type StoredTicketedEvent,
  type TicketedEventStore,
} from '../../application/ports/ticketed-event-store.port';
import type { AuditEntry } from '../../domain/audit';
import { confirmPayment, placeHold, type NotEnoughSeats, type SeatHold, type SeatLedger } from '../../domain/seat-holds';
import { addCounts, type TicketCounts, type TicketedEvent } from '../../domain/ticketed-events';
import type { DatabaseSchema, SeatClaimsTable, TicketedEventsTable } from './schema';
import { appendAuditEntry } from './audit-rows';
import { attempt } from './sql-errors';
import { dialectOf, ordered, type SqlDialect } from './sql-filter';

type EventRow = Selectable<TicketedEventsTable>;
type ClaimRow = Selectable<SeatClaimsTable>;

function toStored(row: EventRow): StoredTicketedEvent {
  return { event: JSON.parse(row.event_json) as TicketedEvent, createdAt: row.created_at, updatedAt: row.updated_at };
}

function toClaim(row: ClaimRow): SeatClaim {
  return {
    orderId: row.order_id,
    eventSlug: row.event_slug,
    seats: JSON.parse(row.seats_json) as TicketCounts,
    state: row.state as SeatClaimState,
    // node-postgres reads a bigint as text.
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  };
}

function claimRow(claim: SeatClaim): Insertable<SeatClaimsTable> {
  return {
    order_id: claim.orderId,
    event_slug: claim.eventSlug,
    seats_json: JSON.stringify(claim.seats),
    state: claim.state,
    expires_at: claim.expiresAt,
  };
}

/** The seats as the domain reads them: sold claims summed, and the held claims still counting at `now`. */
function ledgerOf(claims: readonly SeatClaim[], now: number): SeatLedger {
  const sold = claims.filter((claim) => claim.state === 'sold').reduce<TicketCounts>((sum, claim) => addCounts(sum, claim.seats), {});
  const holds = claims
    .filter((claim) => claim.state === 'held' && claim.expiresAt !== null && claim.expiresAt > now)
    .map((claim) => ({ id: claim.orderId, seats: claim.seats, expiresAt: claim.expiresAt ?? 0 }));
  return { sold, holds };
}

/**
 * The version after a save at `at` of the one that was `expected`: `at`, or a millisecond later
 * than `expected` when the clock has not moved past it (a save in the same millisecond still
 * changes the version). Null when `expected` is no instant (no stored version can equal it).
 */
function nextVersion(expected: string, at: string): string | null {
  if (at > expected) return at;
  const time = Date.parse(expected);
  return Number.isNaN(time) ? null : new Date(time + 1).toISOString();
}

/** What a seat operation decided under the lock: its answer, and the claim to write (or none). */
interface Decision<T> {
  readonly answer: T;
  readonly write: SeatClaim | null;
}

/** What a seat operation reads under the lock: the event, its claims that count, and this order's claim (in any event). */
interface Locked {
  readonly event: TicketedEvent;
  readonly claims: readonly SeatClaim[];
  readonly own: SeatClaim | null;
}

/**
 * Ticketed events in `ticketed_events` (their data as JSON), seat claims in `seat_claims`, one
 * per order. Every seat change runs in ONE transaction holding the event's lock across processes
 * and connections: it reads the event and its claims, asks the domain (`placeHold`,
 * `confirmPayment`) on the ledger they make, and writes the order's claim, so two buyers never
 * both get the last seat. Releases are one conditional UPDATE each (they only free seats).
 */
export class SqlTicketedEventStore implements TicketedEventStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #dialect: SqlDialect;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
    this.#dialect = dialectOf(db);
  }

  list(): ResultAsync<readonly StoredTicketedEvent[], EventStoreError> {
    const select = () =>
      this.#db
        .selectFrom('ticketed_events')
        .selectAll()
        .orderBy(ordered('start', this.#dialect))
        .orderBy(ordered('slug', this.#dialect))
        .execute();
    return attempt(select).map((rows) => rows.map(toStored));
  }

  get(slug: string): ResultAsync<StoredTicketedEvent, EventStoreError> {
    return attempt(() => this.#db.selectFrom('ticketed_events').selectAll().where('slug', '=', slug).executeTakeFirst()).andThen((row) =>
      row ? okAsync(toStored(row)) : errAsync(EVENT_NOT_FOUND),
    );
  }

  create(event: TicketedEvent, at: string, audit?: AuditEntry): ResultAsync<StoredTicketedEvent, EventStoreError> {
    const row: EventRow = {
      slug: event.slug,
      event_json: JSON.stringify(event),
      status: event.status,
      start: event.start,
      created_at: at,
      updated_at: at,
    };
    return attempt(
      () =>
        this.#db.transaction().execute(async (trx) => {
          await trx.insertInto('ticketed_events').values(row).execute();
          if (audit) await appendAuditEntry(trx, audit);
        }),
      (key) => (key === 'ticketed_events.slug' ? duplicateSlug(event.slug) : null),
    ).map(() => toStored(row));
  }

  update(
    event: TicketedEvent,
    expectedUpdatedAt: string,
    at: string,
    audit?: AuditEntry,
  ): ResultAsync<StoredTicketedEvent, EventStoreError> {
    const updatedAt = nextVersion(expectedUpdatedAt, at);
    // One conditional UPDATE: of two edits from the same version, one saves and the other is Stale.
    const save = async () =>
      updatedAt === null
        ? undefined
        : this.#db.transaction().execute(async (trx) => {
            const row = await trx
              .updateTable('ticketed_events')
              .set({ event_json: JSON.stringify(event), status: event.status, start: event.start, updated_at: updatedAt })
              .where('slug', '=', event.slug)
              .where('updated_at', '=', expectedUpdatedAt)
              .returningAll()
              .executeTakeFirst();
            if (row && audit) await appendAuditEntry(trx, audit);
            return row;
          });
    return attempt(save).andThen((row) =>
      row ? okAsync(toStored(row)) : this.get(event.slug).andThen(() => errAsync<StoredTicketedEvent, EventStoreError>(STALE_EVENT)),
    );
  }

  ledger(slug: string, now: number): ResultAsync<SeatLedger, EventStoreError> {
    return this.get(slug).andThen(() => attempt(() => this.#claimsOf(this.#db, slug)).map((claims) => ledgerOf(claims, now)));
  }

  hold(slug: string, hold: SeatHold, now: number): ResultAsync<SeatLedger, NotEnoughSeats | EventStoreError> {
    return this.#underLock(slug, hold.id, ({ event, claims, own }): Result<Decision<SeatLedger>, NotEnoughSeats> => {
      const ledger = ledgerOf(claims, now);
      if (own?.state === 'sold') return ok({ answer: ledger, write: null });
      return placeHold(event, ledger, hold, now).map((after) => ({
        answer: after,
        write: { orderId: hold.id, eventSlug: slug, seats: hold.seats, state: 'held', expiresAt: hold.expiresAt },
      }));
    });
  }

  releaseHold(slug: string, orderId: string): ResultAsync<void, EventStoreError> {
    const release = () =>
      this.#db
        .updateTable('seat_claims')
        .set({ state: 'released', expires_at: null })
        .where('order_id', '=', orderId)
        .where('event_slug', '=', slug)
        .where('state', '=', 'held')
        .execute();
    return attempt(release).map(() => undefined);
  }

  confirm(
    slug: string,
    orderId: string,
    seats: TicketCounts,
    now: number,
  ): ResultAsync<SeatConfirmation, NotEnoughSeats | EventStoreError> {
    return this.#underLock(slug, orderId, ({ event, claims, own }): Result<Decision<SeatConfirmation>, NotEnoughSeats> => {
      if (own?.state === 'sold') return ok({ answer: { outcome: 'already-sold' }, write: null });
      return confirmPayment(event, ledgerOf(claims, now), orderId, seats, now).map(({ from }) => ({
        answer: { outcome: 'sold', from },
        write: { orderId, eventSlug: slug, seats, state: 'sold', expiresAt: null },
      }));
    });
  }

  releaseSold(slug: string, orderId: string): ResultAsync<SeatClaim | null, EventStoreError> {
    const release = () =>
      this.#db
        .updateTable('seat_claims')
        .set({ state: 'released', expires_at: null })
        .where('order_id', '=', orderId)
        .where('event_slug', '=', slug)
        .where('state', '<>', 'released')
        .returningAll()
        .executeTakeFirst();
    return attempt(release).map((row) => (row ? toClaim(row) : null));
  }

  claimOf(orderId: string): ResultAsync<SeatClaim | null, EventStoreError> {
    return attempt(() => this.#db.selectFrom('seat_claims').selectAll().where('order_id', '=', orderId).executeTakeFirst()).map((row) =>
      row ? toClaim(row) : null,
    );
  }

  /** The event's claims that count (held or sold). */
  async #claimsOf(db: Kysely<DatabaseSchema>, slug: string): Promise<SeatClaim[]> {
    const rows = await db
      .selectFrom('seat_claims')
      .selectAll()
      .where('event_slug', '=', slug)
      .where('state', 'in', ['held', 'sold'])
      .execute();
    return rows.map(toClaim);
  }

  /**
   * Reads the event, its claims and the order's claim under the event's lock, lets `decide`
   * judge them, writes the claim it decides on, and commits; all in one transaction.
   */
  #underLock<T, E>(slug: string, orderId: string, decide: (locked: Locked) => Result<Decision<T>, E>): ResultAsync<T, E | EventStoreError> {
    const work = async (db: Kysely<DatabaseSchema>, eventJson: string | undefined): Promise<Result<T, E | EventStoreError>> => {
      if (eventJson === undefined) return err(EVENT_NOT_FOUND);
      const claims = await this.#claimsOf(db, slug);
      const own = await db.selectFrom('seat_claims').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      const decided = decide({ event: JSON.parse(eventJson) as TicketedEvent, claims, own: own ? toClaim(own) : null });
      if (decided.isErr()) return err(decided.error);
      const { answer, write } = decided.value;
      if (write !== null) {
        const row = claimRow(write);
        await db
          .insertInto('seat_claims')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .column('order_id')
              .doUpdateSet({ event_slug: row.event_slug, seats_json: row.seats_json, state: row.state, expires_at: row.expires_at }),
          )
          .execute();
      }
      return ok(answer);
    };
    return attempt(() => this.#locked(slug, work)).andThen((result) => result);
  }

  /**
   * Runs `work` in one transaction that holds the event's lock, with the event's JSON (undefined
   * when there is no such event).
   *
   * PostgreSQL: the event's row is read `FOR UPDATE`; a second transaction on the same event waits
   * there until the first commits, then reads the claims as committed (READ COMMITTED takes each
   * statement's snapshot afresh).
   *
   * SQLite: the transaction starts with BEGIN IMMEDIATE, which takes the database's write lock at
   * once (waiting up to the busy timeout while another process writes). The deferred BEGIN that
   * Kysely's `transaction()` issues would read under a shared lock and ask for the write lock only
   * at the first write; under WAL, when another connection has committed in between, that upgrade
   * fails at once with SQLITE_BUSY (the snapshot is stale: no busy timeout helps), so a second
   * server process on the same file would see its buyers refused as Unavailable. Taking the write
   * lock first makes every read inside see the latest commit. `connection()` keeps Kysely's one
   * SQLite connection for the whole transaction, so no other query of this process runs inside it.
   */
  async #locked<T>(slug: string, work: (db: Kysely<DatabaseSchema>, eventJson: string | undefined) => Promise<T>): Promise<T> {
    const eventOf = (db: Kysely<DatabaseSchema>, forUpdate: boolean) => {
      const query = db.selectFrom('ticketed_events').select('event_json').where('slug', '=', slug);
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    };
    if (this.#dialect === 'postgres') {
      return this.#db.transaction().execute(async (trx) => work(trx, (await eventOf(trx, true))?.event_json));
    }
    return this.#db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection, (await eventOf(connection, false))?.event_json);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
  }
}
