import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/application/messages';
import { deleteOfficer } from '../../../src/application/use-cases/delete-officer.use-case';
import { sampleOfficer } from '../../contracts/officer-repository.contract';
import { contentWorld, stubbable } from '../backend/content/content-fixtures';

describe('deleteOfficer', () => {
  it("deletes the officer: 'Officer deleted successfully!'", async () => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    expect((await deleteOfficer(world, { id: officer.id }))._unsafeUnwrap()).toEqual({ officer, notice: MESSAGES.officerDeleted });
  });

  it("answers 'Failed to process officer data. Please try again.' for a missing officer or a refusal (Unauthorized)", async () => {
    const world = contentWorld();
    expect((await deleteOfficer(world, { id: 'gone' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'OfficerDeleteFailed',
      cause: 'NotFound',
      notice: MESSAGES.officerProcessingFailed,
    });
    const officers = { ...stubbable(world.officers), delete: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    expect((await deleteOfficer({ officers }, { id: 'x' }))._unsafeUnwrapErr()).toMatchObject({ cause: 'Unauthorized', notice: MESSAGES.officerProcessingFailed });
  });
});
