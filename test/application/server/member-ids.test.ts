import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createWithFreeMemberId, drawFreeMemberId, MEMBER_ID_DRAWS } from '../../../src/application/server/member-ids';
import { memberIdFrom } from '../../../src/domain/members';
import { sampleMember } from '../../contracts/member-repository.contract';
import { contentWorld } from './content/content-fixtures';

const { id: _id, ...values } = sampleMember(7);
const draws = [0.5, 0.25, 0.75, 0.125, 0.625, 0.375];

describe('the member-ID draw and retry (every path that makes a member)', () => {
  it('draws until an ID is free, reading it to make sure', async () => {
    const world = contentWorld(draws);
    (await world.members.create(sampleMember(1, { id: memberIdFrom(0.5) })))._unsafeUnwrap();
    expect((await drawFreeMemberId(world))._unsafeUnwrap()).toBe(memberIdFrom(0.25));
  });

  it(`gives up with DuplicateId after ${MEMBER_ID_DRAWS} taken IDs, reading no more`, async () => {
    const world = contentWorld(draws);
    const read: string[] = [];
    const allTaken = Object.assign(Object.create(world.members) as typeof world.members, {
      get: (id: string) => {
        read.push(id);
        return okAsync({ ...sampleMember(1), id, createdAt: '', updatedAt: '' });
      },
    });
    expect((await drawFreeMemberId({ ...world, members: allTaken }))._unsafeUnwrapErr().type).toBe('DuplicateId');
    expect(read).toEqual(draws.slice(0, MEMBER_ID_DRAWS).map(memberIdFrom));
  });

  it('creates under the reserved ID first, then draws while the ID is taken', async () => {
    const world = contentWorld(draws);
    expect((await createWithFreeMemberId(world, values, '424242'))._unsafeUnwrap().id).toBe('424242');
    const second = (await createWithFreeMemberId(world, { ...values, email: 'second@example.org' }, '424242'))._unsafeUnwrap();
    expect(second.id).toBe(memberIdFrom(0.5));
  });

  it(`answers DuplicateId after ${MEMBER_ID_DRAWS} tries and any other refusal at once, without drawing again`, async () => {
    const world = contentWorld([0.5]);
    (await world.members.create(sampleMember(1, { id: memberIdFrom(0.5) })))._unsafeUnwrap();
    expect((await createWithFreeMemberId(world, values))._unsafeUnwrapErr().type).toBe('DuplicateId');
    const duplicate = await createWithFreeMemberId(world, { ...values, email: sampleMember(1).email.toUpperCase() }, '111111');
    expect(duplicate._unsafeUnwrapErr().type).toBe('DuplicateEmail');
  });
});
