import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upsertByName } from '../../src/application/upsert-named-record';
import { nameKey } from '../../src/domain/upsert-by-name';
import { contentWorld } from './backend/content/content-fixtures';

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
