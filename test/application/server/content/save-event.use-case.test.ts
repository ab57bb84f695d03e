import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { saveEvent } from '../../../../src/application/server/content/save-event.use-case';
import type { EventRepository } from '../../../../src/application/ports/event-repository.port';
import { admin, contentWorld, seededWorld, stubbable } from './content-fixtures';

const form = { eventName: 'Cookout 2026', eventDate: 'August 1, 2026', eventDesc: 'Bring a friend' };

describe('saveEvent (backend)', () => {
  it("adds an event with a new name: 'added'", async () => {
    const { world } = await seededWorld();
    const saved = (await saveEvent(world, { actor: admin, form }))._unsafeUnwrap();
    expect(saved).toEqual({ outcome: 'added', event: expect.objectContaining(form) });
    expect((await world.events.get(saved.event.id))._unsafeUnwrap()).toEqual(saved.event);
  });

  it("updates the event that has the name, in any case or spacing: 'updated', same id and createdAt", async () => {
    const { world, event } = await seededWorld();
    const changed = { eventName: ' spring  BANQUET', eventDate: 'April 30, 2026', eventDesc: 'New venue' };
    const saved = (await saveEvent(world, { actor: admin, form: changed }))._unsafeUnwrap();
    expect(saved.outcome).toBe('updated');
    expect(saved.event).toMatchObject({ id: event.id, createdAt: event.createdAt, eventName: 'spring  BANQUET', eventDesc: 'New venue' });
    expect((await world.events.list())._unsafeUnwrap().items).toHaveLength(1);
  });

  it('refuses an invalid form with a message per field, writing nothing', async () => {
    const { world } = await seededWorld();
    const result = await saveEvent(world, { actor: admin, form: { eventName: ' ', eventDate: '', eventDesc: 'x' } });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: 'Event name is required.',
      fields: { eventName: 'Event name is required.', eventDate: 'Event date is required.' },
    });
    expect((await world.events.list())._unsafeUnwrap().items).toHaveLength(1);
  });

  it('updates instead when another save takes the name between look-up and create (race)', async () => {
    const world = contentWorld();
    const racing: EventRepository = {
      ...stubbable(world.events),
      findByName: (() => {
        let calls = 0;
        return (name: string) => (calls++ === 0 ? okAsync(null) : world.events.findByName(name));
      })(),
    };
    (await world.events.create({ ...form, eventDesc: 'first' }))._unsafeUnwrap();
    const saved = (await saveEvent({ events: racing }, { actor: admin, form }))._unsafeUnwrap();
    expect(saved.outcome).toBe('updated');
    expect(saved.event.eventDesc).toBe('Bring a friend');
  });

  it('passes on DuplicateName when the clashing event is gone again, and any other store error', async () => {
    const world = contentWorld();
    const duplicate = { type: 'DuplicateName', name: form.eventName, message: 'taken' } as const;
    const vanishing: EventRepository = { ...stubbable(world.events), findByName: () => okAsync(null), create: () => errAsync(duplicate) };
    expect((await saveEvent({ events: vanishing }, { actor: admin, form }))._unsafeUnwrapErr()).toEqual(duplicate);
    const down: EventRepository = { ...stubbable(world.events), findByName: () => errAsync({ type: 'Unavailable', message: 'down' }) };
    expect((await saveEvent({ events: down }, { actor: admin, form }))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});

