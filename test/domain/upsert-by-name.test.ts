import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, nameTakenMessage, planUpsert } from '../../src/domain/upsert-by-name';

interface Named {
  readonly id: string;
  readonly name: string;
  readonly note: string;
}

const spring: Named = { id: 'e1', name: 'Spring Banquet', note: 'old' };
const cookout: Named = { id: 'e2', name: 'Cookout', note: 'old' };

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

// What a save does to the stored records (one record per name, updated in place, idempotent) is a
// property of what production runs: upsertByName over each repository and its unique name key,
// in the named-record contract (test/contracts/named-records.ts), run against every adapter.

describe('nameTakenMessage', () => {
  it('names the record that holds the name, trimmed, and what to do instead', () => {
    expect(nameTakenMessage('event', ' Gala ')).toBe(
      "Another event is already named 'Gala'. Choose another name, or edit that event instead.",
    );
    expect(nameTakenMessage('officer', 'Ada')).toBe(
      "Another officer is already named 'Ada'. Choose another name, or edit that officer instead.",
    );
  });
});
