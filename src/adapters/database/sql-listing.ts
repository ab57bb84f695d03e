import type { Expression, SqlBool } from 'kysely';
import { errAsync, type ResultAsync } from 'neverthrow';
import { pageSize, type ListQuery, type Page } from '../../application/ports/list-query';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { attempt } from './sql-errors';
import { filterCondition } from './sql-filter';

/** Reads one page of rows matching `where`, ordered by created_at then id, at most `limit` from `offset`. */
export type PageQuery<Row> = (where: Expression<SqlBool>, limit: number, offset: number) => Promise<readonly Row[]>;

/**
 * One page of a list (spec section 7): the filter becomes SQL on `columns`, the page is at most
 * `pageSize(limit)` long, and the opaque nextToken is the offset of the next page (encoded as
 * the in-memory fakes encode it). The query asks for one row more than the page to know whether
 * another page follows.
 */
export function listPage<Row, F extends string>(
  query: ListQuery<F>,
  columns: Readonly<Record<F, string>>,
  select: PageQuery<Row>,
): ResultAsync<Page<Row>, RepositoryError> {
  const offset = decodeToken(query.nextToken);
  if (offset === null) return errAsync({ type: 'InvalidQuery', message: 'The nextToken is not valid.' });
  const where = filterCondition(query.filter, columns);
  if (where.isErr()) return errAsync(where.error);
  const size = pageSize(query.limit);
  return attempt(() => select(where.value, size + 1, offset)).map((rows) => ({
    items: rows.slice(0, size),
    nextToken: rows.length > size ? encodeToken(offset + size) : null,
  }));
}

export function encodeToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

/** The offset a token carries: 0 without one, null for a token this code did not issue. */
export function decodeToken(token: string | null | undefined): number | null {
  if (token == null || token === '') return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : null;
}
