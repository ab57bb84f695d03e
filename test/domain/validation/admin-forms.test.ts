import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateEventForm, validateOfficerForm } from '../../../src/domain/validation/admin-forms';

describe('validateEventForm', () => {
  it('needs a name and a free-text date; the description may be empty', () => {
    expect(validateEventForm({ eventName: ' Spring Banquet ', eventDate: 'April 12, 2025', eventDesc: '' })).toEqual(
      ok({ eventName: 'Spring Banquet', eventDate: 'April 12, 2025', eventDesc: '' }),
    );
  });

  it('reports a missing name and date together', () => {
    expect(validateEventForm({ eventName: '', eventDate: '  ', eventDesc: 'x' })).toEqual(
      err({ type: 'InvalidForm', fields: { eventName: 'Event name is required.', eventDate: 'Event date is required.' } }),
    );
  });

  it('bounds every field', () => {
    expect(validateEventForm({ eventName: 'n'.repeat(201), eventDate: 'd'.repeat(201), eventDesc: 'x'.repeat(5001) })).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          eventName: 'Event name must be at most 200 characters.',
          eventDate: 'Event date must be at most 200 characters.',
          eventDesc: 'Event description must be at most 5000 characters.',
        },
      }),
    );
    expect(validateEventForm({ eventName: 'n'.repeat(200), eventDate: 'd', eventDesc: 'x'.repeat(5000) }).isOk()).toBe(true);
  });
});

describe('validateOfficerForm', () => {
  it('needs a name and a position; summary and photo may be empty', () => {
    expect(validateOfficerForm({ name: ' Ada ', position: 'President', summary: '', photo: '' })).toEqual(
      ok({ name: 'Ada', position: 'President', summary: '', photo: '' }),
    );
  });

  it('reports every bad field at once', () => {
    expect(validateOfficerForm({ name: '', position: '', summary: 's'.repeat(5001), photo: 'p'.repeat(2001) })).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          name: 'Name is required.',
          position: 'Position is required.',
          summary: 'Summary must be at most 5000 characters.',
          photo: 'Photo must be at most 2000 characters.',
        },
      }),
    );
  });
});
