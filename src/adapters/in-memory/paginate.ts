import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkFilter } from '../../application/ports/list-filter-check';
import { matchesFilter } from '../../application/ports/list-filter';
import { pageSize, type ListQuery, type Page } from '../../application/ports/list-query';
import { compareListed, decodeCursor, encodeCursor } from '../../application/ports/page-cursor';
import type { RepositoryError } from '../../application/ports/repository.errors';

/**
 * Filters, orders (by creation, then id) and pages a list the way the database adapters do:
 * the filter (on `fields`, createdAt and updatedAt) before the limit, and the nextToken naming the
 * last record of the page. A filter the stores cannot run answers InvalidQuery, as SQL does.
 */
export function paginate<T extends { readonly id: string; readonly createdAt: string }, F extends string>(
  records: readonly T[],
  fields: readonly F[],
  query: ListQuery<F>,
): ResultAsync<Page<T>, RepositoryError> {
  const cursor = decodeCursor(query.nextToken);
  const filter = checkFilter(query.filter, fields);
  if (cursor.isErr()) return errAsync({ type: 'InvalidQuery', message: cursor.error });
  if (filter.isErr()) return errAsync({ type: 'InvalidQuery', message: filter.error });
  const after = cursor.value;
  const size = pageSize(query.limit);
  const matching = records
    .filter((record) => after === null || compareListed(record, after) > 0)
    .filter((record) => matchesFilter(record, filter.value))
    .sort(compareListed);
  const items = matching.slice(0, size);
  const last = items.at(-1);
  return okAsync({ items, nextToken: matching.length > size && last ? encodeCursor(last) : null });
}
