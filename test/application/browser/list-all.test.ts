import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { listAll, MAX_PAGES } from '../../../src/application/browser/list-all';
import { MAX_PAGE_SIZE } from '../../../src/application/ports/list-query';
import { sampleEvent } from '../../contracts/event-repository.contract';
import { contentWorld } from '../server/content/content-fixtures';

describe('listAll', () => {
  it('follows nextToken through every page, once each', async () => {
    const { events } = contentWorld();
    for (let n = 0; n < 7; n++) (await events.create(sampleEvent(n)))._unsafeUnwrap();
    const all = (await listAll((query) => events.list({ ...query, limit: 3 })))._unsafeUnwrap();
    expect(all.map((e) => e.eventName)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `Event ${n}`));
  });

  it('asks for the largest pages unless told otherwise, and keeps the filter', async () => {
    const queries: unknown[] = [];
    const filter = { eventName: { eq: 'x' } };
    (await listAll((query) => (queries.push(query), okAsync({ items: [], nextToken: null })), { filter }))._unsafeUnwrap();
    expect(queries).toEqual([{ filter, limit: MAX_PAGE_SIZE, nextToken: null }]);
  });

  it("passes on a page's error", async () => {
    const result = await listAll(() => errAsync({ type: 'Unavailable', message: 'down' } as const));
    expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it(`stops after ${MAX_PAGES} pages of a store that never stops answering a token`, async () => {
    let calls = 0;
    const result = await listAll(() => (calls++, okAsync({ items: [calls], nextToken: 'again' })));
    expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
    expect(calls).toBe(MAX_PAGES);
  });
});
