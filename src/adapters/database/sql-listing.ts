import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { errAsync, type ResultAsync } from 'neverthrow';
import { checkFilter } from '../../application/ports/list-filter-check';
import { pageSize, type ListQuery, type Page } from '../../application/ports/list-query';
import { decodeCursor, encodeCursor, type PageCursor } from '../../application/ports/page-cursor';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';
import { dialectOf, filterCondition, ordered, type SqlDialect } from './sql-filter';

/** What one page's SELECT needs: the rows to keep, their order (creation, then id), how many. */
interface PageRequest {
  readonly where: Expression<SqlBool>;
  readonly order: readonly [Expression<string>, Expression<string>];
  readonly limit: number;
}

/** Reads one page of rows; every listed table has `id` and `created_at`. */
export type PageQuery<Row> = (page: PageRequest) => Promise<readonly Row[]>;

const eb = expressionBuilder<DatabaseSchema>();
const TIMESTAMP_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** Rows after the cursor in list order: a later creation time, or the same one and a greater id. */
function after(cursor: PageCursor | null, dialect: SqlDialect): Expression<SqlBool> {
  if (cursor === null) return eb.and([]);
  const created = ordered('created_at', dialect);
  return eb.or([
    eb(created, '>', cursor.createdAt),
    eb.and([eb(sql.ref('created_at'), '=', cursor.createdAt), eb(ordered('id', dialect), '>', cursor.id)]),
  ]);
}

/**
 * One page of a list (spec section 7): the filter (on `columns`, createdAt and updatedAt) becomes
 * SQL and is applied before the limit, the page is at most `pageSize(limit)` long, and the opaque
 * nextToken names the page's last row, so the next page starts right after it. The query asks for
 * one row more than the page to know whether another page follows.
 */
export function listPage<Row extends { readonly id: string; readonly created_at: string }, F extends string>(
  db: Kysely<DatabaseSchema>,
  query: ListQuery<F>,
  columns: Readonly<Record<F, string>>,
  select: PageQuery<Row>,
): ResultAsync<Page<Row>, RepositoryError> {
  const cursor = decodeCursor(query.nextToken);
  if (cursor.isErr()) return errAsync({ type: 'InvalidQuery', message: cursor.error });
  const all: Readonly<Record<string, string>> = { ...columns, ...TIMESTAMP_COLUMNS };
  const filter = checkFilter(query.filter, Object.keys(all));
  if (filter.isErr()) return errAsync({ type: 'InvalidQuery', message: filter.error });
  const dialect = dialectOf(db);
  const where = eb.and([filterCondition(filter.value, all, dialect), after(cursor.value, dialect)]);
  const size = pageSize(query.limit);
  const order = [ordered('created_at', dialect), ordered('id', dialect)] as const;
  return attempt(() => select({ where, order, limit: size + 1 })).map((rows) => {
    const items = rows.slice(0, size);
    const last = items.at(-1);
    return { items, nextToken: rows.length > size && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null };
  });
}
