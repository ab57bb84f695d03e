import { describe, expect, it } from 'vitest';
import { getOfficer } from '../../../../src/application/server/content/get-officer.use-case';
import { seededWorld, visitor } from './content-fixtures';

describe('getOfficer (backend)', () => {
  it('gives anyone an officer by id', async () => {
    const { world, officer } = await seededWorld();
    expect((await getOfficer(world, { actor: visitor, id: officer.id }))._unsafeUnwrap()).toEqual(officer);
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await getOfficer(world, { actor: visitor, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
