import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { EventRepository } from '../../../../src/application/ports/event-repository.port';
import type { OfficerRepository } from '../../../../src/application/ports/officer-repository.port';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { namedRecordContent } from '../../../../src/application/server/content/named-record-content';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { EVENTS, OFFICERS } from '../../../../src/domain/named-records';
import { sampleEvent } from '../../../contracts/event-repository.contract';
import { sampleOfficer } from '../../../contracts/officer-repository.contract';
import { admin, contentWorld, member, seededWorld, snapshot, stubbable, visitor } from './content-fixtures';

// The content use cases of both kinds of named record; each describe names the operation as the API does.
const events = (deps: { readonly events: EventRepository }) => namedRecordContent(EVENTS, deps.events, new ManualClock());
const officers = (deps: { readonly officers: OfficerRepository }) => namedRecordContent(OFFICERS, deps.officers, new ManualClock());

describe('listEvents (backend)', () => {
  it('gives anyone a page of events, with the filter, limit and nextToken asked for', async () => {
    const world = contentWorld();
    for (const n of [1, 2, 3]) (await world.events.create(sampleEvent(n)))._unsafeUnwrap();
    const page = (await events(world).list({ actor: visitor, query: { limit: 2 } }))._unsafeUnwrap();
    expect(page.items).toHaveLength(2);
    const filtered = await events(world).list({ actor: visitor, query: { filter: { eventName: { eq: 'Event 3' } } } });
    expect(filtered._unsafeUnwrap().items.map((e) => e.eventName)).toEqual(['Event 3']);
  });

  it('passes on a refused nextToken', async () => {
    const result = await events(contentWorld()).list({ actor: visitor, query: { nextToken: 'nonsense' } });
    expect(result._unsafeUnwrapErr().type).toBe('InvalidQuery');
  });
});

