import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { EVENT_ADMIN, OFFICER_ADMIN } from '../../../../src/application/browser/use-cases/admin-kinds';
import { deleteNamedRecord } from '../../../../src/application/browser/use-cases/delete-named-record.use-case';
import { sampleEvent } from '../../../contracts/event-repository.contract';
import { sampleOfficer } from '../../../contracts/officer-repository.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

describe('deleteNamedRecord: events', () => {
  it("deletes the event: 'Event deleted successfully!'", async () => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    expect((await deleteNamedRecord(EVENT_ADMIN, world.events, { actor: admin, id: event.id }))._unsafeUnwrap()).toEqual({
      record: event,
      notice: MESSAGES.eventDeleted,
    });
    expect((await world.events.list())._unsafeUnwrap().items).toEqual([]);
  });

  it("shows the cause's own words for a missing event", async () => {
    const result = await deleteNamedRecord(EVENT_ADMIN, contentWorld().events, { actor: admin, id: 'gone' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'EventDeleteFailed',
      cause: 'NotFound',
      notice: { tone: 'error', text: 'The event was not found.' },
    });
  });

  it("shows 'Unauthorized' when the server refuses", async () => {
    const world = contentWorld();
    const events = { ...stubbable(world.events), delete: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    const result = await deleteNamedRecord(EVENT_ADMIN, events, { actor: admin, id: 'x' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'EventDeleteFailed', cause: 'Unauthorized', notice: { text: 'Unauthorized' } });
  });

  it.each(NOT_ADMINS)('refuses %s before the repository is called, keeping the event', async (_, actor) => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    const events = recorded(world.events);
    const result = await deleteNamedRecord(EVENT_ADMIN, events.port, { actor, id: event.id });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(events.calls).toEqual([]);
    expect((await world.events.list())._unsafeUnwrap().items).toEqual([event]);
  });

  it('lets an administrator through to the repository', async () => {
    const world = contentWorld();
    const event = (await world.events.create(sampleEvent(1)))._unsafeUnwrap();
    const events = recorded(world.events);
    expect((await deleteNamedRecord(EVENT_ADMIN, events.port, { actor: admin, id: event.id })).isOk()).toBe(true);
    expect(events.calls).toEqual(['delete']);
  });
});

describe('deleteNamedRecord: officers', () => {
  it("deletes the officer: 'Officer deleted successfully!'", async () => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    expect((await deleteNamedRecord(OFFICER_ADMIN, world.officers, { actor: admin, id: officer.id }))._unsafeUnwrap()).toEqual({
      record: officer,
      notice: MESSAGES.officerDeleted,
    });
  });

  it("answers 'Failed to process officer data. Please try again.' for a missing officer or a refusal (Unauthorized)", async () => {
    const world = contentWorld();
    expect((await deleteNamedRecord(OFFICER_ADMIN, world.officers, { actor: admin, id: 'gone' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'OfficerDeleteFailed',
      cause: 'NotFound',
      notice: MESSAGES.officerProcessingFailed,
    });
    const officers = { ...stubbable(world.officers), delete: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    expect((await deleteNamedRecord(OFFICER_ADMIN, officers, { actor: admin, id: 'x' }))._unsafeUnwrapErr()).toMatchObject({
      cause: 'Unauthorized',
      notice: MESSAGES.officerProcessingFailed,
    });
  });

  it.each(NOT_ADMINS)('refuses %s before the repository is called, keeping the officer', async (_, actor) => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    const officers = recorded(world.officers);
    const result = await deleteNamedRecord(OFFICER_ADMIN, officers.port, { actor, id: officer.id });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(officers.calls).toEqual([]);
    expect((await world.officers.list())._unsafeUnwrap().items).toEqual([officer]);
  });

  it('lets an administrator through to the repository', async () => {
    const world = contentWorld();
    const officer = (await world.officers.create(sampleOfficer(1)))._unsafeUnwrap();
    const officers = recorded(world.officers);
    expect((await deleteNamedRecord(OFFICER_ADMIN, officers.port, { actor: admin, id: officer.id })).isOk()).toBe(true);
    expect(officers.calls).toEqual(['delete']);
  });
});
