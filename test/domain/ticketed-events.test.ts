import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCounts,
  countOf,
  eventPath,
  isEventImagePath,
  isReminderDue,
  isSlug,
  reminderHoursOf,
  totalCount,
} from '../../src/domain/ticketed-events';
import { at, BANQUET_2027 } from './ticketed-event-fixtures';

const counts = fc.dictionary(fc.constantFrom('adult', 'child', 'infant', 'constructor', '__proto__'), fc.nat(100));

describe('ticket counts', () => {
  it('count 0 for a type not named, even one named like an object property', () => {
    expect(countOf({ adult: 2 }, 'adult')).toBe(2);
    expect(countOf({ adult: 2 }, 'child')).toBe(0);
    expect(countOf({}, 'constructor')).toBe(0);
    expect(countOf({}, 'toString')).toBe(0);
  });

  it('add type by type, and the total of a sum is the sum of the totals', () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const sum = addCounts(a, b);
        expect(totalCount(sum)).toBe(totalCount(a) + totalCount(b));
        for (const id of ['adult', 'child', 'constructor']) expect(countOf(sum, id)).toBe(countOf(a, id) + countOf(b, id));
      }),
    );
  });
});

describe('event addresses and images', () => {
  it('serves an event at /events/<slug>', () => {
    expect(eventPath(BANQUET_2027)).toBe('/events/spring-banquet-2027');
  });

  it('takes slugs of lowercase letters, digits and single hyphens, up to 80 characters', () => {
    for (const slug of ['gala', 'spring-banquet-2027', '2027', 'a'.repeat(80)]) expect(isSlug(slug)).toBe(true);
    for (const slug of ['', 'Gala', 'gala-', '-gala', 'spring--banquet', 'gala 2027', 'gala_2027', 'café', 'a'.repeat(81)]) {
      expect(isSlug(slug)).toBe(false);
    }
  });

  it('takes only images this site keeps in website-assets', () => {
    expect(isEventImagePath('/files/website-assets/1a2b-banquet.jpg')).toBe(true);
    for (const path of [
      '/files/website-assets/x..png',
      'https://cdn.example/x.png',
      '/files/website-assets/',
      '/files/website-assets/x.png?v=2',
    ]) {
      expect(isEventImagePath(path)).toBe(false);
    }
  });
});

describe('the reminder to ticket holders', () => {
  const event = { ...BANQUET_2027, start: at('2027-04-24T17:00') };

  it('comes 48 hours before unless the chair set another lead time', () => {
    expect(reminderHoursOf({})).toBe(48);
    expect(reminderHoursOf({ reminderHours: 0 })).toBe(0);
    expect(reminderHoursOf({ reminderHours: 6 })).toBe(6);
  });

  it('is due from the start minus the lead time until the start, for an event not cancelled with a reminder', () => {
    expect(isReminderDue(event, at('2027-04-22T17:00'), at('2027-04-24T17:00'))).toBe(true);
    expect(isReminderDue(event, at('2027-04-22T16:59'), at('2027-04-24T16:59'))).toBe(false);
    expect(isReminderDue(event, at('2027-04-24T16:59'), at('2027-04-26T16:59'))).toBe(true);
    expect(isReminderDue(event, at('2027-04-24T17:00'), at('2027-04-26T17:00'))).toBe(false);
    expect(isReminderDue({ ...event, status: 'cancelled' }, at('2027-04-23T17:00'), at('2027-04-25T17:00'))).toBe(false);
    expect(isReminderDue({ ...event, reminderHours: 0 }, at('2027-04-24T16:00'), at('2027-04-24T16:00'))).toBe(false);
  });
});
