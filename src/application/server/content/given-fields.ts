/**
 * The entries of `values` whose key is given (not undefined) in `given`, which defaults to
 * `values` itself: a partial update writes only what the caller named.
 *
 * @example givenOnly({ a: 'x', b: 'y' }, { a: ' x ' }) // { a: 'x' }
 */
export function givenOnly<T extends object>(values: T, given: Partial<T> = values): Partial<T> {
  const named = Object.entries(given)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  return Object.fromEntries(named.filter((key) => key in values).map((key) => [key, values[key as keyof T]])) as Partial<T>;
}
