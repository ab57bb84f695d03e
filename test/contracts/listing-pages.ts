import type { ResultAsync } from 'neverthrow';
import { expect } from 'vitest';
import type { ListQuery, Page } from '../../src/application/ports/list-query';
import type { RepositoryError } from '../../src/application/ports/repository.errors';

/** What every listed record has. */
export interface Listed {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Anything listed with filter, limit and nextToken (spec section 7). */
export interface Listable<F extends string> {
  list(query?: ListQuery<F>): ResultAsync<Page<Listed>, RepositoryError>;
  delete(id: string): ResultAsync<unknown, RepositoryError>;
}

/** A fresh, empty store, a way to let go of it, and (where the test owns the clock) a way to move time on. */
export interface ListingStore<S> {
  readonly subject: S;
  readonly dispose: () => Promise<void>;
  readonly advanceClock?: (milliseconds: number) => void;
}

/** How the shared listing checks reach a store. */
export interface ListingSetup<S extends Listable<F>, F extends string> {
  /** Called several times in a property test. */
  readonly fresh: () => Promise<ListingStore<S>>;
  /**
   * Stores record number `n` (unique in any other unique field) with `text` in `field` and, unless
   * undefined, `other` in `otherField` (null: left blank); answers its id.
   */
  readonly add: (subject: S, n: number, text: string, other?: string | null) => Promise<string>;
  /** Changes record `id` in a field the filters here never name, so only its updatedAt moves. */
  readonly touch: (subject: S, id: string) => Promise<void>;
  /** A required free-text field. */
  readonly field: F;
  /** A field that may be blank, and some values it takes. */
  readonly otherField: F;
  readonly otherValues: readonly string[];
  /** How a blank `otherField` is stored: null (a member's graduation year) or empty text. */
  readonly blank: '' | null;
}

/** Reads every page, checking none is larger than the limit; answers the records in the order seen. */
export async function readAll<F extends string>(subject: Listable<F>, query: ListQuery<F>, guard = 10_000): Promise<Listed[]> {
  const seen: Listed[] = [];
  let nextToken: string | null = query.nextToken ?? null;
  for (let pages = 0; pages < guard; pages++) {
    const page: Page<Listed> = (await subject.list({ ...query, nextToken }))._unsafeUnwrap();
    expect(page.items.length).toBeLessThanOrEqual(query.limit ?? Number.POSITIVE_INFINITY);
    seen.push(...page.items);
    nextToken = page.nextToken;
    if (nextToken === null) return seen;
  }
  throw new Error('paging did not end');
}

/** The ids of `readAll`, in the order seen. */
export async function readAllPages<F extends string>(subject: Listable<F>, query: ListQuery<F>): Promise<string[]> {
  return (await readAll(subject, query)).map((record) => record.id);
}
