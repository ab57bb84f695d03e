import { describe, expect, it } from 'vitest';
import { listEvents } from '../../../../src/application/server/content/list-events.use-case';
import { sampleEvent } from '../../../contracts/event-repository.contract';
import { contentWorld, visitor } from './content-fixtures';

describe('listEvents (backend)', () => {
  it('gives anyone a page of events, with the filter, limit and nextToken asked for', async () => {
    const world = contentWorld();
    for (const n of [1, 2, 3]) (await world.events.create(sampleEvent(n)))._unsafeUnwrap();
    const page = (await listEvents(world, { actor: visitor, query: { limit: 2 } }))._unsafeUnwrap();
    expect(page.items).toHaveLength(2);
    const filtered = await listEvents(world, { actor: visitor, query: { filter: { eventName: { eq: 'Event 3' } } } });
    expect(filtered._unsafeUnwrap().items.map((e) => e.eventName)).toEqual(['Event 3']);
  });

  it('passes on a refused nextToken', async () => {
    const result = await listEvents(contentWorld(), { actor: visitor, query: { nextToken: 'nonsense' } });
    expect(result._unsafeUnwrapErr().type).toBe('InvalidQuery');
  });

});
