import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { CachedNamedRepository, ListingCache } from '../../../src/adapters/caching/cached-listings';
import { InMemoryNamedRepository } from '../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import type { Page } from '../../../src/application/ports/list-query';
import type { RepositoryError } from '../../../src/application/ports/repository.errors';
import { EVENTS, OFFICERS } from '../../../src/domain/named-records';
import { eventRepositoryContract } from '../../contracts/event-repository.contract';
import { officerRepositoryContract } from '../../contracts/officer-repository.contract';

// The cached repository keeps every promise of the ports.
eventRepositoryContract('cached', async () => {
  const clock = new ManualClock();
  return {
    repository: new CachedNamedRepository(new InMemoryNamedRepository(EVENTS, clock, new SequentialIds())),
    advanceClock: (ms) => clock.advance(ms),
  };
});
officerRepositoryContract('cached', async () => {
  const clock = new ManualClock();
  return {
    repository: new CachedNamedRepository(new InMemoryNamedRepository(OFFICERS, clock, new SequentialIds())),
    advanceClock: (ms) => clock.advance(ms),
  };
});

const EVENT = { eventName: 'Gala', eventDesc: 'The yearly gala', eventDate: '2026-12-01' };

function events() {
  const inner = new InMemoryNamedRepository(EVENTS, new ManualClock(), new SequentialIds());
  const list = vi.spyOn(inner, 'list');
  return { inner, list, cached: new CachedNamedRepository(inner, 2) };
}

const names = (page: Page<{ eventName: string }>) => page.items.map((event) => event.eventName);

describe('CachedNamedRepository: events', () => {
  it('reads a list once and answers it again from memory', async () => {
    const { inner, list, cached } = events();
    expect((await inner.create(EVENT)).isOk()).toBe(true);
    expect(names((await cached.list())._unsafeUnwrap())).toEqual(['Gala']);
    expect(names((await cached.list({}))._unsafeUnwrap())).toEqual(['Gala']);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('keeps each query apart, whatever the order of the filter fields', async () => {
    const { list, cached } = events();
    expect((await cached.create(EVENT)).isOk()).toBe(true);
    expect((await cached.list({ filter: { eventName: { eq: 'Gala' }, eventDate: { ge: '2026' } } })).isOk()).toBe(true);
    expect((await cached.list({ filter: { eventDate: { ge: '2026' }, eventName: { eq: 'Gala' } } })).isOk()).toBe(true);
    expect((await cached.list({ filter: { eventName: { eq: 'Gala' } } })).isOk()).toBe(true);
    expect((await cached.list({ limit: 1 })).isOk()).toBe(true);
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('forgets every list on a create, an update and a delete', async () => {
    const { cached } = events();
    expect(names((await cached.list())._unsafeUnwrap())).toEqual([]);
    const created = (await cached.create(EVENT))._unsafeUnwrap();
    expect(names((await cached.list())._unsafeUnwrap())).toEqual(['Gala']);
    expect((await cached.update(created.id, { eventName: 'Winter gala' })).isOk()).toBe(true);
    expect(names((await cached.list())._unsafeUnwrap())).toEqual(['Winter gala']);
    expect((await cached.delete(created.id)).isOk()).toBe(true);
    expect(names((await cached.list())._unsafeUnwrap())).toEqual([]);
  });

  it('forgets the lists on a write that fails too', async () => {
    const { list, cached } = events();
    expect((await cached.list()).isOk()).toBe(true);
    expect((await cached.update('missing', { eventName: 'x' }))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await cached.list()).isOk()).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('does not keep a list that failed', async () => {
    const { list, cached } = events();
    expect((await cached.list({ nextToken: 'not a token' })).isErr()).toBe(true);
    expect((await cached.list({ nextToken: 'not a token' })).isErr()).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('remembers only the most recently used queries', async () => {
    const { list, cached } = events();
    expect((await cached.list({ limit: 1 })).isOk()).toBe(true);
    expect((await cached.list({ limit: 2 })).isOk()).toBe(true);
    expect((await cached.list({ limit: 1 })).isOk()).toBe(true); // limit 1 is now the most recent
    expect((await cached.list({ limit: 3 })).isOk()).toBe(true); // evicts limit 2
    expect((await cached.list({ limit: 1 })).isOk()).toBe(true);
    expect(list).toHaveBeenCalledTimes(3);
    expect((await cached.list({ limit: 2 })).isOk()).toBe(true);
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('answers reads by id and name from the store', async () => {
    const { cached } = events();
    const created = (await cached.create(EVENT))._unsafeUnwrap();
    expect((await cached.get(created.id))._unsafeUnwrap().eventName).toBe('Gala');
    expect((await cached.findByName('gala'))._unsafeUnwrap()?.id).toBe(created.id);
  });
});

describe('CachedNamedRepository: officers', () => {
  it('forgets the board on every write', async () => {
    const inner = new InMemoryNamedRepository(OFFICERS, new ManualClock(), new SequentialIds());
    const cached = new CachedNamedRepository(inner);
    const officer = { name: 'Ada', position: 'President', summary: 'Leads', photo: 'ada.png' };
    expect((await cached.list())._unsafeUnwrap().items).toEqual([]);
    const created = (await cached.create(officer))._unsafeUnwrap();
    expect((await cached.list())._unsafeUnwrap().items.map((o) => o.name)).toEqual(['Ada']);
    expect((await cached.update(created.id, { position: 'Treasurer' })).isOk()).toBe(true);
    expect((await cached.list())._unsafeUnwrap().items.map((o) => o.position)).toEqual(['Treasurer']);
    expect((await cached.delete(created.id)).isOk()).toBe(true);
    expect((await cached.list())._unsafeUnwrap().items).toEqual([]);
  });
});

/** A read or write whose answer arrives when the test says. */
function deferred<V>() {
  let settle: (value: V) => void = () => undefined;
  const promise = new Promise<V>((resolve) => (settle = resolve));
  return { result: ResultAsync.fromSafePromise<V, RepositoryError>(promise), settle };
}

describe('ListingCache', () => {
  const page = (items: string[]): Page<string> => ({ items, nextToken: null });

  it('does not keep a list read while a write was under way', async () => {
    const cache = new ListingCache<string>();
    const write = deferred<string>();
    const writing = cache.write(() => write.result);
    // Read during the write: it may see the old rows, so it is answered but not kept.
    expect((await cache.list({}, () => okAsync(page(['old']))))._unsafeUnwrap().items).toEqual(['old']);
    write.settle('done');
    expect((await writing).isOk()).toBe(true);
    expect((await cache.list({}, () => okAsync(page(['new']))))._unsafeUnwrap().items).toEqual(['new']);
  });

  it('does not keep a list whose read began before a write and ended after it', async () => {
    const cache = new ListingCache<string>();
    const read = deferred<Page<string>>();
    const reading = cache.list({}, () => read.result);
    expect((await cache.write(() => okAsync('written'))).isOk()).toBe(true);
    read.settle(page(['old']));
    expect((await reading)._unsafeUnwrap().items).toEqual(['old']);
    expect((await cache.list({}, () => okAsync(page(['new']))))._unsafeUnwrap().items).toEqual(['new']);
  });

  it('keeps a list read with no write in between', async () => {
    const cache = new ListingCache<string>();
    expect((await cache.list({}, () => okAsync(page(['kept'])))).isOk()).toBe(true);
    expect(
      (await cache.list({}, () => errAsync({ type: 'Unavailable', message: 'not asked' } as RepositoryError)))._unsafeUnwrap().items,
    ).toEqual(['kept']);
  });
});
