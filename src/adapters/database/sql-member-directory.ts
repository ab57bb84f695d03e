import { sql, type Kysely, type RawBuilder } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DirectoryPage, MemberDirectory } from '../../application/ports/member-directory.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import {
  asciiLower,
  DIRECTORY_FIELDS,
  directoryEntryOf,
  HIDDEN_PROFILE,
  type DirectoryField,
  type DirectoryMember,
  type DirectoryProfile,
  type DirectorySearch,
} from '../../domain/directory';
import type { DatabaseSchema, DirectoryProfilesTable } from './schema';
import { attempt } from './sql-errors';
import { dialectOf, escapeLike, type SqlDialect } from './sql-filter';

type ShowColumn = Extract<keyof DirectoryProfilesTable, `show_${string}`>;

/** Each directory field's visibility column. */
const SHOW: Readonly<Record<DirectoryField, ShowColumn>> = {
  name: 'show_name',
  gradYear: 'show_grad_year',
  location: 'show_location',
  email: 'show_email',
  phone: 'show_phone',
  employer: 'show_employer',
  jobTitle: 'show_job_title',
  website: 'show_website',
  bio: 'show_bio',
};

const shown = (field: DirectoryField) => sql`p.${sql.ref(SHOW[field])} = 1`;
const filled = (column: string) => sql`trim(coalesce(${sql.ref(column)}, '')) <> ''`;

/** The name as an entry shows it (domain `directoryEntryOf`), in lower case. */
const NAME = sql`lower(trim(trim(m.first_name) || ' ' || trim(m.last_name)))`;

/** What each field puts in an entry when shown and not empty: the SQL twin of `directoryEntryOf`'s null test. */
const HAS_VALUE: Readonly<Record<DirectoryField, RawBuilder<unknown>>> = {
  name: sql`(${filled('m.first_name')} or ${filled('m.last_name')})`,
  gradYear: filled('m.grad_year'),
  location: sql`(${filled('m.city')} or ${filled('m.state')})`,
  email: filled('m.email'),
  phone: filled('m.phone'),
  employer: filled('p.employer'),
  jobTitle: filled('p.job_title'),
  website: filled('p.website'),
  bio: filled('p.bio'),
};

/** Whether a member is in the directory at all: some field shown with a value. */
const LISTED = sql`(${sql.join(
  DIRECTORY_FIELDS.map((field) => sql`(${shown(field)} and ${HAS_VALUE[field]})`),
  sql` or `,
)})`;

interface DirectoryRow extends Omit<DirectoryProfilesTable, 'member_id' | 'updated_at'> {
  readonly first_name: string;
  readonly last_name: string;
  readonly grad_year: string | null;
  readonly city: string;
  readonly state: string;
  readonly email: string;
  readonly phone: string;
}

function directoryMember(row: DirectoryRow): DirectoryMember {
  const { first_name: firstName, last_name: lastName, grad_year: gradYear, city, state, email, phone } = row;
  return { firstName, lastName, gradYear, city, state, email, phone };
}

function profileOf(row: Omit<DirectoryProfilesTable, 'member_id' | 'updated_at'>): DirectoryProfile {
  return {
    employer: row.employer,
    jobTitle: row.job_title,
    website: row.website,
    bio: row.bio,
    visible: DIRECTORY_FIELDS.filter((field) => Number(row[SHOW[field]]) === 1),
  };
}

/** A member column, or '' when its field is hidden: a hidden value never leaves the database. */
function ifShown(field: DirectoryField, column: string, as: string): RawBuilder<unknown> {
  return sql`case when ${shown(field)} then ${sql.ref(column)} else '' end as ${sql.ref(as)}`;
}

const SELECTED = sql.join([
  ifShown('name', 'm.first_name', 'first_name'),
  ifShown('name', 'm.last_name', 'last_name'),
  ifShown('gradYear', 'm.grad_year', 'grad_year'),
  ifShown('location', 'm.city', 'city'),
  ifShown('location', 'm.state', 'state'),
  ifShown('email', 'm.email', 'email'),
  ifShown('phone', 'm.phone', 'phone'),
  ifShown('employer', 'p.employer', 'employer'),
  ifShown('jobTitle', 'p.job_title', 'job_title'),
  ifShown('website', 'p.website', 'website'),
  ifShown('bio', 'p.bio', 'bio'),
  ...DIRECTORY_FIELDS.map((field) => sql`p.${sql.ref(SHOW[field])}`),
]);

