import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { deleteMember } from '../../../../src/application/server/content/delete-member.use-case';
import type { AccountSessions } from '../../../../src/application/ports/account-sessions.port';
import { admin, member, seededWorld } from './content-fixtures';

/** Sessions that record whose were ended (and can be made to fail). */
function sessions(fail = false) {
  const ended: string[] = [];
  const port: AccountSessions = {
    revokeSessionsOf: ({ email }) => (fail ? errAsync({ type: 'Unavailable', message: 'down' }) : (ended.push(email), okAsync(undefined))),
  };
  return { port, ended };
}

describe('deleteMember (backend)', () => {
  it('deletes a member and answers the record', async () => {
    const { world, other } = await seededWorld();
    expect((await deleteMember(world, { actor: admin, id: other.id }))._unsafeUnwrap()).toEqual(other);
    expect((await world.members.get(other.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it("ends the sessions of the record's e-mail", async () => {
    const { world, other } = await seededWorld();
    const { port, ended } = sessions();
    (await deleteMember({ ...world, sessions: port }, { actor: admin, id: other.id }))._unsafeUnwrap();
    expect(ended).toEqual([other.email]);
  });

  it('keeps the record when the sessions cannot be ended (Unavailable): a retry finds it as it was', async () => {
    const { world, other } = await seededWorld();
    const result = await deleteMember({ ...world, sessions: sessions(true).port }, { actor: admin, id: other.id });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'Unavailable', message: expect.stringContaining('could not be ended') });
    expect((await world.members.get(other.id))._unsafeUnwrap()).toEqual(other);
  });

  it('answers NotFound for an unknown ID, and Unauthorized to a member, ending nobody’s sessions', async () => {
    const { world, other } = await seededWorld();
    const { port, ended } = sessions();
    expect((await deleteMember({ ...world, sessions: port }, { actor: admin, id: '999999' }))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await deleteMember({ ...world, sessions: port }, { actor: member, id: other.id }))._unsafeUnwrapErr().type).toBe(
      'Unauthorized',
    );
    expect(ended).toEqual([]);
  });
});
