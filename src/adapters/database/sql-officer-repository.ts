import type { Kysely, Selectable, Updateable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Officer } from '../../domain/officers';
import { nameKey } from '../../domain/upsert-by-name';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { OfficerField, OfficerInput, OfficerRepository } from '../../application/ports/officer-repository.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { DatabaseSchema, OfficersTable } from './schema';
import { attempt } from './sql-errors';
import { listPage } from './sql-listing';

type Row = Selectable<OfficersTable>;

const COLUMNS = {
  id: 'id',
  name: 'name',
  position: 'position',
  summary: 'summary',
  photo: 'photo',
} as const satisfies Record<OfficerField, keyof OfficersTable>;

/**
 * The executive board in the `officers` table. Two officers never share a name: the database
 * keeps `nameKey(name)` under a unique constraint.
 */
export class SqlOfficerRepository implements OfficerRepository {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #clock: Clock;
  readonly #ids: IdGenerator;

  constructor(db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator) {
    this.#db = db;
    this.#clock = clock;
    this.#ids = ids;
  }

  list(query: ListQuery<OfficerField> = {}): ResultAsync<Page<Officer>, RepositoryError> {
    return listPage(this.#db, query, COLUMNS, ({ where, order: [first, second], limit }) =>
      this.#db.selectFrom('officers').selectAll().where(where).orderBy(first).orderBy(second).limit(limit).execute(),
    ).map((page) => ({ ...page, items: page.items.map(toOfficer) }));
  }

  get(id: string): ResultAsync<Officer, RepositoryError> {
    return attempt(() => this.#db.selectFrom('officers').selectAll().where('id', '=', id).executeTakeFirst()).andThen(found);
  }

  findByName(name: string): ResultAsync<Officer | null, RepositoryError> {
    const key = nameKey(name);
    return attempt(() => this.#db.selectFrom('officers').selectAll().where('name_key', '=', key).executeTakeFirst()).map((row) =>
      row ? toOfficer(row) : null,
    );
  }

  create(officer: OfficerInput): ResultAsync<Officer, RepositoryError> {
    const now = isoNow(this.#clock);
    const row: Row = {
      id: this.#ids.newId(),
      name: officer.name,
      name_key: nameKey(officer.name),
      position: officer.position,
      photo: officer.photo,
      summary: officer.summary,
      created_at: now,
      updated_at: now,
    };
    return attempt(
      () => this.#db.insertInto('officers').values(row).returningAll().executeTakeFirstOrThrow(),
      (key) => duplicate(key, officer.name),
    ).map(toOfficer);
  }

  update(id: string, changes: Partial<OfficerInput>): ResultAsync<Officer, RepositoryError> {
    const { name, position, photo, summary } = changes;
    const set: Updateable<OfficersTable> = {
      ...(name === undefined ? {} : { name, name_key: nameKey(name) }),
      ...(position === undefined ? {} : { position }),
      ...(photo === undefined ? {} : { photo }),
      ...(summary === undefined ? {} : { summary }),
      updated_at: isoNow(this.#clock),
    };
    return attempt(
      () => this.#db.updateTable('officers').set(set).where('id', '=', id).returningAll().executeTakeFirst(),
      (key) => duplicate(key, name ?? ''),
    ).andThen(found);
  }

  delete(id: string): ResultAsync<Officer, RepositoryError> {
    return attempt(() => this.#db.deleteFrom('officers').where('id', '=', id).returningAll().executeTakeFirst()).andThen(found);
  }
}

function found(row: Row | undefined): ResultAsync<Officer, RepositoryError> {
  return row ? okAsync(toOfficer(row)) : errAsync(notFound('The officer'));
}

function duplicate(key: string, name: string): RepositoryError | null {
  return key === 'officers.name_key' ? { type: 'DuplicateName', name, message: `An officer named '${name.trim()}' already exists.` } : null;
}

function toOfficer(row: Row): Officer {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    photo: row.photo,
    summary: row.summary,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
