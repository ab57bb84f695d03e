import type { Kysely, Transaction } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  COMMITTEES,
  EVENTS,
  nameOf,
  NEWS_POSTS,
  OFFICERS,
  type CommitteeValue,
  type EventValue,
  type NewsPostValue,
  type NamedRecord,
  type NamedRecordKind,
  type NamedValues,
  type OfficerValue,
} from '../../domain/named-records';
import { nameKey } from '../../domain/upsert-by-name';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { EventRepository } from '../../application/ports/event-repository.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import {
  duplicateName,
  recordNotFound,
  type NamedRecordAudit,
  type NamedRecordRepository,
} from '../../application/ports/named-record-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { CommitteesTable, DatabaseSchema, EventsTable, NewsPostsTable, OfficersTable } from './schema';
import { appendAuditEntry } from './audit-rows';
import { attempt } from './sql-errors';
import { listPage } from './sql-listing';

/** A kind of named record in its table: which column holds each value. */
interface SqlNamedTable<V extends string> {
  readonly kind: NamedRecordKind<V>;
  readonly table: 'events' | 'officers' | 'news_posts' | 'committees';
  readonly columns: Readonly<Record<V, string>>;
}

const EVENT_TABLE: SqlNamedTable<EventValue> = {
  kind: EVENTS,
  table: 'events',
  columns: { eventName: 'event_name', eventDesc: 'event_desc', eventDate: 'event_date' } satisfies Record<EventValue, keyof EventsTable>,
};

const OFFICER_TABLE: SqlNamedTable<OfficerValue> = {
  kind: OFFICERS,
  table: 'officers',
  columns: { name: 'name', position: 'position', photo: 'photo', summary: 'summary' } satisfies Record<OfficerValue, keyof OfficersTable>,
};

const NEWS_POST_TABLE: SqlNamedTable<NewsPostValue> = {
  kind: NEWS_POSTS,
  table: 'news_posts',
  columns: { title: 'title', postDate: 'post_date', summary: 'summary', text: 'text' } satisfies Record<
    NewsPostValue,
    keyof NewsPostsTable
  >,
};

const COMMITTEE_TABLE: SqlNamedTable<CommitteeValue> = {
  kind: COMMITTEES,
  table: 'committees',
  columns: { name: 'name', chair: 'chair', purpose: 'purpose', howToJoin: 'how_to_join' } satisfies Record<
    CommitteeValue,
    keyof CommitteesTable
  >,
};

/** What every named table has (schema.ts); its other columns hold the values, all text. */
type NamedRow = {
  readonly id: string;
  /** `nameKey(name)`, unique. */
  readonly name_key: string;
  readonly created_at: string;
  readonly updated_at: string;
};

/**
 * Events, officers, news posts or committees in their table. Two records never share a name: the database keeps
 * `nameKey(name)` under a unique constraint (`<table>.name_key`).
 */
class SqlNamedRepository<V extends string> implements NamedRecordRepository<V> {
  readonly #schema: Kysely<DatabaseSchema>;
  // Both tables have the NamedRow shape; one typed view of them serves either.
  readonly #db: Kysely<Record<SqlNamedTable<V>['table'], NamedRow>>;
  readonly #spec: SqlNamedTable<V>;
  readonly #clock: Clock;
  readonly #ids: IdGenerator;

  constructor(spec: SqlNamedTable<V>, db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator) {
    this.#schema = db;
    this.#db = db as unknown as Kysely<Record<SqlNamedTable<V>['table'], NamedRow>>;
    this.#spec = spec;
    this.#clock = clock;
    this.#ids = ids;
  }

