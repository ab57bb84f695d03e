import { describe, expect, it } from 'vitest';
import { getMyMember } from '../../../../src/application/server/content/get-my-member.use-case';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { member, seededWorld, visitor } from './content-fixtures';

describe('getMyMember (backend)', () => {
  it('gives the signed-in person their own record by their e-mail', async () => {
    const { world, own } = await seededWorld();
    expect((await getMyMember(world, { actor: member }))._unsafeUnwrap()).toEqual(own);
  });

  it('answers NotFound for a signed-in person with no member record', async () => {
    const { world } = await seededWorld();
    const result = await getMyMember(world, { actor: { role: 'member', email: 'stranger@example.org' } });
    expect(result._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('refuses a visitor', async () => {
    const { world } = await seededWorld();
    expect((await getMyMember(world, { actor: visitor }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    expect((await getMyMember(world, { actor: { role: 'visitor', email: 'member1@example.org' } }))._unsafeUnwrapErr()).toEqual(
      UNAUTHORIZED,
    );
  });
});
