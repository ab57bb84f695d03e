import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { officerSummaryView } from '../../src/domain/officers';
import {
  ADMIN_LIST_PREVIEW_LENGTH,
  ELLIPSIS,
  firstCharacters,
  isTruncated,
  OFFICER_SUMMARY_PREVIEW_LENGTH,
  truncate,
} from '../../src/domain/text';

const codePoints = (text: string) => Array.from(text).length;
/** Text mixing ASCII with emoji and other characters outside the Basic Multilingual Plane (no lone surrogates). */
const mixedText = fc.string({
  unit: fc.oneof(fc.constantFrom('a', ' ', 'é', '😀', '👍🏽', '𝄞'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 40,
});
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('preview lengths (spec section 9)', () => {
  it('shows 250 characters of an officer summary and 50 in admin lists, then an ellipsis', () => {
    expect(OFFICER_SUMMARY_PREVIEW_LENGTH).toBe(250);
    expect(ADMIN_LIST_PREVIEW_LENGTH).toBe(50);
    expect(ELLIPSIS).toBe('...');
  });
});

describe('truncate: the first max characters and an ellipsis, or the whole text', () => {
  it('shortens the documented example', () => {
    expect(truncate('Chapter president since 2019', 7)).toBe('Chapter...');
  });

  it('returns text no longer than max unchanged', () => {
    expect(truncate('Chapter', 7)).toBe('Chapter');
    expect(truncate('', 0)).toBe('');
    expect(truncate('a', 0)).toBe('...');
  });

  it('counts code points, so an emoji is never split', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    expect(truncate('😀😀', 2)).toBe('😀😀');
    expect(truncate('a😀b', 1)).toBe('a...');
    expect(truncate('a😀b', 2)).toBe('a😀...');
    expect(isTruncated('😀😀', 2)).toBe(false);
    expect(isTruncated('😀😀😀', 2)).toBe(true);
  });

  it('never exceeds max + 3 code points and never leaves half an emoji', () => {
    fc.assert(
      fc.property(mixedText, fc.nat({ max: 50 }), (text, max) => {
        const result = truncate(text, max);
        expect(codePoints(result)).toBeLessThanOrEqual(max + ELLIPSIS.length);
        expect(loneSurrogate.test(result)).toBe(false);
      }),
    );
  });

  it('returns the text unchanged exactly when it is short enough', () => {
    fc.assert(
      fc.property(mixedText, fc.nat({ max: 50 }), (text, max) => {
        const short = codePoints(text) <= max;
        expect(isTruncated(text, max)).toBe(!short);
        if (short) expect(truncate(text, max)).toBe(text);
        else expect(truncate(text, max)).toBe(firstCharacters(text, max) + '...');
      }),
    );
  });

  it('keeps a prefix of the text', () => {
    fc.assert(
      fc.property(mixedText, fc.nat({ max: 50 }), (text, max) => {
        const kept = truncate(text, max).replace(/\.\.\.$/, '');
        expect(text.startsWith(kept)).toBe(true);
      }),
    );
  });
});

describe('firstCharacters: the first count code points', () => {
  it('takes whole emoji', () => {
    expect(firstCharacters('😀bc', 1)).toBe('😀');
    expect(firstCharacters('abc', 5)).toBe('abc');
    expect(firstCharacters('abc', 0)).toBe('');
  });

  it('is a prefix of min(count, length) code points', () => {
    fc.assert(
      fc.property(mixedText, fc.nat({ max: 50 }), (text, count) => {
        const first = firstCharacters(text, count);
        expect(codePoints(first)).toBe(Math.min(count, codePoints(text)));
        expect(text.startsWith(first)).toBe(true);
      }),
    );
  });
});

describe('officerSummaryView: 250-character preview until Read More', () => {
  const short = 'Chapter president since 2019.';
  const exactly = 'x'.repeat(250);
  const long = 'y'.repeat(251);

  it('shows a short summary whole, with no Read More', () => {
    expect(officerSummaryView(short, false)).toEqual({ text: short, canExpand: false });
    expect(officerSummaryView(short, true)).toEqual({ text: short, canExpand: false });
    expect(officerSummaryView('', false)).toEqual({ text: '', canExpand: false });
    expect(officerSummaryView(exactly, false)).toEqual({ text: exactly, canExpand: false });
  });

  it('shows 250 characters and an ellipsis of a long summary, which can expand', () => {
    expect(officerSummaryView(long, false)).toEqual({ text: `${'y'.repeat(250)}...`, canExpand: true });
  });

  it('shows the whole long summary when expanded', () => {
    expect(officerSummaryView(long, true)).toEqual({ text: long, canExpand: true });
  });

  it('does not split an emoji at the 250th character', () => {
    const summary = `${'a'.repeat(249)}😀😀`;
    expect(officerSummaryView(summary, false)).toEqual({ text: `${'a'.repeat(249)}😀...`, canExpand: true });
  });

  it('previews any summary as truncate(summary, 250) and expands to the whole', () => {
    const summary = fc.string({ unit: fc.constantFrom('a', ' ', '😀'), minLength: 240, maxLength: 260 });
    fc.assert(
      fc.property(summary, fc.boolean(), (text, expanded) => {
        const view = officerSummaryView(text, expanded);
        expect(view.canExpand).toBe(codePoints(text) > 250);
        expect(view.text).toBe(expanded ? text : truncate(text, 250));
      }),
    );
  });
});

describe('truncation bounds below zero', () => {
  it('treats a negative bound as zero', () => {
    expect(truncate('abc', -1)).toBe('...');
    expect(firstCharacters('abc', -2)).toBe('');
  });
});