  list(query: ListQuery<V | 'id'> = {}): ResultAsync<Page<NamedRecord<V>>, RepositoryError> {
    const columns: Readonly<Record<V | 'id', string>> = { ...this.#spec.columns, id: 'id' };
    return listPage(this.#schema, query, columns, ({ where, order: [first, second], limit }) =>
      this.#db.selectFrom(this.#spec.table).selectAll().where(where).orderBy(first).orderBy(second).limit(limit).execute(),
    ).map((page) => ({ ...page, items: page.items.map((row) => this.#toRecord(row)) }));
  }

  get(id: string): ResultAsync<NamedRecord<V>, RepositoryError> {
    return attempt(() => this.#db.selectFrom(this.#spec.table).selectAll().where('id', '=', id).executeTakeFirst()).andThen((row) =>
      this.#found(row),
    );
  }

  findByName(name: string): ResultAsync<NamedRecord<V> | null, RepositoryError> {
    const key = nameKey(name);
    return attempt(() => this.#db.selectFrom(this.#spec.table).selectAll().where('name_key', '=', key).executeTakeFirst()).map((row) =>
      row ? this.#toRecord(row) : null,
    );
  }

  create(input: NamedValues<V>, audit?: NamedRecordAudit<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const now = isoNow(this.#clock);
    const name = nameOf(this.#spec.kind, input);
    const row: NamedRow = { ...this.#columnsOf(input), id: this.#ids.newId(), name_key: nameKey(name), created_at: now, updated_at: now };
    const insert = () =>
      this.#transaction(async (trx) => {
        const created = this.#toRecord(await trx.insertInto(this.#spec.table).values(row).returningAll().executeTakeFirstOrThrow());
        if (audit) await appendAuditEntry(this.#asSchema(trx), audit({ before: null, after: created }));
        return created;
      });
    return attempt(insert, (key) => this.#duplicate(key, name));
  }

  update(id: string, changes: Partial<NamedValues<V>>, audit?: NamedRecordAudit<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const name = changes[this.#spec.kind.nameField];
    const set = {
      ...this.#columnsOf(changes),
      ...(name === undefined ? {} : { name_key: nameKey(name) }),
      updated_at: isoNow(this.#clock),
    };
    const update = () =>
      this.#transaction(async (trx) => {
        const before = audit ? await trx.selectFrom(this.#spec.table).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
        const row = await trx.updateTable(this.#spec.table).set(set).where('id', '=', id).returningAll().executeTakeFirst();
        if (row && before && audit) {
          await appendAuditEntry(this.#asSchema(trx), audit({ before: this.#toRecord(before), after: this.#toRecord(row) }));
        }
        return row;
      });
    return attempt(update, (key) => this.#duplicate(key, name ?? '')).andThen((row) => this.#found(row));
  }

  delete(id: string, audit?: NamedRecordAudit<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const remove = () =>
      this.#transaction(async (trx) => {
        const row = await trx.deleteFrom(this.#spec.table).where('id', '=', id).returningAll().executeTakeFirst();
        if (row && audit) await appendAuditEntry(this.#asSchema(trx), audit({ before: this.#toRecord(row), after: null }));
        return row;
      });
    return attempt(remove).andThen((row) => this.#found(row));
  }

  /** Runs `work` in one transaction over the typed view of the kind's table. */
  #transaction<R>(work: (trx: Transaction<Record<SqlNamedTable<V>['table'], NamedRow>>) => Promise<R>): Promise<R> {
    return this.#db.transaction().execute(work);
  }

  /** The same transaction seen with the whole schema, for the audit log. */
  #asSchema(trx: Transaction<Record<SqlNamedTable<V>['table'], NamedRow>>): Transaction<DatabaseSchema> {
    return trx as unknown as Transaction<DatabaseSchema>;
  }

  /** The given values (undefined: unchanged) under their column names. */
  #columnsOf(values: Partial<NamedValues<V>>): Readonly<Record<string, string>> {
    return Object.fromEntries(
      this.#spec.kind.values.flatMap((field) => {
        const value = values[field];
        return value === undefined ? [] : [[this.#spec.columns[field], value] as const];
      }),
    );
  }

  #toRecord(row: NamedRow): NamedRecord<V> {
    const columns: Readonly<Record<string, string>> = row;
    const values = Object.fromEntries(this.#spec.kind.values.map((field) => [field, columns[this.#spec.columns[field]]]));
    // Object.fromEntries cannot say which keys it made; they are exactly kind.values.
    return { id: row.id, ...(values as NamedValues<V>), createdAt: row.created_at, updatedAt: row.updated_at };
  }

  #found(row: NamedRow | undefined): ResultAsync<NamedRecord<V>, RepositoryError> {
    return row ? okAsync(this.#toRecord(row)) : errAsync(recordNotFound(this.#spec.kind));
  }

  #duplicate(key: string, name: string): RepositoryError | null {
    return key === `${this.#spec.table}.name_key` ? duplicateName(this.#spec.kind, name) : null;
  }
}

/** Events in the `events` table. */
export function sqlEventRepository(db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator): EventRepository {
  return new SqlNamedRepository(EVENT_TABLE, db, clock, ids);
}

/** The executive board in the `officers` table. */
export function sqlOfficerRepository(db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator): OfficerRepository {
  return new SqlNamedRepository(OFFICER_TABLE, db, clock, ids);
}

/** News posts in the `news_posts` table, their text as written (Markdown). */
export function sqlNewsPostRepository(db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator): NamedRecordRepository<NewsPostValue> {
  return new SqlNamedRepository(NEWS_POST_TABLE, db, clock, ids);
}

/** Committees in the `committees` table, their purpose and how to join as written (Markdown). */
export function sqlCommitteeRepository(db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator): NamedRecordRepository<CommitteeValue> {
  return new SqlNamedRepository(COMMITTEE_TABLE, db, clock, ids);
}
