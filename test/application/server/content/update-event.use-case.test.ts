import { describe, expect, it } from 'vitest';
import { updateEvent } from '../../../../src/application/server/content/update-event.use-case';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { admin, member, seededWorld, snapshot, visitor } from './content-fixtures';

describe('updateEvent (backend)', () => {
  it('changes only the given fields of the event with that id, cleaned, keeping id and createdAt', async () => {
    const { world, event } = await seededWorld();
    const updated = (await updateEvent(world, { actor: admin, id: event.id, changes: { eventDesc: '  Moved indoors ', eventName: undefined } }))._unsafeUnwrap();
    expect(updated).toEqual({ ...event, eventDesc: 'Moved indoors', updatedAt: updated.updatedAt });
    expect(updated.updatedAt > event.updatedAt).toBe(true);
  });

  it('checks the record it would become: an emptied name is refused per field, writing nothing', async () => {
    const { world, event } = await seededWorld();
    const before = await snapshot(world);
    const result = await updateEvent(world, { actor: admin, id: event.id, changes: { eventName: ' ' } });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidForm', message: 'Event name is required.', fields: { eventName: 'Event name is required.' } });
    expect(await snapshot(world)).toEqual(before);
  });

  it('answers NotFound for an unknown id and DuplicateName for a rename onto another event', async () => {
    const { world, event } = await seededWorld();
    expect((await updateEvent(world, { actor: admin, id: 'nope', changes: { eventDesc: 'x' } }))._unsafeUnwrapErr().type).toBe('NotFound');
    const gala = (await world.events.create({ eventName: 'Gala', eventDesc: '', eventDate: 'May 1' }))._unsafeUnwrap();
    expect((await updateEvent(world, { actor: admin, id: gala.id, changes: { eventName: event.eventName.toUpperCase() } }))._unsafeUnwrapErr().type).toBe('DuplicateName');
  });

  it('is for administrators only, and a refused call reads nothing', async () => {
    const { world, event } = await seededWorld();
    for (const actor of [visitor, member]) {
      expect((await updateEvent(world, { actor, id: event.id, changes: { eventDesc: 'x' } }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
      expect((await updateEvent(world, { actor, id: 'unknown', changes: { eventDesc: 'x' } }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    }
  });
});
