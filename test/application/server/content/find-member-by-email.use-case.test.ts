import { describe, expect, it } from 'vitest';
import { findMemberByEmail } from '../../../../src/application/server/content/find-member-by-email.use-case';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { admin, member, seededWorld, visitor } from './content-fixtures';

describe('findMemberByEmail (backend)', () => {
  it('finds anyone for an administrator, in any case; null when nobody has the e-mail', async () => {
    const { world, other } = await seededWorld();
    expect((await findMemberByEmail(world, { actor: admin, email: ` ${other.email.toUpperCase()}` }))._unsafeUnwrap()).toEqual(other);
    expect((await findMemberByEmail(world, { actor: admin, email: 'nobody@example.org' }))._unsafeUnwrap()).toBeNull();
  });

  it("finds a member's own record by their e-mail, and nobody else's (Unauthorized, member or not)", async () => {
    const { world, own, other } = await seededWorld();
    expect((await findMemberByEmail(world, { actor: member, email: own.email }))._unsafeUnwrap()).toEqual(own);
    expect((await findMemberByEmail(world, { actor: member, email: other.email }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    expect((await findMemberByEmail(world, { actor: member, email: 'nobody@example.org' }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
  });

  it('finds nothing for a visitor', async () => {
    const { world, own } = await seededWorld();
    expect((await findMemberByEmail(world, { actor: visitor, email: own.email }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
  });
});
