import { describe, expect, it } from 'vitest';
import { moved, slugFromName, statusChoices } from '../../../../src/ui/pages/admin-events/event-form-state';

describe('the chair’s form helpers', () => {
  it('suggests an address from the name', () => {
    expect(slugFromName('Spring Banquet 2027')).toBe('spring-banquet-2027');
    expect(slugFromName('  Café & Gala — Night!  ')).toBe('cafe-gala-night');
    expect(slugFromName('x'.repeat(79) + ' y')).toBe('x'.repeat(79));
  });

  it('offers a new event draft or published, and an existing one only the statuses that may follow', () => {
    expect(statusChoices(null)).toEqual(['draft', 'published']);
    expect(statusChoices('draft')).toEqual(['draft', 'published', 'cancelled']);
    expect(statusChoices('salesClosed')).toEqual(['published', 'salesClosed', 'cancelled']);
    expect(statusChoices('cancelled')).toEqual(['cancelled']);
  });

  it('moves one item of a list', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
