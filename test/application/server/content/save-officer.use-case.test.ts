import { describe, expect, it } from 'vitest';
import { saveOfficer } from '../../../../src/application/server/content/save-officer.use-case';
import { admin, seededWorld } from './content-fixtures';

const form = { name: 'Grace Hopper', position: 'Secretary', summary: 'Rear admiral', photo: '' };

describe('saveOfficer (backend)', () => {
  it("adds an officer with a new name: 'added'", async () => {
    const { world } = await seededWorld();
    const saved = (await saveOfficer(world, { actor: admin, form }))._unsafeUnwrap();
    expect(saved).toEqual({ outcome: 'added', officer: expect.objectContaining(form) });
  });

  it("updates the officer that has the name: 'updated', same id and createdAt", async () => {
    const { world, officer } = await seededWorld();
    const saved = (await saveOfficer(world, { actor: admin, form: { ...form, name: 'ada  lovelace ' } }))._unsafeUnwrap();
    expect(saved.outcome).toBe('updated');
    expect(saved.officer).toMatchObject({ id: officer.id, createdAt: officer.createdAt, name: 'ada  lovelace', position: 'Secretary' });
    expect((await world.officers.list())._unsafeUnwrap().items).toHaveLength(1);
  });

  it('refuses an invalid form with a message per field, writing nothing', async () => {
    const { world } = await seededWorld();
    const result = await saveOfficer(world, { actor: admin, form: { ...form, position: '' } });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidForm', message: 'Position is required.', fields: { position: 'Position is required.' } });
    expect((await world.officers.list())._unsafeUnwrap().items).toHaveLength(1);
  });
});
