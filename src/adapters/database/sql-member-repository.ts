import type { Kysely, Selectable, Updateable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MEMBER_FIELDS, MEMBER_VALUE_FIELDS, normalizeEmail, type Member, type MemberField } from '../../domain/members';
import type { AuditEntry } from '../../domain/audit';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MemberAudit, MemberChanges, MemberRepository, NewMember } from '../../application/ports/member-repository.port';
import { DUPLICATE_MEMBER_ID, duplicateEmail, notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema, MembersTable } from './schema';
import { attempt } from './sql-errors';
import { listPage } from './sql-listing';

export type MemberRow = Selectable<MembersTable>;
type Row = MemberRow;

/** Each member field and its column; also what a filter may name. */
const COLUMNS = {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  address: 'address',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  phone: 'phone',
  gradYear: 'grad_year',
  membership: 'membership',
  duesPayYear: 'dues_pay_year',
} as const satisfies Record<MemberField, keyof MembersTable>;

/**
 * Members in the `members` table. The database itself refuses a second e-mail (unique
 * `email_key`, the normalised address) and a second member ID (primary key), so two sign-ups
 * at once cannot both succeed.
 */
export class SqlMemberRepository implements MemberRepository {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #clock: Clock;

  constructor(db: Kysely<DatabaseSchema>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  list(query: ListQuery<MemberField> = {}): ResultAsync<Page<Member>, RepositoryError> {
    return listPage(this.#db, query, COLUMNS, ({ where, order: [first, second], limit }) =>
      this.#db.selectFrom('members').selectAll().where(where).orderBy(first).orderBy(second).limit(limit).execute(),
    ).map((page) => ({ ...page, items: page.items.map(toMember) }));
  }

  get(id: string): ResultAsync<Member, RepositoryError> {
    return attempt(() => this.#db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()).andThen(found);
  }

  findByEmail(email: string): ResultAsync<Member | null, RepositoryError> {
    const key = normalizeEmail(email);
    return attempt(() => this.#db.selectFrom('members').selectAll().where('email_key', '=', key).executeTakeFirst()).map((row) =>
      row ? toMember(row) : null,
    );
  }

  create(member: NewMember, audit?: MemberAudit): ResultAsync<Member, RepositoryError> {
    const now = isoNow(this.#clock);
    const row: Row = { ...toColumns(member), id: member.id, email_key: normalizeEmail(member.email), created_at: now, updated_at: now };
    const insert = () =>
      this.#db.transaction().execute(async (trx) => {
        const created = toMember(await trx.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow());
        if (audit) await appendAuditEntry(trx, audit(created));
        return created;
      });
    return attempt(insert, (key) => duplicate(key, member.email));
  }

  update(id: string, changes: MemberChanges, audit?: AuditEntry): ResultAsync<Member, RepositoryError> {
    const set: Updateable<MembersTable> = { ...toColumns(changes), updated_at: isoNow(this.#clock) };
    const withKey = changes.email === undefined ? set : { ...set, email_key: normalizeEmail(changes.email) };
    const update = () =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('members').set(withKey).where('id', '=', id).returningAll().executeTakeFirst();
        if (row && audit) await appendAuditEntry(trx, audit);
        return row;
      });
    return attempt(update, (key) => duplicate(key, changes.email ?? '')).andThen(found);
  }

  delete(id: string, audit?: MemberAudit): ResultAsync<Member, RepositoryError> {
    const remove = () =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('members').where('id', '=', id).returningAll().executeTakeFirst();
        if (row && audit) await appendAuditEntry(trx, audit(toMember(row)));
        return row;
      });
    return attempt(remove).andThen(found);
  }
}

/** The columns of the changeable fields given (undefined ones left out, so they stay as they are). */
export function toColumns<T extends MemberChanges>(fields: T): Omit<Row, 'id' | 'email_key' | 'created_at' | 'updated_at'> {
  const entries = MEMBER_VALUE_FIELDS.filter((field) => fields[field] !== undefined).map((field) => [COLUMNS[field], fields[field]]);
  return Object.fromEntries(entries) as Omit<Row, 'id' | 'email_key' | 'created_at' | 'updated_at'>;
}

function found(row: Row | undefined): ResultAsync<Member, RepositoryError> {
  return row ? okAsync(toMember(row)) : errAsync(notFound('The member'));
}

export function duplicate(key: string, email: string): RepositoryError | null {
  if (key === 'members.email_key') return duplicateEmail(email);
  if (key === 'members.id') return DUPLICATE_MEMBER_ID;
  return null;
}

export function toMember(row: Row): Member {
  const fields = Object.fromEntries(MEMBER_FIELDS.map((field) => [field, row[COLUMNS[field]]])) as Pick<Member, MemberField>;
  return { ...fields, createdAt: row.created_at, updatedAt: row.updated_at };
}
