import { describe, expect, it } from 'vitest';
import { createMember } from '../../../../src/application/server/content/create-member.use-case';
import { MEMBER_ID_DRAWS } from '../../../../src/application/server/member-ids';
import { memberIdFrom } from '../../../../src/domain/members';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { admin, contentWorld } from './content-fixtures';

const { id: _id, ...values } = sampleMember(7);

describe('createMember (backend)', () => {
  it('adds a member with a server-drawn 6-digit ID and the values cleaned', async () => {
    const world = contentWorld([0.5]);
    const created = (await createMember(world, { actor: admin, member: { ...values, phone: '757-555-0100' } }))._unsafeUnwrap();
    expect(created).toMatchObject({ ...values, id: memberIdFrom(0.5), phone: '7575550100' });
    expect((await world.members.get(created.id))._unsafeUnwrap()).toEqual(created);
  });

  it('draws again when the ID is taken', async () => {
    const world = contentWorld([0.5, 0.25]);
    (await world.members.create(sampleMember(1, { id: memberIdFrom(0.5) })))._unsafeUnwrap();
    const created = (await createMember(world, { actor: admin, member: values }))._unsafeUnwrap();
    expect(created.id).toBe(memberIdFrom(0.25));
  });

  it(`gives up with DuplicateId after ${MEMBER_ID_DRAWS} taken IDs in a row`, async () => {
    const world = contentWorld([0.5]);
    (await world.members.create(sampleMember(1, { id: memberIdFrom(0.5) })))._unsafeUnwrap();
    expect((await createMember(world, { actor: admin, member: values }))._unsafeUnwrapErr().type).toBe('DuplicateId');
  });

  it("refuses a member's e-mail in another case (DuplicateEmail)", async () => {
    const world = contentWorld();
    (await world.members.create(sampleMember(1)))._unsafeUnwrap();
    const result = await createMember(world, { actor: admin, member: { ...values, email: 'MEMBER1@example.org' } });
    expect(result._unsafeUnwrapErr().type).toBe('DuplicateEmail');
  });

  it('refuses invalid values with a message per field, and the legacy membership for a new member', async () => {
    const world = contentWorld();
    const bad = { ...values, email: 'x', zipcode: 'abc', membership: 'Annual Chapter fee', duesPayYear: '3000' };
    const error = (await createMember(world, { actor: admin, member: bad }))._unsafeUnwrapErr() as { type: string; fields: object };
    expect(error.type).toBe('InvalidForm');
    expect(Object.keys(error.fields).sort()).toEqual(['duesPayYear', 'email', 'membership', 'zipcode']);
    expect((await world.members.list())._unsafeUnwrap().items).toEqual([]);
  });

  it('takes the 6-digit ID an administrator chose; a taken one is DuplicateId, a malformed one refused', async () => {
    const world = contentWorld();
    const chosen = (await createMember(world, { actor: admin, id: ' 424242 ', member: values }))._unsafeUnwrap();
    expect(chosen.id).toBe('424242');
    const taken = await createMember(world, { actor: admin, id: '424242', member: { ...values, email: 'other@example.org' } });
    expect(taken._unsafeUnwrapErr().type).toBe('DuplicateId');
    const malformed = await createMember(world, { actor: admin, id: '42', member: { ...values, email: 'third@example.org' } });
    expect(malformed._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: 'Member ID must be 6 digits.',
      fields: { id: 'Member ID must be 6 digits.' },
    });
  });
});
