import type { ResultAsync } from 'neverthrow';
import type { ResolverError } from './graphql-failure';
import { checkCondition } from './list-arguments';

type Condition = Readonly<Record<string, unknown>> | null | undefined;

/**
 * Runs a create when its condition holds on a record with no fields yet, as AppSync tests a
 * create's condition on the item not yet written: `{ name: { attributeExists: false } }` or a
 * `ne` holds, an `eq` never does. Amplify's generated mutations send the condition as null.
 */
export function whenCreateCondition<F extends string, T>(
  condition: Condition,
  fields: readonly F[],
  write: () => ResultAsync<T, ResolverError>,
): ResultAsync<T, ResolverError> {
  return checkCondition(fields, {}, condition).asyncAndThen(write);
}

/**
 * Runs `write` when the mutation's condition holds on the record as `read` finds it (without a
 * condition, `write` runs at once and `read` is never called, so the use case decides alone).
 */
export function whenCondition<F extends string, T>(
  condition: Condition,
  fields: readonly F[],
  read: () => ResultAsync<object, ResolverError>,
  write: () => ResultAsync<T, ResolverError>,
): ResultAsync<T, ResolverError> {
  if (condition === null || condition === undefined) return write();
  return read()
    .andThen((current) => checkCondition(fields, current, condition))
    .andThen(write);
}
