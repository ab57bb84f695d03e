import { describe, expect, it } from 'vitest';
import { getMember } from '../../../../src/application/server/content/get-member.use-case';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { admin, member, seededWorld, visitor } from './content-fixtures';

describe('getMember (backend)', () => {
  it('gives a member their own record, matched by e-mail without regard to case', async () => {
    const { world, own } = await seededWorld();
    expect((await getMember(world, { actor: member, id: own.id }))._unsafeUnwrap()).toEqual(own);
  });

  it("refuses a member someone else's record, and an unknown ID alike (no probing of IDs)", async () => {
    const { world, other } = await seededWorld();
    expect((await getMember(world, { actor: member, id: other.id }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    expect((await getMember(world, { actor: member, id: '999999' }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    expect((await getMember(world, { actor: visitor, id: '999999' }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
  });

  it('gives an administrator any record, and NotFound for an unknown ID', async () => {
    const { world, other } = await seededWorld();
    expect((await getMember(world, { actor: admin, id: other.id }))._unsafeUnwrap()).toEqual(other);
    expect((await getMember(world, { actor: admin, id: '999999' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('refuses a member-role actor without an e-mail', async () => {
    const { world, own } = await seededWorld();
    expect((await getMember(world, { actor: { role: 'member', email: null }, id: own.id }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
  });
});
