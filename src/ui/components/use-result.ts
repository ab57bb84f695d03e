import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result, ResultAsync } from 'neverthrow';
import type { Notice } from '../../application/browser/messages';
import { useNotify } from './notices';

/**
 * Hooks that run a use case (a function answering a `ResultAsync`) for a component, so the
 * component itself never awaits or catches: it reads a status and gets its callbacks.
 */

/** The notice a use case's answer carries (`{ notice }` on a success or a failure), if any. */
function noticeIn(answer: unknown): Notice | null {
  if (typeof answer !== 'object' || answer === null || !('notice' in answer)) return null;
  const { notice } = answer as { readonly notice: unknown };
  return typeof notice === 'object' && notice !== null && 'text' in notice ? (notice as Notice) : null;
}

type ActionStatus = 'idle' | 'running' | 'succeeded' | 'failed';

export interface ResultAction<I, E> {
  readonly status: ActionStatus;
  /** The last failure (a rejected form's `fields` are for the page to tie to its inputs). */
  readonly error: E | null;
  readonly start: (input: I) => void;
  /** Back to idle, forgetting the last failure. */
  readonly reset: () => void;
}

interface ActionState<E> {
  readonly status: ActionStatus;
  readonly error: E | null;
}

const IDLE = { status: 'idle', error: null } as const;

/** What follows an answer, besides its notice. */
export interface ResultHandlers<I, T, E> {
  readonly onSuccess?: (value: T, input: I) => void;
  readonly onFailure?: (error: E, input: I) => void;
}

/**
 * Runs a use case when the person acts. The notice its answer carries (success or failure) is
 * shown as a toast, then `onSuccess` or `onFailure` runs. Only the latest start counts: an
 * earlier answer arriving late is ignored.
 */
export function useResultAction<I, T, E>(
  run: (input: I) => ResultAsync<T, E>,
  { onSuccess, onFailure }: ResultHandlers<I, T, E> = {},
): ResultAction<I, E> {
  const notify = useNotify();
  const [state, setState] = useState<ActionState<E>>(IDLE);
  const latest = useRef(0);
  const announce = (answer: unknown) => {
    const notice = noticeIn(answer);
    if (notice) notify(notice);
  };
  const start = (input: I) => {
    const ticket = ++latest.current;
    setState({ status: 'running', error: null });
    void run(input).match(
      (value) => {
        if (ticket !== latest.current) return;
        setState({ status: 'succeeded', error: null });
        announce(value);
        onSuccess?.(value, input);
      },
      (error) => {
        if (ticket !== latest.current) return;
        setState({ status: 'failed', error });
        announce(error);
        onFailure?.(error, input);
      },
    );
  };
  const reset = () => {
    latest.current++;
    setState(IDLE);
  };
  return { ...state, start, reset };
}

type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface ResultLoad<T, E> {
  readonly status: LoadStatus;
  /** The latest value loaded; kept while a reload runs, so the page does not jump. */
  readonly value: T | null;
  readonly error: E | null;
  /** Loads again (after a change the page made). */
  readonly reload: () => void;
}

interface Answer<T, E> {
  readonly load: () => ResultAsync<T, E>;
  readonly version: number;
  readonly result: Result<T, E>;
}

/**
 * Loads data when the component mounts, when `load` changes (memoise it with `useCallback` on
 * what it reads) and on `reload()`. Until the first answer the status is `loading`, and the value
 * is `initial` (the data a page was served with, so its first render draws the served HTML).
 */
export function useResultLoad<T, E>(load: () => ResultAsync<T, E>, initial: T | null = null): ResultLoad<T, E> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<T, E> | null>(null);
  const [lastValue, setLastValue] = useState<T | null>(initial);
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setAnswer({ load, version, result });
      if (result.isOk()) setLastValue(result.value);
    });
    return () => {
      live = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = answer !== null && answer.load === load && answer.version === version ? answer.result : null;
  return {
    status: current === null ? 'loading' : current.isOk() ? 'loaded' : 'failed',
    value: lastValue,
    error: current !== null && current.isErr() ? current.error : null,
    reload,
  };
}
