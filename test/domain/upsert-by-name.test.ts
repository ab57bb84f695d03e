import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyUpsert, nameKey, nameTakenMessage, planUpsert } from '../../src/domain/upsert-by-name';

interface Named {
  readonly id: string;
  readonly name: string;
  readonly note: string;
}

const nameOf = (item: Omit<Named, 'id'>) => item.name;
const spring: Named = { id: 'e1', name: 'Spring Banquet', note: 'old' };
const cookout: Named = { id: 'e2', name: 'Cookout', note: 'old' };

/** Names built from a few letters and white space, so that collisions after normalising are common. */
const name = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', ' ', '\t', '\n', '\u00a0'), maxLength: 6 });
const incoming = fc.record({ name, note: fc.string({ maxLength: 3 }) });
/** A list of records with distinct ids and distinct name keys, as the store keeps them. */
const store = fc
  .uniqueArray(incoming, { selector: (item) => nameKey(item.name), maxLength: 8 })
  .map((items) => items.map((item, i): Named => ({ ...item, id: `id-${i}` })));

describe('nameKey: names match after trimming, folding white space and ignoring case', () => {
  it('gives the same key for spacing and case variants', () => {
    expect(nameKey('Spring  Banquet ')).toBe('spring banquet');
    expect(nameKey('spring banquet')).toBe('spring banquet');
    expect(nameKey('\tSPRING\n\u00a0banquet')).toBe('spring banquet');
  });

  it('treats composed and decomposed accents as the same name', () => {
    expect(nameKey('Jos\u00e9')).toBe(nameKey('Jose\u0301'));
  });

  it('keeps different words apart', () => {
    expect(nameKey('Spring Banquet')).not.toBe(nameKey('SpringBanquet'));
    expect(nameKey('Spring Banquet 2022')).not.toBe(nameKey('Spring Banquet'));
  });

  it('ignores surrounding white space, runs of white space and ASCII case', () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 });
    const gap = fc.stringMatching(/^\s{1,3}$/);
    fc.assert(
      fc.property(words, gap, gap, gap, (ws, before, between, after) => {
        const key = nameKey(ws.join(' '));
        expect(nameKey(before + ws.join(between) + after)).toBe(key);
        expect(nameKey(ws.join(' ').toUpperCase())).toBe(key);
        expect(nameKey(key)).toBe(key);
      }),
    );
  });
});

describe('planUpsert: a taken name updates, a new one creates', () => {
  it('updates the record holding the name', () => {
    expect(planUpsert([spring, cookout], ' cookout ', (item) => item.name)).toEqual({ kind: 'update', id: 'e2' });
  });

  it('creates when no record holds it', () => {
    expect(planUpsert([spring, cookout], 'Gala', (item) => item.name)).toEqual({ kind: 'create' });
    expect(planUpsert([], 'Gala', (item: Named) => item.name)).toEqual({ kind: 'create' });
  });
});

describe('applyUpsert: one record per name', () => {
  it('replaces the record with the same name, keeping its id and place', () => {
    const next = applyUpsert([spring, cookout], { name: 'spring  banquet', note: 'new' }, nameOf, 'e3');
    expect(next).toEqual([{ id: 'e1', name: 'spring  banquet', note: 'new' }, cookout]);
  });

  it('appends a new name with the new id', () => {
    const next = applyUpsert([spring], { name: 'Cookout', note: 'new' }, nameOf, 'e9');
    expect(next).toEqual([spring, { id: 'e9', name: 'Cookout', note: 'new' }]);
  });

  it('does not change the list it was given', () => {
    const existing = [spring, cookout];
    applyUpsert(existing, { name: 'Cookout', note: 'new' }, nameOf, 'e3');
    expect(existing).toEqual([spring, cookout]);
  });

  it('is idempotent: applying the same incoming twice equals applying it once', () => {
    fc.assert(
      fc.property(store, incoming, (existing, item) => {
        const once = applyUpsert(existing, item, nameOf, 'new-id');
        expect(applyUpsert(once, item, nameOf, 'other-id')).toEqual(once);
      }),
    );
  });

  it('never produces two records with the same name key', () => {
    fc.assert(
      fc.property(store, fc.array(incoming, { maxLength: 6 }), (existing, items) => {
        const result = items.reduce<readonly Named[]>((list, item, i) => applyUpsert(list, item, nameOf, `new-${i}`), existing);
        const keys = result.map((record) => nameKey(record.name));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('holds the incoming record exactly once, and grows by one only for a new name', () => {
    fc.assert(
      fc.property(store, incoming, (existing, item) => {
        const result = applyUpsert(existing, item, nameOf, 'new-id');
        const taken = existing.find((record) => nameKey(record.name) === nameKey(item.name));
        expect(result.length).toBe(existing.length + (taken ? 0 : 1));
        expect(result.filter((record) => nameKey(record.name) === nameKey(item.name))).toEqual([
          { ...item, id: taken ? taken.id : 'new-id' },
        ]);
        expect(result.filter((record) => nameKey(record.name) !== nameKey(item.name))).toEqual(
          existing.filter((record) => record !== taken),
        );
      }),
    );
  });
});

describe('nameTakenMessage', () => {
  it('names the record that holds the name, trimmed, and what to do instead', () => {
    expect(nameTakenMessage('event', ' Gala ')).toBe("Another event is already named 'Gala'. Choose another name, or edit that event instead.");
    expect(nameTakenMessage('officer', 'Ada')).toBe("Another officer is already named 'Ada'. Choose another name, or edit that officer instead.");
  });
});
