import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { secondsUntilWindowEnds, type WindowLimit } from '../rules/attempt-limits';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { attemptLimit } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';

/** The attempts one call took, one per window, to give back if it turns out to be no guess. */
export interface TakenAttempts {
  readonly windows: readonly { readonly key: string; readonly windowStartedAt: number }[];
  /** Whether this attempt filled a window (the next one will be refused): the moment to warn an owner. */
  readonly filled: boolean;
}

const counterKey = (name: string, limit: WindowLimit) => `${name}/${limit.windowSeconds}`;

function giveBackAll(ctx: IdentityDeps, taken: TakenAttempts['windows']): ResultAsync<void, IdentityError> {
  return ResultAsync.combine(taken.map((window) => ctx.store.giveBackAttempt(window.key, window.windowStartedAt)))
    .mapErr(fromStoreError)
    .map(() => undefined);
}

/**
 * Counts one attempt under `name` (say `wrong-codes/reset/ada@example.org`) in every window of
 * `limits`, or in none: when any window is full, the ones already taken are given back and the
 * answer is LimitExceeded ('Attempt limit exceeded, please try after some time.') with the wait
 * until that window ends. Counting before the attempt is judged is what keeps racing attempts
 * from passing a limit together.
 */
export function takeAttempt(ctx: IdentityDeps, name: string, limits: readonly WindowLimit[]): ResultAsync<TakenAttempts, IdentityError> {
  const now = ctx.clock.now();
  const takeFrom = (index: number, taken: TakenAttempts): ResultAsync<TakenAttempts, IdentityError> => {
    const limit = limits[index];
    if (limit === undefined) return okAsync(taken);
    const key = counterKey(name, limit);
    return ctx.store
      .takeAttempt({ key, now, max: limit.max, windowOpenedBy: now - limit.windowSeconds * 1000 })
      .mapErr(fromStoreError)
      .andThen((outcome) => {
        if (!outcome.taken) {
          const wait = secondsUntilWindowEnds(outcome.window, limit, now);
          return giveBackAll(ctx, taken.windows).andThen(() => errAsync(attemptLimit(wait)));
        }
        const windows = [...taken.windows, { key, windowStartedAt: outcome.window.windowStartedAt }];
        return takeFrom(index + 1, { windows, filled: taken.filled || outcome.window.count >= limit.max });
      });
  };
  return takeFrom(0, { windows: [], filled: false });
}

/** Un-counts an attempt that was no guess (a right code): it never costs the owner a try. */
function giveBack(ctx: IdentityDeps, taken: TakenAttempts): ResultAsync<void, IdentityError> {
  return giveBackAll(ctx, taken.windows);
}

/**
 * Runs `attempt` as one counted try under `name`: refused with LimitExceeded once a window is
 * full; a success is given back (only failures count); a failure the store caused (Unavailable) is
 * given back too, since the person guessed nothing. `onFailure` hears of every counted failure.
 */
export function countedAttempt<T>(
  ctx: IdentityDeps,
  name: string,
  limits: readonly WindowLimit[],
  attempt: () => ResultAsync<T, IdentityError>,
  onFailure: (taken: TakenAttempts) => void = () => undefined,
): ResultAsync<T, IdentityError> {
  return takeAttempt(ctx, name, limits).andThen((taken) =>
    attempt()
      .andThen((value) => giveBack(ctx, taken).map(() => value))
      .orElse((error) => {
        if (error.type === 'Unavailable') return giveBack(ctx, taken).andThen(() => errAsync<T, IdentityError>(error));
        onFailure(taken);
        return errAsync<T, IdentityError>(error);
      }),
  );
}
