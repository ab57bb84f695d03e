import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { deleteOfficer } from '../../../../src/application/browser/use-cases/delete-officer.use-case';
import { sampleOfficer } from '../../../contracts/officer-repository.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

describe('deleteOfficer', () => {
  it("deletes the officer: 'Officer deleted successfully!'", async () => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    expect((await deleteOfficer(world, { actor: admin, id: officer.id }))._unsafeUnwrap()).toEqual({ officer, notice: MESSAGES.officerDeleted });
  });

  it("answers 'Failed to process officer data. Please try again.' for a missing officer or a refusal (Unauthorized)", async () => {
    const world = contentWorld();
    expect((await deleteOfficer(world, { actor: admin, id: 'gone' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'OfficerDeleteFailed',
      cause: 'NotFound',
      notice: MESSAGES.officerProcessingFailed,
    });
    const officers = { ...stubbable(world.officers), delete: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    expect((await deleteOfficer({ officers }, { actor: admin, id: 'x' }))._unsafeUnwrapErr()).toMatchObject({ cause: 'Unauthorized', notice: MESSAGES.officerProcessingFailed });
  });

  it.each(NOT_ADMINS)('refuses %s before the repository is called, keeping the officer', async (_, actor) => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    const officers = recorded(world.officers);
    const result = await deleteOfficer({ officers: officers.port }, { actor, id: officer.id });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(officers.calls).toEqual([]);
    expect((await world.officers.list())._unsafeUnwrap().items).toEqual([officer]);
  });

  it('lets an administrator through to the repository', async () => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    const officers = recorded(world.officers);
    expect((await deleteOfficer({ officers: officers.port }, { actor: admin, id: officer.id })).isOk()).toBe(true);
    expect(officers.calls).toEqual(['delete']);
  });
});
