import type { ReactNode } from 'react';
import type { ResultLoad } from './use-result';

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
export function LoadedList<T>({
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
