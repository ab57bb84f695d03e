/**
 * Listing with the filter, limit and nextToken of the GraphQL API (spec section 7): AppSync's
 * model filters, with every operator its `ModelStringInput` declares. Every repository port takes
 * the same shape; `matchesFilter` (list-filter.ts) says what a filter means.
 */

/** The types `attributeType` can ask for (AppSync's `ModelAttributeTypes`); a stored field is only ever `string` or `_null`. */
export const ATTRIBUTE_TYPES = [
  'binary',
  'binarySet',
  'bool',
  'list',
  'map',
  'number',
  'numberSet',
  'string',
  'stringSet',
  '_null',
] as const;
type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** Comparisons of a number (AppSync's `ModelSizeInput`, for `size`). */
export type SizeCondition = {
  readonly eq?: number;
  readonly ne?: number;
  readonly le?: number;
  readonly lt?: number;
  readonly ge?: number;
  readonly gt?: number;
  /** Lower and upper bound, both included. */
  readonly between?: readonly [number, number];
};

/** The tests on one field (AppSync's `ModelStringInput` and `ModelIDInput`); all given must hold. */
export type FieldCondition = {
  readonly eq?: string;
  readonly ne?: string;
  readonly le?: string;
  readonly lt?: string;
  readonly ge?: string;
  readonly gt?: string;
  readonly contains?: string;
  readonly notContains?: string;
  /** Lower and upper bound, both included. */
  readonly between?: readonly [string, string];
  readonly beginsWith?: string;
  readonly attributeExists?: boolean;
  readonly attributeType?: AttributeType;
  /** Compares the length of the text in characters (code points). */
  readonly size?: SizeCondition;
};

export const TIMESTAMP_FIELDS = ['createdAt', 'updatedAt'] as const;
/** Every model carries these, so every filter may name them. */
type TimestampField = (typeof TIMESTAMP_FIELDS)[number];

export type ListFilter<F extends string> = {
  readonly [K in F | TimestampField]?: FieldCondition;
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

/**
 * A page of a list, ordered by creation then id. The filter is applied before the limit (AppSync
 * applies it after): a page holds `limit` matching items unless it is the last, and reading on
 * with nextToken never skips nor repeats a record that existed throughout.
 */
export interface Page<T> {
  readonly items: readonly T[];
  /** Null on the last page. */
  readonly nextToken: string | null;
}

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1_000;

export function pageSize(limit: number | null | undefined): number {
  if (limit == null || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);
}
