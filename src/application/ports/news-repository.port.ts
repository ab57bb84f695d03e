import type { NamedRecordRepository } from './named-record-repository.port';
import type { NamedValues, NewsPostValue } from '../../domain/named-records';
import type { NewsPost } from '../../domain/news';

export type NewsPostInput = NamedValues<NewsPostValue>;

/**
 * The chapter's news posts (domain `NEWS_POSTS`) as readers get them: each with its text's safe
 * HTML (`textHtml`), rendered by the server. Titles are unique (see `nameKey`): a second create
 * answers DuplicateName.
 */
export type NewsRepository = NamedRecordRepository<NewsPostValue, NewsPost>;
