import { sql, type Kysely, type Selectable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  TICKET_NOT_FOUND,
  type CheckIn,
  type DoorCounts,
  type IssuedTicket,
  type NewTicket,
  type TicketBook,
  type TicketBookError,
} from '../../application/ports/ticket-book.port';
import type { DatabaseSchema, IssuedTicketsTable } from './schema';
import { attempt } from './sql-errors';
import { dialectOf, escapeLike, like, ordered, type SqlDialect } from './sql-filter';

type Row = Selectable<IssuedTicketsTable>;

/** How the door's search compares: lowercased as JavaScript does it, on both sides. */
const searchKey = (text: string) => text.toLowerCase();

function toRow(ticket: NewTicket, at: string): Row {
  return {
    id: ticket.id,
    order_id: ticket.orderId,
    event_slug: ticket.eventSlug,
    type_id: ticket.typeId,
    holder_name: ticket.holderName,
    answer: ticket.answer,
    buyer_name: ticket.buyerName,
    buyer_email: ticket.buyerEmail,
    holder_key: searchKey(ticket.holderName),
    buyer_key: searchKey(ticket.buyerName),
    email_key: searchKey(ticket.buyerEmail),
    issued_at: at,
    checked_in_at: null,
    voided: 0,
  };
}

function toTicket(row: Row): IssuedTicket {
  return {
    id: row.id,
    orderId: row.order_id,
    eventSlug: row.event_slug,
    typeId: row.type_id,
    holderName: row.holder_name,
    answer: row.answer,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    issuedAt: row.issued_at,
    checkedInAt: row.checked_in_at,
    voided: row.voided === 1,
  };
}

/**
 * Issued tickets in `issued_tickets`, one row per ticket id. Issuing is one INSERT ... ON CONFLICT
 * DO NOTHING (all or none; tickets issued before are kept as they are); a check-in is one
 * conditional UPDATE (`WHERE checked_in_at IS NULL AND voided = 0 RETURNING`), so of two doors
 * scanning one code exactly one checks in. The door's search compares lowercased copies of the
 * names and e-mail kept beside them (SQLite's and PostgreSQL's lower() differ from JavaScript's
 * outside ASCII); per event it reads only that event's rows (index on event_slug).
 */
export class SqlTicketBook implements TicketBook {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #dialect: SqlDialect;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
    this.#dialect = dialectOf(db);
  }

  issue(tickets: readonly NewTicket[], at: string): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    if (tickets.length === 0) return okAsync([]);
    const ids = tickets.map((ticket) => ticket.id);
    const insert = async () => {
      await this.#db
        .insertInto('issued_tickets')
        .values(tickets.map((ticket) => toRow(ticket, at)))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      return this.#db.selectFrom('issued_tickets').selectAll().where('id', 'in', ids).execute();
    };
    return attempt(insert).map((rows) => {
      const byId = new Map(rows.map((row) => [row.id, toTicket(row)]));
      return ids.map((id) => byId.get(id)).filter((ticket) => ticket !== undefined);
    });
  }

  get(ticketId: string): ResultAsync<IssuedTicket, TicketBookError> {
    return attempt(() => this.#db.selectFrom('issued_tickets').selectAll().where('id', '=', ticketId).executeTakeFirst()).andThen((row) =>
      row ? okAsync(toTicket(row)) : errAsync(TICKET_NOT_FOUND),
    );
  }

  ofOrder(orderId: string): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    const select = () =>
      this.#db.selectFrom('issued_tickets').selectAll().where('order_id', '=', orderId).orderBy(ordered('id', this.#dialect)).execute();
    return attempt(select).map((rows) => rows.map(toTicket));
  }

  ofEvent(eventSlug: string): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    const select = () =>
      this.#db
        .selectFrom('issued_tickets')
        .selectAll()
        .where('event_slug', '=', eventSlug)
        .orderBy(ordered('buyer_name', this.#dialect))
        .orderBy(ordered('id', this.#dialect))
        .execute();
    return attempt(select).map((rows) => rows.map(toTicket));
  }

  search(eventSlug: string, text: string, limit: number): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    const pattern = `%${escapeLike(searchKey(text.trim()))}%`;
    const select = () =>
      this.#db
        .selectFrom('issued_tickets')
        .selectAll()
        .where('event_slug', '=', eventSlug)
        .where((eb) => eb.or(['holder_key', 'buyer_key', 'email_key'].map((column) => like(sql.ref<string>(column), pattern))))
        .orderBy(ordered('holder_name', this.#dialect))
        .orderBy(ordered('id', this.#dialect))
        .limit(Math.max(0, Math.trunc(limit)))
        .execute();
    return attempt(select).map((rows) => rows.map(toTicket));
  }

  checkIn(ticketId: string, at: string): ResultAsync<CheckIn, TicketBookError> {
    const update = () =>
      this.#db
        .updateTable('issued_tickets')
        .set({ checked_in_at: at })
        .where('id', '=', ticketId)
        .where('checked_in_at', 'is', null)
        .where('voided', '=', 0)
        .returningAll()
        .executeTakeFirst();
    return attempt(update).andThen((row): ResultAsync<CheckIn, TicketBookError> => {
      if (row) return okAsync({ outcome: 'checked-in', ticket: toTicket(row) });
      return this.get(ticketId).map((ticket): CheckIn => {
        if (ticket.voided) return { outcome: 'void', ticket };
        return { outcome: 'already', ticket, at: ticket.checkedInAt ?? at };
      });
    });
  }

  voidOrder(orderId: string): ResultAsync<number, TicketBookError> {
    const update = () =>
      this.#db.updateTable('issued_tickets').set({ voided: 1 }).where('order_id', '=', orderId).where('voided', '=', 0).executeTakeFirst();
    return attempt(update).map((result) => Number(result.numUpdatedRows));
  }

  counts(eventSlug: string): ResultAsync<DoorCounts, TicketBookError> {
    const select = () =>
      this.#db
        .selectFrom('issued_tickets')
        .select((eb) => [eb.fn.countAll().as('sold'), eb.fn.count('checked_in_at').as('checked_in')])
        .where('event_slug', '=', eventSlug)
        .where('voided', '=', 0)
        .executeTakeFirstOrThrow();
    // PostgreSQL counts in bigint, which node-postgres reads as text.
    return attempt(select).map((row) => ({ sold: Number(row.sold), checkedIn: Number(row.checked_in) }));
  }
}
