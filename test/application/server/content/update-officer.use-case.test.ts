import { describe, expect, it } from 'vitest';
import { updateOfficer } from '../../../../src/application/server/content/update-officer.use-case';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { admin, member, seededWorld, snapshot, visitor } from './content-fixtures';

describe('updateOfficer (backend)', () => {
  it('changes only the given fields of the officer with that id; an empty photo is allowed', async () => {
    const { world, officer } = await seededWorld();
    const updated = (await updateOfficer(world, { actor: admin, id: officer.id, changes: { position: ' President ', photo: '' } }))._unsafeUnwrap();
    expect(updated).toEqual({ ...officer, position: 'President', photo: '', updatedAt: updated.updatedAt });
  });

  it('refuses an emptied position per field, writing nothing; unknown id NotFound; name clash DuplicateName', async () => {
    const { world, officer } = await seededWorld();
    const before = await snapshot(world);
    expect((await updateOfficer(world, { actor: admin, id: officer.id, changes: { position: '' } }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { position: 'Position is required.' },
    });
    expect(await snapshot(world)).toEqual(before);
    expect((await updateOfficer(world, { actor: admin, id: 'nope', changes: { position: 'x' } }))._unsafeUnwrapErr().type).toBe('NotFound');
    const grace = (await world.officers.create({ name: 'Grace', position: 'Chair', summary: '', photo: '' }))._unsafeUnwrap();
    expect((await updateOfficer(world, { actor: admin, id: grace.id, changes: { name: ' ada lovelace' } }))._unsafeUnwrapErr().type).toBe('DuplicateName');
  });

  it('is for administrators only', async () => {
    const { world, officer } = await seededWorld();
    for (const actor of [visitor, member]) {
      expect((await updateOfficer(world, { actor, id: officer.id, changes: { position: 'x' } }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    }
  });
});
