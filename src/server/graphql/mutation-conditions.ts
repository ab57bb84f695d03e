import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import type { ResolverError, RequestRefusal } from './graphql-failure';
import { checkCondition } from './list-arguments';

type Condition = Readonly<Record<string, unknown>> | null | undefined;

/**
 * A create has no record yet to test a condition on; rather than ignore one (AppSync would test
 * it against an empty item), the request is refused. Amplify's generated documents pass none.
 */
export function refuseCreateCondition(condition: Condition): Result<void, RequestRefusal> {
  const given = condition !== null && condition !== undefined && Object.values(condition).some((v) => v !== null && v !== undefined);
  return given ? err({ type: 'InvalidQuery', message: 'A condition on a create mutation is not supported.' }) : ok(undefined);
}

/**
 * Runs `write` when the mutation's condition holds on the record as `read` finds it (without a
 * condition, `write` runs at once and `read` is never called, so the use case decides alone).
 */
export function whenCondition<F extends string, T>(
  condition: Condition,
  fields: readonly F[],
  read: () => ResultAsync<Readonly<Record<F, unknown>>, ResolverError>,
  write: () => ResultAsync<T, ResolverError>,
): ResultAsync<T, ResolverError> {
  if (condition === null || condition === undefined) return write();
  return read()
    .andThen((current) => checkCondition(fields, current, condition))
    .andThen(write);
}
