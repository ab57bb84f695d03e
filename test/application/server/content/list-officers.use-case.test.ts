import { describe, expect, it } from 'vitest';
import { listOfficers } from '../../../../src/application/server/content/list-officers.use-case';
import { sampleOfficer } from '../../../contracts/officer-repository.contract';
import { contentWorld, visitor } from './content-fixtures';

describe('listOfficers (backend)', () => {
  it('gives anyone a page of officers, with the filter and limit asked for', async () => {
    const world = contentWorld();
    for (const n of [1, 2, 3]) (await world.officers.create(sampleOfficer(n)))._unsafeUnwrap();
    expect((await listOfficers(world, { actor: visitor, query: { limit: 1 } }))._unsafeUnwrap().nextToken).toEqual(expect.any(String));
    const filtered = await listOfficers(world, { actor: visitor, query: { filter: { name: { beginsWith: 'Officer 2' } } } });
    expect(filtered._unsafeUnwrap().items.map((o) => o.name)).toEqual(['Officer 2']);
  });

  it('passes on a refused nextToken', async () => {
    const result = await listOfficers(contentWorld(), { actor: visitor, query: { nextToken: 'nonsense' } });
    expect(result._unsafeUnwrapErr().type).toBe('InvalidQuery');
  });
});
