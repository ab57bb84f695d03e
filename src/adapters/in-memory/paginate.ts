import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { matchesFilter, pageSize, type ListQuery, type Page } from '../../application/ports/list-query';
import type { RepositoryError } from '../../application/ports/repository.errors';

/**
 * Filters, orders (by creation, then id) and pages a list the way the database adapters do.
 * The token is the offset, encoded so callers treat it as opaque.
 */
export function paginate<T extends { readonly id: string; readonly createdAt: string }, F extends string>(
  records: readonly T[],
  query: ListQuery<F>,
): ResultAsync<Page<T>, RepositoryError> {
  const offset = decodeToken(query.nextToken);
  if (offset === null) return errAsync({ type: 'InvalidQuery', message: 'The nextToken is not valid.' });
  const size = pageSize(query.limit);
  const matching = records
    .filter((record) => matchesFilter(record as unknown as Record<F, unknown>, query.filter))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const items = matching.slice(offset, offset + size);
  const next = offset + size < matching.length ? encodeToken(offset + size) : null;
  return okAsync({ items, nextToken: next });
}

export function encodeToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodeToken(token: string | null | undefined): number | null {
  if (token == null || token === '') return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : null;
}
