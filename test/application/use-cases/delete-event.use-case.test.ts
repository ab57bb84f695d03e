import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/application/messages';
import { deleteEvent } from '../../../src/application/use-cases/delete-event.use-case';
import { sampleEvent } from '../../contracts/event-repository.contract';
import { contentWorld, stubbable } from '../backend/content/content-fixtures';

describe('deleteEvent', () => {
  it("deletes the event: 'Event deleted successfully!'", async () => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    expect((await deleteEvent(world, { id: event.id }))._unsafeUnwrap()).toEqual({ event, notice: MESSAGES.eventDeleted });
    expect((await world.events.list())._unsafeUnwrap().items).toEqual([]);
  });

  it("shows the cause's own words for a missing event", async () => {
    const result = await deleteEvent(contentWorld(), { id: 'gone' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'EventDeleteFailed', cause: 'NotFound', notice: { tone: 'error', text: 'The event was not found.' } });
  });

  it("shows 'Unauthorized' when the server refuses", async () => {
    const world = contentWorld();
    const events = { ...stubbable(world.events), delete: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    const result = await deleteEvent({ events }, { id: 'x' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'EventDeleteFailed', cause: 'Unauthorized', notice: { text: 'Unauthorized' } });
  });
});
