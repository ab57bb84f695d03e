import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareLocalDateTimes,
  DEFAULT_TIME_ZONE,
  formatLocalDateTime,
  parseLocalDateTime,
  type LocalDateTime,
} from '../../src/domain/local-date-time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const parts = fc.record({
  year: fc.integer({ min: 1000, max: 9999 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});
const text = (p: { year: number; month: number; day: number; hour: number; minute: number }) =>
  `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;

describe('local date-times (the chapter zone, no Date)', () => {
  it('defaults the zone to America/New_York', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
  });

  it('reads YYYY-MM-DDTHH:MM with a real day and time, trimmed', () => {
    expect(parseLocalDateTime(' 2027-04-24T17:00 ')).toBe('2027-04-24T17:00');
    expect(parseLocalDateTime('2028-02-29T00:00')).toBe('2028-02-29T00:00');
    for (const bad of ['2027-02-29T10:00', '2100-02-29T10:00', '2027-04-31T10:00', '2027-13-01T10:00', '2027-00-10T10:00']) {
      expect(parseLocalDateTime(bad)).toBeNull();
    }
    for (const bad of ['2027-04-24T24:00', '2027-04-24T10:60', '2027-04-24 10:00', '2027-04-24T10:00Z', '2027-4-24T10:00', '']) {
      expect(parseLocalDateTime(bad)).toBeNull();
    }
  });

  it('orders as the times they name', () => {
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        const [x, y] = [text(a), text(b)] as LocalDateTime[];
        const key = (p: typeof a) => [p.year, p.month, p.day, p.hour, p.minute].reduce((sum, n, i) => sum * [1, 13, 32, 24, 60][i]! + n, 0);
        expect(Math.sign(compareLocalDateTimes(x!, y!))).toBe(Math.sign(key(a) - key(b)));
        expect(parseLocalDateTime(x!)).toBe(x);
      }),
    );
  });

  it('reads as people in the US write it', () => {
    expect(formatLocalDateTime('2027-04-24T17:00' as LocalDateTime)).toBe('Apr 24, 2027 at 5:00 PM');
    expect(formatLocalDateTime('2027-01-02T00:05' as LocalDateTime)).toBe('Jan 2, 2027 at 12:05 AM');
    expect(formatLocalDateTime('2027-12-31T12:30' as LocalDateTime)).toBe('Dec 31, 2027 at 12:30 PM');
    expect(formatLocalDateTime('2027-12-31T09:00' as LocalDateTime)).toBe('Dec 31, 2027 at 9:00 AM');
  });
});
