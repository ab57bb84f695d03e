import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateContactForm } from '../../../src/domain/validation/contact-form';

const form = { name: ' Grace Hopper ', email: ' grace@example.org ', subject: '', message: ' Line one\nLine two ' };

describe('validateContactForm', () => {
  it('needs a name, an e-mail address and a message; the subject may be empty; all trimmed', () => {
    expect(validateContactForm(form)).toEqual(
      ok({ name: 'Grace Hopper', email: 'grace@example.org', subject: '', message: 'Line one\nLine two' }),
    );
  });

  it('reports every bad field at once, beside its field', () => {
    expect(validateContactForm({ name: '', email: 'grace', subject: 's'.repeat(201), message: 'm'.repeat(5001) })).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          name: 'Name is required.',
          email: 'Please enter a valid email address.',
          subject: 'Subject must be at most 200 characters.',
          message: 'Message must be at most 5000 characters.',
        },
      }),
    );
  });

  it('refuses any line break inside the name or subject, which go into the mail’s header (property)', () => {
    const lineBreak = fc.constantFrom('\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029');
    const word = fc.stringMatching(/^[A-Za-z]{1,10}$/);
    fc.assert(
      fc.property(word, lineBreak, word, (before, newline, after) => {
        const injected = `${before}${newline}${after}`;
        expect(validateContactForm({ ...form, name: injected, subject: injected })).toEqual(
          err({ type: 'InvalidForm', fields: { name: 'Name must be on one line.', subject: 'Subject must be on one line.' } }),
        );
      }),
    );
  });
});
