import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELETED_NAME, erasurePlaceholder, personalValuesOf, scrubJson, scrubJsonText, scrubText } from '../../src/domain/erasure';

const PLACEHOLDER = erasurePlaceholder('k3f9');
const values = personalValuesOf(
  ['Jane.Roe@Example.org'],
  ['Jane', 'Roe', 'Jane Roe', '7575550100', '12 Harbor Street', 'VA', ''],
  PLACEHOLDER,
);

describe('a deleted member\u2019s values', () => {
  it('stand for the person by words that are not an address', () => {
    expect(PLACEHOLDER).toBe('deleted-member-k3f9');
    expect(PLACEHOLDER).not.toContain('@');
  });

  it('replace a whole value, whatever its case, and long values inside a text', () => {
    expect(scrubText('jane roe', values)).toBe(DELETED_NAME);
    expect(scrubText('JANE.ROE@example.org', values)).toBe(PLACEHOLDER);
    expect(scrubText('Refund for Jane Roe (jane.roe@example.org), 12 harbor street', values)).toBe(
      `Refund for ${DELETED_NAME} (${PLACEHOLDER}), ${DELETED_NAME}`,
    );
    expect(scrubText('va', values)).toBe(DELETED_NAME);
    // Short values go only where they are the whole text: 'Roe' inside 'Monroe' stays.
    expect(scrubText('Monroe, VA', values)).toBe('Monroe, VA');
  });

  it('in JSON about the person, empty every personal key; in JSON that only mentions them, take out their values only', () => {
    const stored = { firstName: 'Jane', email: 'jane.roe@example.org', city: 'Norfolk', amount: 5000, holders: { name: ['Guest One'] } };
    expect(scrubJson(stored, values, 'about')).toEqual({
      firstName: DELETED_NAME,
      email: PLACEHOLDER,
      city: '',
      amount: 5000,
      holders: { name: [DELETED_NAME] },
    });
    expect(scrubJson({ name: 'Spring Gala', by: 'Jane Roe', contact: { name: 'Jane' } }, values, 'mentions')).toEqual({
      name: 'Spring Gala',
      by: DELETED_NAME,
      contact: { name: DELETED_NAME },
    });
    expect(scrubJsonText(null, values, 'about')).toBeNull();
    expect(scrubJsonText('not json: Jane Roe', values, 'about')).toBe(`not json: ${DELETED_NAME}`);
  });

  it('never leave a long value of theirs in any text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('Jane Roe', 'jane.roe@example.org', '12 HARBOR STREET', '7575550100'),
        (before, after, value) => {
          expect(scrubText(`${before}${value}${after}`, values).toLowerCase()).not.toContain(value.toLowerCase());
        },
      ),
    );
  });
});
