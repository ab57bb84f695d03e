import { describe, expect, it } from 'vitest';
import { updateMember } from '../../../../src/application/server/content/update-member.use-case';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { admin, member, seededWorld } from './content-fixtures';

describe('updateMember (backend): a member on their own record', () => {
  it('changes their contact details, cleaned as the form cleans them; ID and createdAt stay', async () => {
    const { world, own } = await seededWorld();
    const changes = { city: ' Hampton ', phone: '(757) 555-0199', zipcode: '23666', gradYear: '' };
    const updated = (await updateMember(world, { actor: member, id: own.id, changes }))._unsafeUnwrap();
    expect(updated).toEqual({
      ...own,
      city: 'Hampton',
      phone: '7575550199',
      zipcode: '23666',
      gradYear: null,
      updatedAt: updated.updatedAt,
    });
    expect(updated.updatedAt > own.updatedAt).toBe(true);
  });

  it('ignores fields given as undefined', async () => {
    const { world, own } = await seededWorld();
    const updated = await updateMember(world, { actor: member, id: own.id, changes: { city: 'Hampton', lastName: undefined } });
    expect(updated._unsafeUnwrap().lastName).toBe(own.lastName);
  });

  it.each([['id'], ['email'], ['membership'], ['duesPayYear'], ['createdAt'], ['isAdmin']])(
    'refuses a change to %s, naming it, and changes nothing',
    async (field) => {
      const { world, own } = await seededWorld();
      const result = await updateMember(world, { actor: member, id: own.id, changes: { city: 'Hampton', [field]: '2030' } });
      expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ProtectedField', fields: [field] });
      expect((await world.members.get(own.id))._unsafeUnwrap()).toEqual(own);
    },
  );

  it('refuses invalid details with a message per member field', async () => {
    const { world, own } = await seededWorld();
    const result = await updateMember(world, { actor: member, id: own.id, changes: { phone: 'call me', zipcode: '1', firstName: null } });
    const error = result._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'InvalidForm', message: 'First name is required.' });
    expect(Object.keys((error as { fields: object }).fields).sort()).toEqual(['firstName', 'phone', 'zipcode']);
    expect((await world.members.get(own.id))._unsafeUnwrap()).toEqual(own);
  });

  it("refuses another member's record", async () => {
    const { world, other } = await seededWorld();
    expect((await updateMember(world, { actor: member, id: other.id, changes: { city: 'X' } }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
  });
});

describe('updateMember (backend): an administrator', () => {
  it('changes e-mail, membership and dues year too', async () => {
    const { world, other } = await seededWorld();
    const changes = { email: ' new@example.org ', membership: 'Lifetime Membership', duesPayYear: null };
    const updated = (await updateMember(world, { actor: admin, id: other.id, changes }))._unsafeUnwrap();
    expect(updated).toMatchObject({
      id: other.id,
      createdAt: other.createdAt,
      email: 'new@example.org',
      membership: 'Lifetime Membership',
      duesPayYear: null,
    });
  });

  it('refuses an unknown membership or dues year, and an e-mail that is not one', async () => {
    const { world, other } = await seededWorld();
    const changes = { membership: 'Gold', duesPayYear: '26', email: 'nope' };
    const error = (await updateMember(world, { actor: admin, id: other.id, changes }))._unsafeUnwrapErr() as { fields: object };
    expect(Object.keys(error.fields).sort()).toEqual(['duesPayYear', 'email', 'membership']);
  });

  it('refuses a change of ID or timestamps', async () => {
    const { world, other } = await seededWorld();
    const result = await updateMember(world, { actor: admin, id: other.id, changes: { id: '123456', createdAt: 'x' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ProtectedField', fields: ['id', 'createdAt'] });
  });

  it("refuses another member's e-mail (DuplicateEmail) and answers NotFound for an unknown ID", async () => {
    const { world, own, other } = await seededWorld();
    const clash = await updateMember(world, { actor: admin, id: other.id, changes: { email: own.email.toUpperCase() } });
    expect(clash._unsafeUnwrapErr().type).toBe('DuplicateEmail');
    expect((await updateMember(world, { actor: admin, id: '999999', changes: {} }))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('keeps a legacy membership value it is not asked to change', async () => {
    const { world, other } = await seededWorld();
    (await world.members.update(other.id, { membership: 'Annual Chapter fee' }))._unsafeUnwrap();
    const updated = await updateMember(world, { actor: admin, id: other.id, changes: { city: 'Hampton' } });
    expect(updated._unsafeUnwrap().membership).toBe('Annual Chapter fee');
  });
});