/** The search's tests, each only over a field shown (`matchesDirectorySearch` in SQL). */
function matching(search: DirectorySearch): RawBuilder<unknown> {
  const tests: RawBuilder<unknown>[] = [LISTED];
  const contains = (part: string) => `%${escapeLike(asciiLower(part))}%`;
  if (search.name !== '') tests.push(sql`${shown('name')} and ${NAME} like ${contains(search.name)} escape '\\'`);
  if (search.gradYear !== '') tests.push(sql`${shown('gradYear')} and trim(m.grad_year) = ${search.gradYear}`);
  if (search.city !== '') tests.push(sql`${shown('location')} and lower(trim(m.city)) like ${contains(search.city)} escape '\\'`);
  return sql.join(tests, sql` and `);
}

/** Members showing a name first, by last name, first name (lower case, by code point), then the rest by member ID. */
function order(dialect: SqlDialect): RawBuilder<unknown> {
  const c = dialect === 'postgres' ? sql` collate "C"` : sql``;
  const named = sql`(${shown('name')} and ${HAS_VALUE.name})`;
  const key = (expression: RawBuilder<unknown>) => sql`(case when ${named} then ${expression} else '' end)${c}`;
  return sql`(case when ${named} then 0 else 1 end), ${key(sql`lower(trim(m.last_name))`)}, ${key(sql`lower(trim(m.first_name))`)}, m.id${c}`;
}

/**
 * The directory in SQL (migration 0022): profiles in `directory_profiles`, joined to `members`. The
 * search's tests and the listing rule are in the WHERE clause, each over a field only when shown;
 * hidden columns are selected as '' (and the rows still go through `directoryEntryOf`), so a hidden
 * value is neither returned nor matched. Counting and paging happen in the database.
 */
export class SqlMemberDirectory implements MemberDirectory {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  profileOf(memberId: string): ResultAsync<DirectoryProfile, RepositoryError> {
    return attempt(() => this.#db.selectFrom('directory_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirst()).map(
      (row) => (row ? profileOf(row) : HIDDEN_PROFILE),
    );
  }

  saveProfile(memberId: string, profile: DirectoryProfile, at: string): ResultAsync<DirectoryProfile, RepositoryError> {
    const shows = Object.fromEntries(DIRECTORY_FIELDS.map((field) => [SHOW[field], profile.visible.includes(field) ? 1 : 0])) as Record<
      ShowColumn,
      number
    >;
    const values = { employer: profile.employer, job_title: profile.jobTitle, website: profile.website, bio: profile.bio, ...shows };
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        const member = await trx.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
        if (!member) return false;
        await trx
          .insertInto('directory_profiles')
          .values({ member_id: memberId, updated_at: at, ...values })
          .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ updated_at: at, ...values }))
          .execute();
        return true;
      }),
    ).andThen((saved) => (saved ? this.profileOf(memberId) : errAsync(notFound('The member'))));
  }

  search(search: DirectorySearch, pageSize: number): ResultAsync<DirectoryPage, RepositoryError> {
    const where = matching(search);
    const offset = (search.page - 1) * pageSize;
    const rows = attempt(() =>
      sql<DirectoryRow>`select ${SELECTED} from directory_profiles p join members m on m.id = p.member_id
        where ${where} order by ${order(dialectOf(this.#db))} limit ${pageSize} offset ${offset}`.execute(this.#db),
    );
    const count = attempt(() =>
      sql<{
        n: number | string;
      }>`select count(*) as n from directory_profiles p join members m on m.id = p.member_id where ${where}`.execute(this.#db),
    );
    return rows.andThen(({ rows: found }) =>
      count.andThen(({ rows: [counted] }) =>
        okAsync({
          entries: found.flatMap((row) => directoryEntryOf(directoryMember(row), profileOf(row)) ?? []),
          total: Number(counted?.n ?? 0),
          page: search.page,
          pageSize,
        }),
      ),
    );
  }
}
