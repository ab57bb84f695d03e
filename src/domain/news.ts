import type { NamedRecord, NewsPostValue, RenderedHtml, CommitteeValue } from './named-records';

/** A news post as readers get it: its values, its text's safe HTML (rendered by the server) and its timestamps. */
export type NewsPost = NamedRecord<NewsPostValue> & RenderedHtml<'text'>;

/** A committee as readers get it: its values, its purpose's and how-to-join's safe HTML, its timestamps. */
export type Committee = NamedRecord<CommitteeValue> & RenderedHtml<'purpose' | 'howToJoin'>;

/**
 * News posts newest first: by date (ISO, so text order is date order), then the most recently
 * created, then the greater id, so the order never depends on how the store listed them.
 */
export function sortNewsNewestFirst<P extends NamedRecord<NewsPostValue>>(posts: readonly P[]): P[] {
  const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return [...posts].sort((a, b) => descending(a.postDate, b.postDate) || descending(a.createdAt, b.createdAt) || descending(a.id, b.id));
}

/** Committees by name, as people look them up (case and accents aside). */
export function sortCommitteesByName<C extends NamedRecord<CommitteeValue>>(committees: readonly C[]): C[] {
  return [...committees].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** How many of the latest news posts the home page's news-and-events area shows. */
export const HOME_NEWS_COUNT = 3;
