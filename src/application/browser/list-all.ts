import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MAX_PAGE_SIZE, type ListQuery, type Page } from '../ports/list-query';
import { unavailable, type RepositoryError } from '../ports/repository.errors';

/** More pages than this means a store that keeps answering a nextToken: stop rather than loop forever. */
export const MAX_PAGES = 1_000;

type Lister<T, F extends string> = (query: ListQuery<F>) => ResultAsync<Page<T>, RepositoryError>;

/**
 * Every record a listing gives, following nextToken page by page (the home page and the
 * Executive Board show all events and officers, however many pages they take).
 */
export function listAll<T, F extends string>(list: Lister<T, F>, query: ListQuery<F> = {}): ResultAsync<readonly T[], RepositoryError> {
  return readFrom(list, { ...query, limit: query.limit ?? MAX_PAGE_SIZE }, null, [], MAX_PAGES);
}

function readFrom<T, F extends string>(
  list: Lister<T, F>,
  query: ListQuery<F>,
  nextToken: string | null,
  seen: readonly T[],
  pagesLeft: number,
): ResultAsync<readonly T[], RepositoryError> {
  return list({ ...query, nextToken }).andThen((page) => {
    const items = [...seen, ...page.items];
    if (page.nextToken === null) return okAsync(items);
    if (pagesLeft <= 1) return errAsync(unavailable('The list did not end.'));
    return readFrom(list, query, page.nextToken, items, pagesLeft - 1);
  });
}
