import { err, ok, Result } from 'neverthrow';
import { checkFilter } from '../../application/ports/list-filter-check';
import { compareText, matchesFilter } from '../../application/ports/list-filter';
import { TIMESTAMP_FIELDS, type ListFilter, type ListQuery } from '../../application/ports/list-query';
import { CONDITION_FAILED, type RequestRefusal } from './graphql-failure';

/** The arguments of every list query, as graphql-js coerced them (filter shaped by Model<X>FilterInput). */
export interface ListArguments {
  readonly filter?: Readonly<Record<string, unknown>> | null;
  readonly limit?: number | null;
  readonly nextToken?: string | null;
}

type Input = Readonly<Record<string, unknown>>;

const LOGIC = new Set(['and', 'or', 'not']);
/** Nesting and size limits: a filter is a handful of conditions, never a recursion bomb. */
const FILTER_LIMITS = { depth: 8, conditions: 100 } as const;

const refuse = (message: string): RequestRefusal => ({ type: 'InvalidQuery', message });
const given = (input: Input) => Object.entries(input).filter(([, value]) => value !== null && value !== undefined);

interface Walk {
  readonly fields: ReadonlySet<string>;
  count: number;
}

/** A `between` as AppSync takes it: two bounds, the lower first (DynamoDB refuses the others). */
function checkBetween(bounds: unknown, order: (a: never, b: never) => number): Result<void, RequestRefusal> {
  const pair = Array.isArray(bounds) && bounds.length === 2 && bounds.every((bound) => bound !== null && bound !== undefined);
  if (!pair || order(bounds[0] as never, bounds[1] as never) > 0) return err(refuse('between takes two values, the lower bound first.'));
  return ok(undefined);
}

function sizeOf(input: Input): Result<Input, RequestRefusal> {
  const entries = given(input);
  const between = Object.fromEntries(entries).between;
  const checked = between === undefined ? ok(undefined) : checkBetween(between, (a: number, b: number) => a - b);
  return checked.map(() => Object.fromEntries(entries));
}

function conditionOf(field: string, input: Input, walk: Walk): Result<Input, RequestRefusal> {
  if (!walk.fields.has(field)) return err(refuse(`Filtering on '${field}' is not supported.`));
  const entries = given(input);
  walk.count += entries.length;
  const parts = entries.map(([operator, operand]) => {
    if (operator === 'size') return sizeOf(operand as Input).map((size) => [operator, size] as const);
    const checked = operator === 'between' ? checkBetween(operand, compareText) : ok(undefined);
    return checked.map(() => [operator, operand] as const);
  });
  return Result.combine(parts).map((pairs) => Object.fromEntries(pairs));
}

function logic(key: string, value: unknown, walk: Walk, depth: number): Result<unknown, RequestRefusal> {
  if (key === 'not') return filterOf(value as Input, walk, depth + 1);
  const parts = (value as readonly unknown[]).filter((part) => part !== null && part !== undefined);
  return Result.combine(parts.map((part) => filterOf(part as Input, walk, depth + 1)));
}

function filterOf(input: Input, walk: Walk, depth: number): Result<Input, RequestRefusal> {
  if (depth > FILTER_LIMITS.depth) return err(refuse(`The filter is nested too deeply (at most ${FILTER_LIMITS.depth} levels).`));
  const converted = given(input).map(([key, value]) =>
    (LOGIC.has(key) ? logic(key, value, walk, depth) : conditionOf(key, value as Input, walk)).map((part) => [key, part] as const),
  );
  return Result.combine(converted).andThen((pairs) =>
    walk.count > FILTER_LIMITS.conditions
      ? err(refuse(`The filter has too many conditions (at most ${FILTER_LIMITS.conditions}).`))
      : ok(Object.fromEntries(pairs)),
  );
}

/**
 * A model filter (or condition) as the repositories take it: every operator of AppSync's
 * ModelStringInput on the model's own fields and on createdAt and updatedAt, combined with and,
 * or and not. Null values count as absent. A `between` whose bounds are missing or reversed, a
 * filter nested too deeply or with too many conditions, or text the stores cannot hold is refused
 * with InvalidQuery rather than ignored.
 */
function toListFilter<F extends string>(
  fields: readonly F[],
  input: Input | null | undefined,
): Result<ListFilter<F> | null, RequestRefusal> {
  if (input === null || input === undefined) return ok(null);
  return filterOf(input, { fields: new Set<string>([...fields, ...TIMESTAMP_FIELDS]), count: 0 }, 1).andThen((filter) =>
    checkFilter(filter, fields).mapErr(refuse),
  );
}

/** filter, limit and nextToken of a list query, checked. */
export function toListQuery<F extends string>(fields: readonly F[], args: ListArguments): Result<ListQuery<F>, RequestRefusal> {
  return toListFilter(fields, args.filter).map((filter) => ({ filter, limit: args.limit ?? null, nextToken: args.nextToken ?? null }));
}

/**
 * Whether a mutation's condition holds on the record as it is now (AppSync answers
 * 'The conditional request failed' otherwise); a create tests it on a record with no fields, as
 * AppSync tests it on the item not yet written. Checked before the write, so a change racing in
 * between is not seen: conditions here guard against stale forms, not concurrent writers.
 */
export function checkCondition<F extends string>(
  fields: readonly F[],
  current: object,
  condition: Input | null | undefined,
): Result<void, RequestRefusal> {
  return toListFilter(fields, condition).andThen((filter) => (matchesFilter(current, filter) ? ok(undefined) : err(CONDITION_FAILED)));
}
