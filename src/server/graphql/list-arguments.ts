import { err, ok, Result } from 'neverthrow';
import { matchesFilter, type ListFilter, type ListQuery, type StringCondition } from '../../application/ports/list-query';
import { CONDITION_FAILED, type RequestRefusal } from './graphql-failure';

/** The arguments of every list query, as graphql-js coerced them (filter shaped by Model<X>FilterInput). */
export interface ListArguments {
  readonly filter?: Readonly<Record<string, unknown>> | null;
  readonly limit?: number | null;
  readonly nextToken?: string | null;
}

const SUPPORTED = ['eq', 'ne', 'contains', 'notContains', 'beginsWith'] as const;
const SUPPORTED_SET: ReadonlySet<string> = new Set(SUPPORTED);
const LOGIC = new Set(['and', 'or', 'not']);
/** Nesting and size limits: a filter is a handful of conditions, never a recursion bomb. */
export const FILTER_LIMITS = { depth: 8, conditions: 100 } as const;

const refuse = (message: string): RequestRefusal => ({ type: 'InvalidQuery', message });

interface Walk {
  readonly fields: ReadonlySet<string>;
  count: number;
}

function condition(field: string, input: unknown, walk: Walk): Result<StringCondition, RequestRefusal> {
  if (!walk.fields.has(field)) return err(refuse(`Filtering on '${field}' is not supported.`));
  const given = Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== null && value !== undefined);
  const unsupported = given.find(([operator]) => !SUPPORTED_SET.has(operator));
  if (unsupported) return err(refuse(`The filter operator '${unsupported[0]}' is not supported; use ${SUPPORTED.join(', ')}.`));
  walk.count += given.length;
  return ok(Object.fromEntries(given) as StringCondition);
}

function logic(key: string, value: unknown, walk: Walk, depth: number): Result<unknown, RequestRefusal> {
  if (key === 'not') return filterOf(value as Record<string, unknown>, walk, depth + 1);
  const parts = (value as readonly unknown[]).filter((part) => part !== null && part !== undefined);
  return Result.combine(parts.map((part) => filterOf(part as Record<string, unknown>, walk, depth + 1)));
}

function filterOf(input: Readonly<Record<string, unknown>>, walk: Walk, depth: number): Result<ListFilter<string>, RequestRefusal> {
  if (depth > FILTER_LIMITS.depth) return err(refuse(`The filter is nested too deeply (at most ${FILTER_LIMITS.depth} levels).`));
  const entries = Object.entries(input).filter(([, value]) => value !== null && value !== undefined);
  const converted = entries.map(([key, value]) =>
    (LOGIC.has(key) ? logic(key, value, walk, depth) : condition(key, value, walk)).map((part) => [key, part] as const),
  );
  return Result.combine(converted).andThen((pairs) =>
    walk.count > FILTER_LIMITS.conditions
      ? err(refuse(`The filter has too many conditions (at most ${FILTER_LIMITS.conditions}).`))
      : ok(Object.fromEntries(pairs) as ListFilter<string>),
  );
}

/**
 * A model filter (or condition) as the repositories take it: the operators eq, ne, contains,
 * notContains and beginsWith on the model's own fields, combined with and, or and not. Anything
 * else the schema admits (le, lt, ge, gt, between, attributeExists, attributeType, size, a filter
 * on createdAt) is refused with InvalidQuery rather than ignored. Null values count as absent.
 */
export function toListFilter<F extends string>(
  fields: readonly F[],
  input: Readonly<Record<string, unknown>> | null | undefined,
): Result<ListFilter<F> | null, RequestRefusal> {
  if (input === null || input === undefined) return ok(null);
  return filterOf(input, { fields: new Set(fields), count: 0 }, 1) as Result<ListFilter<F>, RequestRefusal>;
}

/** filter, limit and nextToken of a list query, checked. */
export function toListQuery<F extends string>(fields: readonly F[], args: ListArguments): Result<ListQuery<F>, RequestRefusal> {
  return toListFilter(fields, args.filter).map((filter) => ({ filter, limit: args.limit ?? null, nextToken: args.nextToken ?? null }));
}

/**
 * Whether a mutation's condition holds on the record as it is now (AppSync answers
 * 'The conditional request failed' otherwise). Checked before the write, so a change racing in
 * between is not seen: conditions here guard against stale forms, not concurrent writers.
 */
export function checkCondition<F extends string>(
  fields: readonly F[],
  current: Readonly<Record<F, unknown>>,
  condition: Readonly<Record<string, unknown>> | null | undefined,
): Result<void, RequestRefusal> {
  return toListFilter(fields, condition).andThen((filter) => (matchesFilter(current, filter) ? ok(undefined) : err(CONDITION_FAILED)));
}
