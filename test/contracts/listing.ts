import fc from 'fast-check';
import type { ResultAsync } from 'neverthrow';
import { expect, it } from 'vitest';
import type { ListFilter, ListQuery, Page, StringCondition } from '../../src/application/ports/list-query';
import type { RepositoryError } from '../../src/application/ports/repository.errors';

/** Anything listed with filter, limit and nextToken (spec section 7). */
export interface Listable<F extends string> {
  list(query?: ListQuery<F>): ResultAsync<Page<{ readonly id: string }>, RepositoryError>;
}

/** How the shared listing checks reach a store. */
export interface ListingSetup<S extends Listable<F>, F extends string> {
  /** A fresh, empty store and a way to let go of it (called several times in a property test). */
  readonly fresh: () => Promise<{ readonly subject: S; readonly dispose: () => Promise<void> }>;
  /** Stores record number `n` (unique in any other unique field) with `text` in `field`; answers its id. */
  readonly add: (subject: S, n: number, text: string) => Promise<string>;
  /** A free-text field the filters look at. */
  readonly field: F;
}

/** Reads every page, checking none is larger than the limit; answers the ids in the order seen. */
export async function readAllPages<F extends string>(subject: Listable<F>, query: ListQuery<F>, guard = 10_000): Promise<string[]> {
  const seen: string[] = [];
  let nextToken: string | null = null;
  for (let pages = 0; pages < guard; pages++) {
    const page: Page<{ readonly id: string }> = (await subject.list({ ...query, nextToken }))._unsafeUnwrap();
    expect(page.items.length).toBeLessThanOrEqual(query.limit ?? Number.POSITIVE_INFINITY);
    seen.push(...page.items.map((item) => item.id));
    nextToken = page.nextToken;
    if (nextToken === null) return seen;
  }
  throw new Error('paging did not end');
}

/** Registers the listing checks every repository contract shares. */
export function listingContract<S extends Listable<F>, F extends string>(setup: ListingSetup<S, F>): void {
  const on = (condition: StringCondition): ListFilter<F> => ({ [setup.field]: condition }) as ListFilter<F>;

  async function withStore(texts: readonly string[], body: (subject: S, ids: Map<string, string>) => Promise<void>) {
    const { subject, dispose } = await setup.fresh();
    try {
      const ids = new Map<string, string>();
      for (const [n, text] of texts.entries()) ids.set(text, await setup.add(subject, n, text));
      await body(subject, ids);
    } finally {
      await dispose();
    }
  }

  const texts = ['Spring Banquet', 'Spring Cookout', 'Winter Gala'];
  const filtered = async (subject: S, ids: Map<string, string>, filter: ListFilter<F>) => {
    const found = new Set(await readAllPages(subject, { filter }));
    return texts.filter((text) => found.has(ids.get(text)!));
  };

  it('lists everything without a query, and filters with eq, ne, contains, notContains and beginsWith', async () => {
    await withStore(texts, async (subject, ids) => {
      expect((await subject.list())._unsafeUnwrap()).toEqual({ items: expect.any(Array), nextToken: null });
      expect(new Set(await readAllPages(subject, {}))).toEqual(new Set(ids.values()));
      expect(await filtered(subject, ids, on({ eq: 'Winter Gala' }))).toEqual(['Winter Gala']);
      expect(await filtered(subject, ids, on({ ne: 'Winter Gala' }))).toEqual(['Spring Banquet', 'Spring Cookout']);
      expect(await filtered(subject, ids, on({ contains: 'Cook' }))).toEqual(['Spring Cookout']);
      expect(await filtered(subject, ids, on({ notContains: 'Cook' }))).toEqual(['Spring Banquet', 'Winter Gala']);
      expect(await filtered(subject, ids, on({ beginsWith: 'Spring' }))).toEqual(['Spring Banquet', 'Spring Cookout']);
      expect(await filtered(subject, ids, on({ eq: 'winter gala' }))).toEqual([]);
    });
  });

  it('combines filters with and, or and not', async () => {
    await withStore(texts, async (subject, ids) => {
      const and = { and: [on({ beginsWith: 'Spring' }), on({ contains: 'Banquet' })] } as ListFilter<F>;
      const or = { or: [on({ eq: 'Winter Gala' }), on({ contains: 'Cookout' })] } as ListFilter<F>;
      const not = { not: on({ beginsWith: 'Spring' }) } as ListFilter<F>;
      const id = { id: { eq: ids.get('Spring Cookout') } } as ListFilter<F>;
      expect(await filtered(subject, ids, and)).toEqual(['Spring Banquet']);
      expect(await filtered(subject, ids, or)).toEqual(['Spring Cookout', 'Winter Gala']);
      expect(await filtered(subject, ids, not)).toEqual(['Winter Gala']);
      expect(await filtered(subject, ids, id)).toEqual(['Spring Cookout']);
    });
  });

  it('pages with limit and nextToken: a full page with a token, then the rest and no token', async () => {
    await withStore(texts, async (subject) => {
      const first = (await subject.list({ limit: 2 }))._unsafeUnwrap();
      expect(first.items).toHaveLength(2);
      expect(first.nextToken).toEqual(expect.any(String));
      const second = (await subject.list({ limit: 2, nextToken: first.nextToken }))._unsafeUnwrap();
      expect(second.items).toHaveLength(1);
      expect(second.nextToken).toBeNull();
    });
  });

  it('answers InvalidQuery for a nextToken it did not issue', async () => {
    await withStore(texts, async (subject) => {
      for (const nextToken of ['not a token', 'garbage', '%%%', '{"offset":1}']) {
        expect((await subject.list({ nextToken }))._unsafeUnwrapErr().type).toBe('InvalidQuery');
      }
    });
  });

  it('visits every matching record exactly once, for any records and any page size (property)', async () => {
    const records = fc.array(fc.boolean(), { maxLength: 14 });
    const filterOrNot = fc.option(fc.constant(on({ beginsWith: 'keep' })), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(records, fc.integer({ min: 1, max: 16 }), filterOrNot, async (keeps, limit, filter) => {
        const labels = keeps.map((keep, n) => `${keep ? 'keep' : 'drop'} ${n}`);
        await withStore(labels, async (subject, ids) => {
          const seen = await readAllPages(subject, { limit, filter });
          const wanted = labels.filter((label) => filter === undefined || label.startsWith('keep')).map((l) => ids.get(l)!);
          expect(seen).toHaveLength(new Set(seen).size);
          expect(new Set(seen)).toEqual(new Set(wanted));
        });
      }),
      { numRuns: 40 },
    );
  }, 60_000);
}
