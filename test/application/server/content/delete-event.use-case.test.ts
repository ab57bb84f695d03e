import { describe, expect, it } from 'vitest';
import { deleteEvent } from '../../../../src/application/server/content/delete-event.use-case';
import { admin, seededWorld } from './content-fixtures';

describe('deleteEvent (backend)', () => {
  it('deletes an event and answers it', async () => {
    const { world, event } = await seededWorld();
    expect((await deleteEvent(world, { actor: admin, id: event.id }))._unsafeUnwrap()).toEqual(event);
    expect((await world.events.get(event.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await deleteEvent(world, { actor: admin, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
