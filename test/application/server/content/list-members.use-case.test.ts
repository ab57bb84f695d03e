import { describe, expect, it } from 'vitest';
import { listMembers } from '../../../../src/application/server/content/list-members.use-case';
import { admin, seededWorld } from './content-fixtures';

describe('listMembers (backend)', () => {
  it('gives an administrator a page of members, with the filter and limit asked for', async () => {
    const { world, other } = await seededWorld();
    expect((await listMembers(world, { actor: admin }))._unsafeUnwrap().items).toHaveLength(3);
    const filtered = await listMembers(world, { actor: admin, query: { filter: { email: { eq: other.email } }, limit: 5 } });
    expect(filtered._unsafeUnwrap()).toEqual({ items: [other], nextToken: null });
  });

  it('passes on a refused nextToken', async () => {
    const { world } = await seededWorld();
    expect((await listMembers(world, { actor: admin, query: { nextToken: '!' } }))._unsafeUnwrapErr().type).toBe('InvalidQuery');
  });
});
