import { describe, expect, it } from 'vitest';
import { deleteMember } from '../../../../src/application/backend/content/delete-member.use-case';
import { admin, seededWorld } from './content-fixtures';

describe('deleteMember (backend)', () => {
  it('deletes a member and answers the record', async () => {
    const { world, other } = await seededWorld();
    expect((await deleteMember(world, { actor: admin, id: other.id }))._unsafeUnwrap()).toEqual(other);
    expect((await world.members.get(other.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers NotFound for an unknown ID', async () => {
    const { world } = await seededWorld();
    expect((await deleteMember(world, { actor: admin, id: '999999' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
