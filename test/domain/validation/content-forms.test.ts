import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { NEWS_DATE_MESSAGE, validateCommitteeForm, validateNewsPostForm } from '../../../src/domain/validation/content-forms';

const post = { title: ' Gala recap ', postDate: 'Dec 20, 2026', summary: '', text: 'We **danced**.' };

describe('validateNewsPostForm', () => {
  it('needs a title, a date and a text; keeps the date in ISO form; the summary may be empty', () => {
    expect(validateNewsPostForm(post)).toEqual(ok({ title: 'Gala recap', postDate: '2026-12-20', summary: '', text: 'We **danced**.' }));
  });

  it('reads every date form people type', () => {
    for (const typed of ['12/20/2026', '2026-12-20', 'December 20, 2026', '20 Dec 2026', 'Sunday, Dec 20, 2026']) {
      expect(validateNewsPostForm({ ...post, postDate: typed }).map((form) => form.postDate)).toEqual(ok('2026-12-20'));
    }
  });

  it('reports every missing or bad field at once, beside its field', () => {
    expect(validateNewsPostForm({ title: '', postDate: 'next week', summary: 's'.repeat(501), text: '  ' })).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          title: 'Title is required.',
          postDate: NEWS_DATE_MESSAGE,
          summary: 'Summary must be at most 500 characters.',
          text: 'Text is required.',
        },
      }),
    );
    expect(validateNewsPostForm({ ...post, postDate: '' })).toEqual(
      err({ type: 'InvalidForm', fields: { postDate: 'Date is required.' } }),
    );
    expect(validateNewsPostForm({ ...post, postDate: '02/30/2026' })).toEqual(
      err({ type: 'InvalidForm', fields: { postDate: NEWS_DATE_MESSAGE } }),
    );
  });

  it('bounds the text at 20,000 characters', () => {
    expect(validateNewsPostForm({ ...post, text: 'x'.repeat(20_000) }).isOk()).toBe(true);
    expect(validateNewsPostForm({ ...post, text: 'x'.repeat(20_001) })).toEqual(
      err({ type: 'InvalidForm', fields: { text: 'Text must be at most 20000 characters.' } }),
    );
  });

  it('an ISO date always comes back as itself (any valid day)', () => {
    const day = fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(validateNewsPostForm({ ...post, postDate: iso }).map((form) => form.postDate)).toEqual(ok(iso));
      }),
    );
  });
});

describe('validateCommitteeForm', () => {
  it('needs a name and a purpose; the chair and how to join may be empty', () => {
    expect(validateCommitteeForm({ name: ' Scholarship ', chair: '', purpose: ' Awards ', howToJoin: '' })).toEqual(
      ok({ name: 'Scholarship', chair: '', purpose: 'Awards', howToJoin: '' }),
    );
  });

  it('reports every bad field at once', () => {
    expect(validateCommitteeForm({ name: '', chair: 'c'.repeat(101), purpose: '', howToJoin: 'h'.repeat(20_001) })).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          name: 'Committee name is required.',
          chair: 'Chair must be at most 100 characters.',
          purpose: 'Purpose is required.',
          howToJoin: 'How to join must be at most 20000 characters.',
        },
      }),
    );
  });
});
