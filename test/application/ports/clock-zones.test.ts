import { describe, expect, it } from 'vitest';
import { localDateTimeIn, yearIn } from '../../../src/application/ports/clock.port';

describe('the clock read in the chapter time zone', () => {
  it('gives the wall-clock time in the zone, across daylight saving', () => {
    expect(localDateTimeIn(Date.parse('2027-01-15T17:30:00Z'), 'America/New_York')).toBe('2027-01-15T12:30');
    expect(localDateTimeIn(Date.parse('2027-07-15T17:30:00Z'), 'America/New_York')).toBe('2027-07-15T13:30');
    expect(localDateTimeIn(Date.parse('2027-07-15T00:05:00Z'), 'UTC')).toBe('2027-07-15T00:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(localDateTimeIn(Date.parse('2027-03-01T05:00:00Z'), 'America/New_York')).toBe('2027-03-01T00:00');
  });

  it('puts 8 pm Eastern on December 31 in the old year, which UTC has already left', () => {
    const instant = Date.parse('2027-01-01T01:00:00Z');
    expect(yearIn(instant, 'America/New_York')).toBe(2026);
    expect(yearIn(instant, 'UTC')).toBe(2027);
  });
});
