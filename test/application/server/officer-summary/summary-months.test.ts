import { describe, expect, it } from 'vitest';
import { lastMonths } from '../../../../src/application/server/officer-summary/summary-months';

describe('lastMonths', () => {
  it("ends with the chapter's month: 10 pm on December 31 in New York is still December, though January in UTC", () => {
    const months = lastMonths(Date.parse('2027-01-01T03:00:00Z'), 'America/New_York', 12);
    expect(months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months[11]).toEqual({
      month: '2026-12',
      from: { day: '2026-12-01', startsAt: '2026-12-01T05:00:00.000Z' },
      to: { day: '2026-12-31', startsAt: '2027-01-01T05:00:00.000Z' },
    });
  });

  it('gives each month its own last day and the instant the next starts, across a change of clocks', () => {
    const [february, march] = lastMonths(Date.parse('2028-03-15T12:00:00Z'), 'America/New_York', 2);
    expect(february?.to).toEqual({ day: '2028-02-29', startsAt: '2028-03-01T05:00:00.000Z' });
    expect(march?.to).toEqual({ day: '2028-03-31', startsAt: '2028-04-01T04:00:00.000Z' });
  });
});
