import { describe, expect, it } from 'vitest';
import { deleteOfficer } from '../../../../src/application/server/content/delete-officer.use-case';
import { admin, seededWorld } from './content-fixtures';

describe('deleteOfficer (backend)', () => {
  it('deletes an officer and answers it', async () => {
    const { world, officer } = await seededWorld();
    expect((await deleteOfficer(world, { actor: admin, id: officer.id }))._unsafeUnwrap()).toEqual(officer);
    expect((await world.officers.get(officer.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await deleteOfficer(world, { actor: admin, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
