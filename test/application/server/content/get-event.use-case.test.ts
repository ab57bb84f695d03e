import { describe, expect, it } from 'vitest';
import { getEvent } from '../../../../src/application/server/content/get-event.use-case';
import { seededWorld, visitor } from './content-fixtures';

describe('getEvent (backend)', () => {
  it('gives anyone an event by id', async () => {
    const { world, event } = await seededWorld();
    expect((await getEvent(world, { actor: visitor, id: event.id }))._unsafeUnwrap()).toEqual(event);
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await getEvent(world, { actor: visitor, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
