import type { ResultAsync } from 'neverthrow';
import { sortCommitteesByName, sortNewsNewestFirst, type Committee, type NewsPost } from '../../../domain/news';
import type { CommitteeRepository } from '../../ports/committee-repository.port';
import type { NewsRepository } from '../../ports/news-repository.port';
import { listAll } from '../list-all';
import { ownWords, type ContentFailure } from './content-failure';

/** What the news and committee loads answer instead of a result, with the notice to show. */
export type LoadNewsError = ContentFailure<'NewsLoadFailed'>;
export type LoadCommitteesError = ContentFailure<'CommitteesLoadFailed'>;

/** Every news post, newest first (domain `sortNewsNewestFirst`): the News page, the home page and the Admin Panel. */
export function loadNews(deps: { readonly news: NewsRepository }): ResultAsync<readonly NewsPost[], LoadNewsError> {
  return listAll((query) => deps.news.list(query))
    .map(sortNewsNewestFirst)
    .mapErr((error) => ownWords('NewsLoadFailed', error));
}

/** Every committee, by name: the Committees page and the Admin Panel. */
export function loadCommittees(deps: { readonly committees: CommitteeRepository }): ResultAsync<readonly Committee[], LoadCommitteesError> {
  return listAll((query) => deps.committees.list(query))
    .map(sortCommitteesByName)
    .mapErr((error) => ownWords('CommitteesLoadFailed', error));
}
