import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFilter } from '../../../src/application/ports/list-filter-check';
import { compareText, matchesCondition, matchesFilter, textLength } from '../../../src/application/ports/list-filter';
import type { FieldCondition } from '../../../src/application/ports/list-query';
import { compareListed, decodeCursor, encodeCursor } from '../../../src/application/ports/page-cursor';

const utf8Order = (a: string, b: string) => Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
// Whole code points only: a lone surrogate has no UTF-8 form, and no store holds one.
const unicode = fc.string({ unit: 'grapheme-composite', maxLength: 6 });

describe('compareText', () => {
  it('orders as UTF-8 bytes do, which is code point order (property)', () => {
    fc.assert(
      fc.property(unicode, unicode, (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(utf8Order(a, b));
      }),
      { numRuns: 2_000 },
    );
  });

  it('puts a character above U+FFFF after U+FF5E, where UTF-16 units would not', () => {
    expect('😀' < '\uFF5E').toBe(true);
    expect(compareText('😀', '\uFF5E')).toBeGreaterThan(0);
    expect(compareText('Zu', 'Zü')).toBeLessThan(0);
    expect(compareText('Z', 'a')).toBeLessThan(0);
    expect(compareText('ab', 'ab')).toBe(0);
    expect(compareText('ab', 'abc')).toBeLessThan(0);
  });
});

describe('textLength', () => {
  it('counts characters (code points), not UTF-16 units', () => {
    expect([textLength(''), textLength('Café'), textLength('😀😀'), textLength('中文')]).toEqual([0, 4, 2, 2]);
  });
});

describe('matchesCondition', () => {
  it.each([
    ['Gala', { eq: 'Gala', ne: 'gala' }, true],
    ['Gala', { le: 'Gala', lt: 'Galb', ge: 'G', gt: 'F' }, true],
    ['Gala', { between: ['Gala', 'Gala'] }, true],
    ['Gala', { between: ['Galb', 'Z'] }, false],
    ['Gala', { contains: 'al', notContains: 'x', beginsWith: 'Ga' }, true],
    ['Gala', { size: { eq: 4, ne: 3, between: [1, 4] } }, true],
    ['Gala', { size: { gt: 4 } }, false],
    ['Gala', { attributeExists: true, attributeType: 'string' }, true],
    ['Gala', { attributeType: 'number' }, false],
    ['', { attributeExists: false, attributeType: 'string', eq: '', size: { eq: 0 } }, true],
    ['', { attributeExists: true }, false],
    [null, { ne: 'x', notContains: 'x', attributeExists: false, attributeType: '_null' }, true],
    [null, { eq: '' }, false],
    [null, { lt: 'z' }, false],
    [null, { contains: '' }, false],
    [null, { size: { ge: 0 } }, false],
    [null, { attributeType: 'string' }, false],
    [null, { eq: null, ne: 'x' }, true],
  ] as const)('%j with %j: %s', (value, condition, expected) => {
    expect(matchesCondition(value, condition as FieldCondition)).toBe(expected);
  });
});

describe('matchesFilter', () => {
  const record = { id: 'e1', eventName: 'Gala', eventDesc: '', createdAt: '2026-05-01T00:00:00.000Z' };

  it('combines with and, or and not; an empty or matches nothing, an empty and everything', () => {
    expect(matchesFilter(record, { eventName: { eq: 'Gala' }, not: { eventDesc: { attributeExists: true } } })).toBe(true);
    expect(matchesFilter(record, { or: [{ eventName: { eq: 'x' } }, { createdAt: { beginsWith: '2026' } }] })).toBe(true);
    expect(matchesFilter(record, { or: [] })).toBe(false);
    expect(matchesFilter(record, { and: [] })).toBe(true);
    expect(matchesFilter(record, null)).toBe(true);
  });
});

describe('checkFilter', () => {
  it('accepts every operator with an operand of its type, on the fields and the timestamps', () => {
    const filter = {
      eventName: {
        eq: 'a',
        ne: 'b',
        le: 'c',
        lt: 'd',
        ge: 'e',
        gt: 'f',
        contains: 'g',
        notContains: 'h',
        beginsWith: 'i',
        between: ['a', 'z'],
      },
      eventDesc: { attributeExists: false, attributeType: '_null', size: { eq: 1, ne: 2, le: 3, lt: 4, ge: 5, gt: 6, between: [1, 2] } },
      and: [{ createdAt: { ge: '2026' } }],
      or: [{ updatedAt: { lt: '2027' } }],
      not: { id: { eq: null } },
    };
    expect(checkFilter(filter, ['id', 'eventName', 'eventDesc'])._unsafeUnwrap()).toBe(filter);
    expect(checkFilter(null, ['id'])._unsafeUnwrap()).toBeNull();
  });

  it('says what is wrong with a filter it refuses', () => {
    expect(checkFilter({ password: { eq: 'x' } }, ['id'])._unsafeUnwrapErr()).toBe(
      'The filter names a field that cannot be filtered: password.',
    );
    expect(checkFilter({ id: { like: 'x' } }, ['id'])._unsafeUnwrapErr()).toBe('Unknown filter operator: like.');
    expect(checkFilter({ id: { size: { eq: 'x' } } }, ['id'])._unsafeUnwrapErr()).toBe('The size eq value must be a whole number.');
    const deep = JSON.parse(`${'{"not":'.repeat(16)}{"id":{"eq":"x"}}${'}'.repeat(16)}`) as unknown;
    expect(checkFilter(deep, ['id'])._unsafeUnwrapErr()).toBe('The filter is nested too deeply.');
  });
});

describe('page cursors', () => {
  it('round-trip any position, and are plain base64url (property)', () => {
    fc.assert(
      fc.property(unicode, unicode, (createdAt, id) => {
        const token = encodeCursor({ createdAt, id });
        expect(token).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCursor(token)._unsafeUnwrap()).toEqual({ createdAt, id });
      }),
    );
  });

  it('reads no token as the first page, and refuses one it did not issue', () => {
    expect(decodeCursor(null)._unsafeUnwrap()).toBeNull();
    expect(decodeCursor('')._unsafeUnwrap()).toBeNull();
    for (const token of ['not a token', 'b2Zmc2V0OjE', 'eyJhZnRlciI6WzFdfQ', '_w', 'x'.repeat(1_001)]) {
      expect(decodeCursor(token)._unsafeUnwrapErr()).toBe('The nextToken is not valid.');
    }
  });

  it('orders positions by creation, then by id', () => {
    expect(compareListed({ createdAt: '2026-01-01', id: 'b' }, { createdAt: '2026-01-02', id: 'a' })).toBeLessThan(0);
    expect(compareListed({ createdAt: '2026-01-01', id: 'b' }, { createdAt: '2026-01-01', id: 'a' })).toBeGreaterThan(0);
  });
});
