import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { CHECK_THE_FIELDS } from '../../../../src/application/browser/use-cases/content-failure';
import type { EventRepository } from '../../../../src/application/ports/event-repository.port';
import { EVENT_ADMIN } from '../../../../src/application/browser/use-cases/admin-kinds';
import { saveNamedRecord, type SaveNamedRecordInput } from '../../../../src/application/browser/use-cases/save-named-record.use-case';
import type { EventValue } from '../../../../src/domain/named-records';
import { admin, contentWorld, snapshot, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

/** The Admin Panel's event save: the named-record save with events' words (officers: save-officer.use-case.test.ts). */
const saveEvent = (deps: { readonly events: EventRepository }, input: SaveNamedRecordInput<EventValue>) =>
  saveNamedRecord(EVENT_ADMIN, deps.events, input);

const form = { eventName: 'Spring Banquet', eventDate: 'April 23, 2022', eventDesc: 'Portsmouth, VA' };

describe('saveNamedRecord: events', () => {
  it("adds a new event: 'Event added successfully!'", async () => {
    const world = contentWorld();
    const saved = (await saveEvent(world, { actor: admin, form }))._unsafeUnwrap();
    expect(saved).toMatchObject({ outcome: 'added', notice: MESSAGES.eventAdded, record: form });
  });

  it("updates the event with the same name: 'Event updated successfully!'", async () => {
    const world = contentWorld();
    const first = (await saveEvent(world, { actor: admin, form }))._unsafeUnwrap();
    const saved = (
      await saveEvent(world, { actor: admin, form: { ...form, eventName: 'spring banquet', eventDesc: 'Moved' } })
    )._unsafeUnwrap();
    expect(saved).toMatchObject({ outcome: 'updated', notice: MESSAGES.eventUpdated, record: { id: first.record.id, eventDesc: 'Moved' } });
  });

  it('edits the event by id: a rename changes that event, and no other is made', async () => {
    const world = contentWorld();
    const first = (await saveEvent(world, { actor: admin, form }))._unsafeUnwrap();
    const renamed = { ...form, eventName: 'Spring Gala 2022' };
    const saved = (await saveEvent(world, { actor: admin, form: renamed, id: first.record.id }))._unsafeUnwrap();
    expect(saved).toMatchObject({
      outcome: 'updated',
      notice: MESSAGES.eventUpdated,
      record: { id: first.record.id, eventName: 'Spring Gala 2022' },
    });
    expect((await world.events.list())._unsafeUnwrap().items.map((event) => event.eventName)).toEqual(['Spring Gala 2022']);
  });

  it("refuses an edit that renames onto another event's name, beside the name field, and changes nothing", async () => {
    const world = contentWorld();
    const banquet = (await saveEvent(world, { actor: admin, form }))._unsafeUnwrap();
    const cookout = (await saveEvent(world, { actor: admin, form: { ...form, eventName: 'Cookout 2022' } }))._unsafeUnwrap();
    const before = await snapshot(world);
    const result = await saveEvent(world, { actor: admin, form: { ...form, eventName: ' spring  BANQUET' }, id: cookout.record.id });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: CHECK_THE_FIELDS,
      notice: null,
      fields: { eventName: "Another event is already named 'Spring Banquet'. Choose another name, or edit that event instead." },
    });
    expect(await snapshot(world)).toEqual(before);
    // Keeping its own name in another case is an edit of the same event.
    const kept = await saveEvent(world, { actor: admin, form: { ...form, eventName: 'SPRING BANQUET' }, id: banquet.record.id });
    expect(kept._unsafeUnwrap().record).toMatchObject({ id: banquet.record.id, eventName: 'SPRING BANQUET' });
  });

  it('refuses an invalid form field by field, without a toast', async () => {
    const result = await saveEvent(contentWorld(), { actor: admin, form: { ...form, eventDate: ' ' } });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: CHECK_THE_FIELDS,
      notice: null,
      fields: { eventDate: 'Event date is required.' },
    });
  });

  it("shows the server's own words when it refuses (Unauthorized) or fails", async () => {
    const world = contentWorld();
    for (const error of [
      { type: 'Unauthorized', message: 'Unauthorized' },
      { type: 'Unavailable', message: 'Try later.' },
    ] as const) {
      const events = { ...stubbable(world.events), findByName: () => errAsync(error) };
      const result = await saveEvent({ events }, { actor: admin, form });
      expect(result._unsafeUnwrapErr()).toEqual({
        type: 'EventSaveFailed',
        message: error.message,
        cause: error.type,
        notice: { tone: 'error', text: error.message, durationMs: 5000 },
      });
    }
  });

  it.each(NOT_ADMINS)('refuses %s before the repository is called, saving nothing', async (_, actor) => {
    const world = contentWorld();
    const events = recorded(world.events);
    const result = await saveEvent({ events: events.port }, { actor, form });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(events.calls).toEqual([]);
    expect((await snapshot(world)).events.items).toEqual([]);
  });

  it('refuses a member even when the form is invalid: the role is checked first', async () => {
    const result = await saveEvent(contentWorld(), { actor: NOT_ADMINS[0]![1], form: { ...form, eventName: '' } });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
  });

  it('lets an administrator through to the repository', async () => {
    const world = contentWorld();
    const events = recorded(world.events);
    expect((await saveEvent({ events: events.port }, { actor: admin, form })).isOk()).toBe(true);
    expect(events.calls).toContain('create');
  });
});
