import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  ALREADY_WAITING,
  invalidPartyState,
  PARTY_NOT_FOUND,
  waitingEmailKey,
  type NewWaitingParty,
  type WaitingList,
  type WaitingListError,
  type WaitingParty,
} from '../../application/ports/waiting-list.port';
import type { AuditEntry } from '../../domain/audit';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema, WaitingPartiesTable } from './schema';
import { attempt } from './sql-errors';
import { dialectOf, ordered, type SqlDialect } from './sql-filter';

type Row = Selectable<WaitingPartiesTable>;
type State = WaitingParty['state'];

function toParty(row: Row): WaitingParty {
  return {
    id: row.id,
    eventSlug: row.event_slug,
    typeId: row.type_id,
    name: row.name,
    email: row.email,
    partySize: row.party_size,
    joinedAt: row.joined_at,
    state: row.state as State,
    offerId: row.offer_id,
    // node-postgres reads a bigint as text.
    offerExpiresAt: row.offer_expires_at === null ? null : Number(row.offer_expires_at),
  };
}

/** The unique index `waiting_parties_one_place` (sql-errors names it by its first column): the address already holds a place. */
const alreadyWaiting = (key: string): WaitingListError | null => (key === 'waiting_parties.event_slug' ? ALREADY_WAITING : null);

/**
 * The waiting list in `waiting_parties`. One place per address (trimmed, lowercased), event and
 * type among the parties waiting or offered is a partial unique index, so two joins at once
 * cannot both take it; each change of state is one conditional UPDATE from the states it may
 * start from, and when it changes nothing the party as it is says why. Parties are listed in the
 * order they joined (their join time, then id).
 */
export class SqlWaitingList implements WaitingList {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #dialect: SqlDialect;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
    this.#dialect = dialectOf(db);
  }

  join(party: NewWaitingParty): ResultAsync<WaitingParty, WaitingListError> {
    const row: Insertable<WaitingPartiesTable> = {
      id: party.id,
      event_slug: party.eventSlug,
      type_id: party.typeId,
      type_key: party.typeId ?? '',
      name: party.name,
      email: party.email,
      email_key: waitingEmailKey(party.email),
      party_size: party.partySize,
      joined_at: party.joinedAt,
      state: 'waiting',
      offer_id: null,
      offer_expires_at: null,
    };
    return attempt(() => this.#db.insertInto('waiting_parties').values(row).execute(), alreadyWaiting).map((): WaitingParty => ({
      ...party,
      state: 'waiting',
      offerId: null,
      offerExpiresAt: null,
    }));
  }

  get(id: string): ResultAsync<WaitingParty, WaitingListError> {
    return attempt(() => this.#db.selectFrom('waiting_parties').selectAll().where('id', '=', id).executeTakeFirst()).andThen((row) =>
      row ? okAsync(toParty(row)) : errAsync(PARTY_NOT_FOUND),
    );
  }

  ofEvent(eventSlug: string): ResultAsync<readonly WaitingParty[], WaitingListError> {
    const select = () =>
      this.#db
        .selectFrom('waiting_parties')
        .selectAll()
        .where('event_slug', '=', eventSlug)
        .orderBy(ordered('joined_at', this.#dialect))
        .orderBy(ordered('id', this.#dialect))
        .execute();
    return attempt(select).map((rows) => rows.map(toParty));
  }

  offer(id: string, offerId: string, expiresAt: number, audit?: AuditEntry): ResultAsync<WaitingParty, WaitingListError> {
    // An expired party offered again takes its place back: the unique index refuses it when the
    // same address has joined again since.
    return this.#move(
      id,
      ['waiting', 'expired'],
      { state: 'offered', offer_id: offerId, offer_expires_at: expiresAt },
      (party) => errAsync(invalidPartyState(party, 'offered seats')),
      audit,
    );
  }

  claim(id: string): ResultAsync<WaitingParty, WaitingListError> {
    return this.#move(id, ['offered'], { state: 'claimed' }, (party) =>
      party.state === 'claimed' ? okAsync(party) : errAsync(invalidPartyState(party, 'claimed')),
    );
  }

  expireOffers(eventSlug: string, now: number): ResultAsync<readonly WaitingParty[], WaitingListError> {
    const update = () =>
      this.#db
        .updateTable('waiting_parties')
        .set({ state: 'expired' })
        .where('event_slug', '=', eventSlug)
        .where('state', '=', 'offered')
        .where('offer_expires_at', '<=', now)
        .returningAll()
        .execute();
    // RETURNING promises no order: answer them in the list's.
    return attempt(update).map((rows) => rows.map(toParty).sort((a, b) => compareText(a.joinedAt, b.joinedAt) || compareText(a.id, b.id)));
  }

  leave(id: string): ResultAsync<WaitingParty, WaitingListError> {
    return this.#move(id, ['waiting', 'offered', 'expired'], { state: 'left' }, (party) =>
      party.state === 'left' ? okAsync(party) : errAsync(invalidPartyState(party, 'left')),
    );
  }

  /** One conditional UPDATE from the states allowed; when it changes nothing, `otherwise` judges the party as it is. */
  #move(
    id: string,
    from: readonly State[],
    set: Updateable<WaitingPartiesTable>,
    otherwise: (party: WaitingParty) => ResultAsync<WaitingParty, WaitingListError>,
    audit?: AuditEntry,
  ): ResultAsync<WaitingParty, WaitingListError> {
    const update = () =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('waiting_parties')
          .set(set)
          .where('id', '=', id)
          .where('state', 'in', from)
          .returningAll()
          .executeTakeFirst();
        if (row && audit) await appendAuditEntry(trx, audit);
        return row;
      });
    return attempt(update, alreadyWaiting).andThen((row) => (row ? okAsync(toParty(row)) : this.get(id).andThen(otherwise)));
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