describe('getEvent (backend)', () => {
  it('gives anyone an event by id', async () => {
    const { world, event } = await seededWorld();
    expect((await events(world).get({ actor: visitor, id: event.id }))._unsafeUnwrap()).toEqual(event);
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await events(world).get({ actor: visitor, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});

const eventForm = { eventName: 'Cookout 2026', eventDate: 'August 1, 2026', eventDesc: 'Bring a friend' };

describe('saveEvent (backend)', () => {
  it("adds an event with a new name: 'added'", async () => {
    const { world } = await seededWorld();
    const saved = (await events(world).save({ actor: admin, form: eventForm }))._unsafeUnwrap();
    expect(saved).toEqual({ outcome: 'added', record: expect.objectContaining(eventForm) });
    expect((await world.events.get(saved.record.id))._unsafeUnwrap()).toEqual(saved.record);
  });

  it("updates the event that has the name, in any case or spacing: 'updated', same id and createdAt", async () => {
    const { world, event } = await seededWorld();
    const changed = { eventName: ' spring  BANQUET', eventDate: 'April 30, 2026', eventDesc: 'New venue' };
    const saved = (await events(world).save({ actor: admin, form: changed }))._unsafeUnwrap();
    expect(saved.outcome).toBe('updated');
    expect(saved.record).toMatchObject({ id: event.id, createdAt: event.createdAt, eventName: 'spring  BANQUET', eventDesc: 'New venue' });
    expect((await world.events.list())._unsafeUnwrap().items).toHaveLength(1);
  });

  it('refuses an invalid form with a message per field, writing nothing', async () => {
    const { world } = await seededWorld();
    const result = await events(world).save({ actor: admin, form: { eventName: ' ', eventDate: '', eventDesc: 'x' } });
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
    (await world.events.create({ ...eventForm, eventDesc: 'first' }))._unsafeUnwrap();
    const saved = (await events({ events: racing }).save({ actor: admin, form: eventForm }))._unsafeUnwrap();
    expect(saved.outcome).toBe('updated');
    expect(saved.record.eventDesc).toBe('Bring a friend');
  });

  it('passes on DuplicateName when the clashing event is gone again, and any other store error', async () => {
    const world = contentWorld();
    const duplicate = { type: 'DuplicateName', name: eventForm.eventName, message: 'taken' } as const;
    const vanishing: EventRepository = { ...stubbable(world.events), findByName: () => okAsync(null), create: () => errAsync(duplicate) };
    expect((await events({ events: vanishing }).save({ actor: admin, form: eventForm }))._unsafeUnwrapErr()).toEqual(duplicate);
    const down: EventRepository = { ...stubbable(world.events), findByName: () => errAsync({ type: 'Unavailable', message: 'down' }) };
    expect((await events({ events: down }).save({ actor: admin, form: eventForm }))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});

describe('updateEvent (backend)', () => {
  it('changes only the given fields of the event with that id, cleaned, keeping id and createdAt', async () => {
    const { world, event } = await seededWorld();
    const updated = (
      await events(world).update({ actor: admin, id: event.id, changes: { eventDesc: '  Moved indoors ', eventName: undefined } })
    )._unsafeUnwrap();
    expect(updated).toEqual({ ...event, eventDesc: 'Moved indoors', updatedAt: updated.updatedAt });
    expect(updated.updatedAt > event.updatedAt).toBe(true);
  });

  it('checks the record it would become: an emptied name is refused per field, writing nothing', async () => {
    const { world, event } = await seededWorld();
    const before = await snapshot(world);
    const result = await events(world).update({ actor: admin, id: event.id, changes: { eventName: ' ' } });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: 'Event name is required.',
      fields: { eventName: 'Event name is required.' },
    });
    expect(await snapshot(world)).toEqual(before);
  });

  it('answers NotFound for an unknown id and DuplicateName for a rename onto another event', async () => {
    const { world, event } = await seededWorld();
    expect((await events(world).update({ actor: admin, id: 'nope', changes: { eventDesc: 'x' } }))._unsafeUnwrapErr().type).toBe(
      'NotFound',
    );
    const gala = (await world.events.create({ eventName: 'Gala', eventDesc: '', eventDate: 'May 1' }))._unsafeUnwrap();
    expect(
      (await events(world).update({ actor: admin, id: gala.id, changes: { eventName: event.eventName.toUpperCase() } }))._unsafeUnwrapErr()
        .type,
    ).toBe('DuplicateName');
  });

  it('is for administrators only, and a refused call reads nothing', async () => {
    const { world, event } = await seededWorld();
    for (const actor of [visitor, member]) {
      expect((await events(world).update({ actor, id: event.id, changes: { eventDesc: 'x' } }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
      expect((await events(world).update({ actor, id: 'unknown', changes: { eventDesc: 'x' } }))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    }
  });
});

describe('deleteEvent (backend)', () => {
  it('deletes an event and answers it', async () => {
    const { world, event } = await seededWorld();
    expect((await events(world).delete({ actor: admin, id: event.id }))._unsafeUnwrap()).toEqual(event);
    expect((await world.events.get(event.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await events(world).delete({ actor: admin, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});

describe('listOfficers (backend)', () => {
  it('gives anyone a page of officers, with the filter and limit asked for', async () => {
    const world = contentWorld();
    for (const n of [1, 2, 3]) (await world.officers.create(sampleOfficer(n)))._unsafeUnwrap();
    expect((await officers(world).list({ actor: visitor, query: { limit: 1 } }))._unsafeUnwrap().nextToken).toEqual(expect.any(String));
    const filtered = await officers(world).list({ actor: visitor, query: { filter: { name: { beginsWith: 'Officer 2' } } } });
    expect(filtered._unsafeUnwrap().items.map((o) => o.name)).toEqual(['Officer 2']);
  });

  it('passes on a refused nextToken', async () => {
    const result = await officers(contentWorld()).list({ actor: visitor, query: { nextToken: 'nonsense' } });
    expect(result._unsafeUnwrapErr().type).toBe('InvalidQuery');
  });
});

describe('getOfficer (backend)', () => {
  it('gives anyone an officer by id', async () => {
    const { world, officer } = await seededWorld();
    expect((await officers(world).get({ actor: visitor, id: officer.id }))._unsafeUnwrap()).toEqual(officer);
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await officers(world).get({ actor: visitor, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});

const officerForm = { name: 'Grace Hopper', position: 'Secretary', summary: 'Rear admiral', photo: '' };

describe('saveOfficer (backend)', () => {
  it("adds an officer with a new name: 'added'", async () => {
    const { world } = await seededWorld();
    const saved = (await officers(world).save({ actor: admin, form: officerForm }))._unsafeUnwrap();
    expect(saved).toEqual({ outcome: 'added', record: expect.objectContaining(officerForm) });
  });

  it("updates the officer that has the name: 'updated', same id and createdAt", async () => {
    const { world, officer } = await seededWorld();
    const saved = (await officers(world).save({ actor: admin, form: { ...officerForm, name: 'ada  lovelace ' } }))._unsafeUnwrap();
    expect(saved.outcome).toBe('updated');
    expect(saved.record).toMatchObject({ id: officer.id, createdAt: officer.createdAt, name: 'ada  lovelace', position: 'Secretary' });
    expect((await world.officers.list())._unsafeUnwrap().items).toHaveLength(1);
  });

  it('refuses an invalid form with a message per field, writing nothing', async () => {
    const { world } = await seededWorld();
    const result = await officers(world).save({ actor: admin, form: { ...officerForm, position: '' } });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'InvalidForm',
      message: 'Position is required.',
      fields: { position: 'Position is required.' },
    });
    expect((await world.officers.list())._unsafeUnwrap().items).toHaveLength(1);
  });
});

describe('updateOfficer (backend)', () => {
  it('changes only the given fields of the officer with that id; an empty photo is allowed', async () => {
    const { world, officer } = await seededWorld();
    const updated = (
      await officers(world).update({ actor: admin, id: officer.id, changes: { position: ' President ', photo: '' } })
    )._unsafeUnwrap();
    expect(updated).toEqual({ ...officer, position: 'President', photo: '', updatedAt: updated.updatedAt });
  });

  it('refuses an emptied position per field, writing nothing; unknown id NotFound; name clash DuplicateName', async () => {
    const { world, officer } = await seededWorld();
    const before = await snapshot(world);
    expect((await officers(world).update({ actor: admin, id: officer.id, changes: { position: '' } }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { position: 'Position is required.' },
    });
    expect(await snapshot(world)).toEqual(before);
    expect((await officers(world).update({ actor: admin, id: 'nope', changes: { position: 'x' } }))._unsafeUnwrapErr().type).toBe(
      'NotFound',
    );
    const grace = (await world.officers.create({ name: 'Grace', position: 'Chair', summary: '', photo: '' }))._unsafeUnwrap();
    expect((await officers(world).update({ actor: admin, id: grace.id, changes: { name: ' ada lovelace' } }))._unsafeUnwrapErr().type).toBe(
      'DuplicateName',
    );
  });

  it('is for administrators only', async () => {
    const { world, officer } = await seededWorld();
    for (const actor of [visitor, member]) {
      expect((await officers(world).update({ actor, id: officer.id, changes: { position: 'x' } }))._unsafeUnwrapErr()).toEqual(
        UNAUTHORIZED,
      );
    }
  });
});

describe('deleteOfficer (backend)', () => {
  it('deletes an officer and answers it', async () => {
    const { world, officer } = await seededWorld();
    expect((await officers(world).delete({ actor: admin, id: officer.id }))._unsafeUnwrap()).toEqual(officer);
    expect((await world.officers.get(officer.id))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers NotFound for an unknown id', async () => {
    const { world } = await seededWorld();
    expect((await officers(world).delete({ actor: admin, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
