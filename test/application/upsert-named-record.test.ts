import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { updateById, upsertByName } from '../../src/application/upsert-named-record';
import { nameKey } from '../../src/domain/upsert-by-name';
import { contentWorld, stubbable } from './server/content/content-fixtures';

const names = fc.constantFrom('Gala', 'gala ', ' GALA', 'Cookout', 'cook out', 'Banquet');

describe('upsertByName', () => {
  it('keeps one record per name; a save is "added" exactly when its name was new (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(names, fc.string({ maxLength: 5 })), { maxLength: 12 }), async (saves) => {
        const { events } = contentWorld();
        const seen = new Set<string>();
        for (const [eventName, eventDesc] of saves) {
          const saved = (await upsertByName(events, { eventName, eventDesc, eventDate: 'May 1' }, (e) => e.eventName))._unsafeUnwrap();
          expect(saved.outcome).toBe(seen.has(nameKey(eventName)) ? 'updated' : 'added');
          expect(saved.record).toMatchObject({ eventName, eventDesc });
          seen.add(nameKey(eventName));
        }
        expect((await events.list())._unsafeUnwrap().items).toHaveLength(seen.size);
      }),
    );
  });
});

describe('updateById', () => {
  it('updates only the record it is given, and answers NameTaken for a name another record holds', async () => {
    const { events } = contentWorld();
    const gala = (await events.create({ eventName: 'Gala', eventDesc: '', eventDate: 'May 1' }))._unsafeUnwrap();
    const cookout = (await events.create({ eventName: 'Cookout', eventDesc: '', eventDate: 'June 1' }))._unsafeUnwrap();
    const renamed = (
      await updateById(events, gala.id, { eventName: 'Spring Gala', eventDesc: 'x', eventDate: 'May 2' }, (e) => e.eventName)
    )._unsafeUnwrap();
    expect(renamed).toEqual({ outcome: 'updated', record: expect.objectContaining({ id: gala.id, eventName: 'Spring Gala' }) });
    const taken = await updateById(events, gala.id, { eventName: ' cookout', eventDesc: '', eventDate: 'May 2' }, (e) => e.eventName);
    expect(taken._unsafeUnwrapErr()).toEqual({ type: 'NameTaken', name: 'Cookout' });
    expect((await events.get(cookout.id))._unsafeUnwrap()).toEqual(cookout);
  });

  it('answers NameTaken when the store refuses the name (another save took it in between)', async () => {
    const { events } = contentWorld();
    const gala = (await events.create({ eventName: 'Gala', eventDesc: '', eventDate: 'May 1' }))._unsafeUnwrap();
    const racing = {
      ...stubbable(events),
      findByName: () => okAsync(null),
      update: () => errAsync({ type: 'DuplicateName', name: 'Cookout', message: 'taken' } as const),
    };
    const result = await updateById(racing, gala.id, { eventName: 'Cookout', eventDesc: '', eventDate: 'May 1' }, (e) => e.eventName);
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'NameTaken', name: 'Cookout' });
  });
});
