import { expect, it } from 'vitest';
import { compareText } from '../../src/application/ports/list-filter';
import type { FieldCondition, ListFilter } from '../../src/application/ports/list-query';
import { filterProperty } from './listing-property';
import { readAll, readAllPages, type Listable, type ListingSetup, type ListingStore } from './listing-pages';

/** Registers the listing checks every repository contract shares. */
export function listingContract<S extends Listable<F>, F extends string>(setup: ListingSetup<S, F>): void {
  const on = (condition: FieldCondition, field: string = setup.field): ListFilter<F> => ({ [field]: condition }) as ListFilter<F>;

  async function withStore(
    texts: readonly string[],
    body: (subject: S, ids: Map<string, string>, store: ListingStore<S>) => Promise<void>,
  ) {
    const store = await setup.fresh();
    try {
      const ids = new Map<string, string>();
      for (const [n, text] of texts.entries()) ids.set(text, await setup.add(store.subject, n, text));
      await body(store.subject, ids, store);
    } finally {
      await store.dispose();
    }
  }

  const texts = ['Spring Banquet', 'Spring Cookout', 'Winter Gala'];
  const filtered = async (subject: S, ids: Map<string, string>, filter: ListFilter<F>) => {
    const found = new Set(await readAllPages(subject, { filter }));
    return [...ids.keys()].filter((text) => found.has(ids.get(text)!));
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

  it('compares text with le, lt, ge, gt and between (bounds included), by code point and case', async () => {
    await withStore([...texts, 'spring', 'Zürich', 'Zulu', '\uFF5E', '😀'], async (subject, ids) => {
      const above = ['spring', 'Zürich', 'Zulu', '\uFF5E', '😀'];
      expect(await filtered(subject, ids, on({ le: 'Spring Cookout' }))).toEqual(['Spring Banquet', 'Spring Cookout']);
      expect(await filtered(subject, ids, on({ lt: 'Spring Cookout' }))).toEqual(['Spring Banquet']);
      expect(await filtered(subject, ids, on({ ge: 'Spring Cookout' }))).toEqual(['Spring Cookout', 'Winter Gala', ...above]);
      expect(await filtered(subject, ids, on({ gt: 'Winter Gala' }))).toEqual(above);
      expect(await filtered(subject, ids, on({ between: ['Spring C', 'Winter Gala'] }))).toEqual(['Spring Cookout', 'Winter Gala']);
      // 'u' (U+0075) sorts before 'ü' (U+00FC), and every capital before any small letter.
      expect(await filtered(subject, ids, on({ gt: 'Zu', lt: 'a' }))).toEqual(['Zürich', 'Zulu']);
      expect(await filtered(subject, ids, on({ gt: 'Zulu', lt: '\uFF5E' }))).toEqual(['spring', 'Zürich']);
      // U+1F600 comes after U+FF5E, although its first UTF-16 unit (U+D83D) comes before.
      expect(await filtered(subject, ids, on({ gt: '\uFF5E' }))).toEqual(['😀']);
    });
  });

  it('compares the length in characters with size, and knows every text field exists and is a string', async () => {
    await withStore([...texts, 'Café ☕', '😀😀'], async (subject, ids) => {
      expect(await filtered(subject, ids, on({ size: { eq: 11 } }))).toEqual(['Winter Gala']);
      expect(await filtered(subject, ids, on({ size: { ne: 14, gt: 2 } }))).toEqual(['Winter Gala', 'Café ☕']);
      expect(await filtered(subject, ids, on({ size: { between: [6, 12] } }))).toEqual(['Winter Gala', 'Café ☕']);
      expect(await filtered(subject, ids, on({ size: { le: 2 } }))).toEqual(['😀😀']);
      expect(await filtered(subject, ids, on({ size: { lt: 6, ge: 2 } }))).toEqual(['😀😀']);
      expect(await filtered(subject, ids, on({ attributeExists: true, attributeType: 'string' }))).toEqual([...ids.keys()]);
      expect(
        await filtered(subject, ids, {
          or: [on({ attributeExists: false }), on({ attributeType: '_null' }), on({ attributeType: 'number' })],
        } as ListFilter<F>),
      ).toEqual([]);
    });
  });

  it('treats a blank field as absent: only ne, notContains, attributeExists false (and attributeType _null for null) hold', async () => {
    const store = await setup.fresh();
    try {
      const [value] = setup.otherValues;
      const blankId = await setup.add(store.subject, 0, 'Blank', null);
      const filledId = await setup.add(store.subject, 1, 'Filled', value);
      const ids = async (condition: FieldCondition) =>
        new Set(await readAllPages(store.subject, { filter: on(condition, setup.otherField) }));
      expect(await ids({ attributeExists: false })).toEqual(new Set([blankId]));
      expect(await ids({ attributeExists: true })).toEqual(new Set([filledId]));
      expect(await ids({ ne: value })).toEqual(new Set([blankId]));
      expect(await ids({ notContains: value })).toEqual(new Set([blankId]));
      expect(await ids({ eq: value, contains: value, beginsWith: value, ge: value })).toEqual(new Set([filledId]));
      const nullBlank = setup.blank === null;
      expect(await ids({ eq: '' })).toEqual(new Set(nullBlank ? [] : [blankId]));
      expect(await ids({ attributeType: '_null' })).toEqual(new Set(nullBlank ? [blankId] : []));
      expect(await ids({ attributeType: 'string' })).toEqual(new Set(nullBlank ? [filledId] : [blankId, filledId]));
      expect(await ids({ size: { ge: 0 } })).toEqual(new Set(nullBlank ? [filledId] : [blankId, filledId]));
      const notEqual = new Set(
        await readAllPages(store.subject, { filter: { not: on({ eq: value }, setup.otherField) } as ListFilter<F> }),
      );
      expect(notEqual).toEqual(new Set([blankId]));
    } finally {
      await store.dispose();
    }
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
      expect(await filtered(subject, ids, { or: [] } as ListFilter<F>)).toEqual([]);
      expect(await filtered(subject, ids, { and: [] } as ListFilter<F>)).toEqual(texts);
    });
  });

  it('filters on createdAt and updatedAt', async () => {
    await withStore(texts, async (subject, ids, store) => {
      store.advanceClock?.(60_000);
      await setup.touch(subject, ids.get('Winter Gala')!);
      const records = await readAll(subject, {});
      const winter = records.find((record) => record.id === ids.get('Winter Gala'))!;
      const first = records[0]!;
      expect(await filtered(subject, ids, { createdAt: { eq: winter.createdAt } } as ListFilter<F>)).toContain('Winter Gala');
      expect(await filtered(subject, ids, { createdAt: { le: first.createdAt } } as ListFilter<F>)).toContain('Spring Banquet');
      expect(await filtered(subject, ids, { updatedAt: { ge: winter.updatedAt } } as ListFilter<F>)).toContain('Winter Gala');
      expect(await filtered(subject, ids, { updatedAt: { gt: winter.updatedAt } } as ListFilter<F>)).toEqual([]);
      expect(
        await filtered(subject, ids, { createdAt: { beginsWith: first.createdAt.slice(0, 4), attributeExists: true } } as ListFilter<F>),
      ).toEqual(texts);
      if (store.advanceClock) {
        // The clock moved before the touch: only Winter Gala was updated after everything was created.
        expect(await filtered(subject, ids, { updatedAt: { gt: winter.createdAt } } as ListFilter<F>)).toEqual(['Winter Gala']);
      }
    });
  });

  it('lists in creation order, then by id', async () => {
    const store = await setup.fresh();
    try {
      for (let n = 0; n < 5; n++) {
        await setup.add(store.subject, n, `Record ${n}`);
        store.advanceClock?.(n % 2 === 0 ? 0 : 1_000);
      }
      const records = await readAll(store.subject, { limit: 2 });
      const sorted = [...records].sort((a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id));
      expect(records.map((record) => record.id)).toEqual(sorted.map((record) => record.id));
    } finally {
      await store.dispose();
    }
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

  it('applies the filter before the limit: every page but the last is full of matches', async () => {
    await withStore(['keep 0', 'drop 1', 'drop 2', 'keep 3', 'drop 4', 'keep 5', 'keep 6'], async (subject, ids) => {
      const filter = on({ beginsWith: 'keep' });
      const first = (await subject.list({ filter, limit: 2 }))._unsafeUnwrap();
      const second = (await subject.list({ filter, limit: 2, nextToken: first.nextToken }))._unsafeUnwrap();
      expect([first.items.length, second.items.length, second.nextToken]).toEqual([2, 2, null]);
      const seen = new Set([...first.items, ...second.items].map((item) => item.id));
      expect(seen).toEqual(new Set(['keep 0', 'keep 3', 'keep 5', 'keep 6'].map((text) => ids.get(text))));
    });
  });

  it('neither skips nor repeats a record when records are deleted or added between pages', async () => {
    await withStore(['a 0', 'a 1', 'a 2', 'a 3', 'a 4'], async (subject, ids, store) => {
      const first = (await subject.list({ limit: 2 }))._unsafeUnwrap();
      const deleted = first.items[0]!.id;
      (await subject.delete(deleted))._unsafeUnwrap();
      store.advanceClock?.(1_000);
      const late = await setup.add(subject, 9, 'a 9');
      const seen = [...first.items.map((item) => item.id), ...(await readAllPages(subject, { limit: 2, nextToken: first.nextToken }))];
      expect(seen).toHaveLength(new Set(seen).size);
      expect(seen).toEqual(expect.arrayContaining([...ids.values()].filter((id) => id !== deleted)));
      // A record created after the page's last one (the clock moved) comes on a later page.
      if (store.advanceClock) expect(seen).toContain(late);
    });
  });

  it('answers InvalidQuery for a nextToken it did not issue', async () => {
    await withStore(texts, async (subject) => {
      for (const nextToken of ['not a token', 'garbage', '%%%', '{"offset":1}', 'b2Zmc2V0OjE', 'eyJhZnRlciI6WzFdfQ']) {
        expect((await subject.list({ nextToken }))._unsafeUnwrapErr().type).toBe('InvalidQuery');
      }
    });
  });

  filterProperty(setup);
}
