/**
 * Listing with the filter, limit and nextToken of the GraphQL API (spec section 7): the subset of
 * AppSync's model filters this product uses. Every repository port takes the same shape.
 */
export type StringCondition = {
  readonly eq?: string;
  readonly ne?: string;
  readonly contains?: string;
  readonly notContains?: string;
  readonly beginsWith?: string;
};

export type ListFilter<F extends string> = {
  readonly [K in F]?: StringCondition;
} & {
  readonly and?: readonly ListFilter<F>[];
  readonly or?: readonly ListFilter<F>[];
  readonly not?: ListFilter<F>;
};

export interface ListQuery<F extends string> {
  readonly filter?: ListFilter<F> | null;
  /** How many items at most; 100 when not given, never more than {@link MAX_PAGE_SIZE}. */
  readonly limit?: number | null;
  /** The token a previous page returned, to read on from there. */
  readonly nextToken?: string | null;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Null on the last page. */
  readonly nextToken: string | null;
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1_000;

export function pageSize(limit: number | null | undefined): number {
  if (limit == null || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);
}

function matchesCondition(value: unknown, condition: StringCondition): boolean {
  const text = value == null ? '' : String(value);
  if (condition.eq !== undefined && text !== condition.eq) return false;
  if (condition.ne !== undefined && text === condition.ne) return false;
  if (condition.contains !== undefined && !text.includes(condition.contains)) return false;
  if (condition.notContains !== undefined && text.includes(condition.notContains)) return false;
  if (condition.beginsWith !== undefined && !text.startsWith(condition.beginsWith)) return false;
  return true;
}

/** Whether a record passes a filter; used by the in-memory fakes and any adapter that filters in code. */
export function matchesFilter<F extends string>(record: Readonly<Record<F, unknown>>, filter: ListFilter<F> | null | undefined): boolean {
  if (!filter) return true;
  for (const [key, condition] of Object.entries(filter) as [string, unknown][]) {
    if (condition === undefined) continue;
    if (key === 'and' && !(condition as ListFilter<F>[]).every((f) => matchesFilter(record, f))) return false;
    else if (key === 'or' && !(condition as ListFilter<F>[]).some((f) => matchesFilter(record, f))) return false;
    else if (key === 'not' && matchesFilter(record, condition as ListFilter<F>)) return false;
    else if (key !== 'and' && key !== 'or' && key !== 'not' && !matchesCondition(record[key as F], condition as StringCondition)) return false;
  }
  return true;
}
