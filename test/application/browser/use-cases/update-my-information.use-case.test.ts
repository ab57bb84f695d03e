import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { updateMyInformation } from '../../../../src/application/browser/use-cases/update-my-information.use-case';
import { CHECK_THE_FIELDS } from '../../../../src/application/browser/use-cases/content-failure';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { contentWorld, stubbable } from '../../server/content/content-fixtures';

const form = {
  firstName: 'Ada',
  lastName: 'King',
  phone: '757 555 0123',
  address: '2 Oak Ave',
  city: 'Hampton',
  state: 'VA',
  zipcode: '23666',
  gradYear: '',
};

async function withMember() {
  const world = contentWorld();
  const member = (await world.members.create(sampleMember(1)))._unsafeUnwrap();
  return { world, member };
}

describe('updateMyInformation', () => {
  it("saves the cleaned form: 'Information updated successfully!'", async () => {
    const { world, member } = await withMember();
    const result = (await updateMyInformation(world, { memberId: member.id, form }))._unsafeUnwrap();
    expect(result.notice).toEqual(MESSAGES.informationUpdated);
    const expected = { ...member, ...form, zipcode: '23666', phone: '7575550123', gradYear: null, updatedAt: result.member.updatedAt };
    expect(result.member).toEqual(expected);
  });

  it('refuses an invalid form field by field, without a toast, and saves nothing', async () => {
    const { world, member } = await withMember();
    const result = await updateMyInformation(world, { memberId: member.id, form: { ...form, zipcode: 'abc', firstName: '' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', message: CHECK_THE_FIELDS, notice: null });
    expect(Object.keys((result._unsafeUnwrapErr() as { fields: object }).fields).sort()).toEqual(['firstName', 'zipcode']);
    expect((await world.members.get(member.id))._unsafeUnwrap()).toEqual(member);
  });

  it("shows the server's own message on a refusal (Unauthorized for another member's record)", async () => {
    const { world, member } = await withMember();
    const members = { ...stubbable(world.members), update: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    const result = await updateMyInformation({ ...world, members }, { memberId: member.id, form });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'UpdateFailed',
      cause: 'Unauthorized',
      notice: { tone: 'error', text: 'Unauthorized' },
    });
  });

  it("answers 'Failed to update information.' when the service is unavailable", async () => {
    const { world, member } = await withMember();
    const members = { ...stubbable(world.members), update: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    const result = await updateMyInformation({ ...world, members }, { memberId: member.id, form });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'UpdateFailed', notice: MESSAGES.informationUpdateFailed });
  });
});
