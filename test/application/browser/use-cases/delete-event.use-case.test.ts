import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { deleteEvent } from '../../../../src/application/browser/use-cases/delete-event.use-case';
import { sampleEvent } from '../../../contracts/event-repository.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

describe('deleteEvent', () => {
  it("deletes the event: 'Event deleted successfully!'", async () => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    expect((await deleteEvent(world, { actor: admin, id: event.id }))._unsafeUnwrap()).toEqual({ event, notice: MESSAGES.eventDeleted });
    expect((await world.events.list())._unsafeUnwrap().items).toEqual([]);
  });

  it("shows the cause's own words for a missing event", async () => {
    const result = await deleteEvent(contentWorld(), { actor: admin, id: 'gone' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'EventDeleteFailed', cause: 'NotFound', notice: { tone: 'error', text: 'The event was not found.' } });
  });

  it("shows 'Unauthorized' when the server refuses", async () => {
    const world = contentWorld();
    const events = { ...stubbable(world.events), delete: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    const result = await deleteEvent({ events }, { actor: admin, id: 'x' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'EventDeleteFailed', cause: 'Unauthorized', notice: { text: 'Unauthorized' } });
  });

  it.each(NOT_ADMINS)('refuses %s before the repository is called, keeping the event', async (_, actor) => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    const events = recorded(world.events);
    const result = await deleteEvent({ events: events.port }, { actor, id: event.id });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(events.calls).toEqual([]);
    expect((await world.events.list())._unsafeUnwrap().items).toEqual([event]);
  });

  it('lets an administrator through to the repository', async () => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    const events = recorded(world.events);
    expect((await deleteEvent({ events: events.port }, { actor: admin, id: event.id })).isOk()).toBe(true);
    expect(events.calls).toEqual(['delete']);
  });
});
