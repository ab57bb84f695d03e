import type { ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import { useDocumentTitle } from './document-title';
import { useResultLoad, type ResultLoad } from './use-result';

/** The words a list loaded after hydration says in each state. */
interface ListWords {
  readonly loading: string;
  readonly failed: string;
  readonly empty: string;
  readonly retry: string;
}

/**
 * A list the page fetches after it shows (the prerendered shell holds its loading state): 'Loading…'
 * while it loads, the failure with 'Try again', the empty words, or the items.
 */
function LoadedList<T>({
  loaded,
  words,
  children,
}: {
  readonly loaded: ResultLoad<readonly T[], { readonly message: string }>;
  readonly words: ListWords;
  readonly children: (items: readonly T[]) => ReactNode;
}) {
  const { status, value, error, reload } = loaded;
  if (status === 'failed' && error)
    return (
      <div className="notice-inline error" role="alert">
        <p>
          {words.failed} {error.message}
        </p>
        <button type="button" className="button" onClick={reload}>
          {words.retry}
        </button>
      </div>
    );
  if (value === null)
    return (
      <p className="notice-inline" role="status">
        {words.loading}
      </p>
    );
  if (value.length === 0) return <p>{words.empty}</p>;
  return <>{children(value)}</>;
}

/**
 * A page that is a heading, an introduction and a list fetched after it shows (News, Committees):
 * `load` must keep its identity between renders (useCallback), or the list loads again.
 */
export function LoadedListPage<T>({
  words,
  load,
  children,
}: {
  readonly words: ListWords & { readonly title: string; readonly intro: string };
  readonly load: () => ResultAsync<readonly T[], { readonly message: string }>;
  readonly children: (item: T) => ReactNode;
}) {
  useDocumentTitle(words.title);
  const loaded = useResultLoad(load);
  return (
    <div className="page">
      <div className="container">
        <h1>{words.title}</h1>
        <p className="page-intro">{words.intro}</p>
        <div aria-busy={loaded.status === 'loading'}>
          <LoadedList loaded={loaded} words={words}>
            {(items) => <div className="content-list">{items.map(children)}</div>}
          </LoadedList>
        </div>
      </div>
    </div>
  );
}
