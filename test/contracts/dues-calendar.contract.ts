import { describe, expect, it } from 'vitest';
import type { DuesCalendar } from '../../src/application/ports/dues-calendar.port';
import type { DuesCutoff } from '../../src/domain/membership';

/** A calendar whose clock reads `now` (ISO) and whose chapter has the cut-off given (null: none). */
export type MakeDuesCalendar = (now: string, cutoff: DuesCutoff | null) => Promise<DuesCalendar>;

/**
 * The DuesCalendar contract: every adapter answers the years the domain's `coveredDuesYears` gives
 * for its clock and cut-off, the day read in the chapter's zone (America/New_York, the default).
 */
export function duesCalendarContract(name: string, make: MakeDuesCalendar): void {
  describe(`DuesCalendar contract: ${name}`, () => {
    const years = async (now: string, cutoff: DuesCutoff | null) => (await (await make(now, cutoff)).coveredYears())._unsafeUnwrap();

    it('without a cut-off: this year for a membership and for dues', async () => {
      expect(await years('2026-12-31T12:00:00.000Z', null)).toEqual({ annualMembership: 2026, dues: 2026 });
    });

    it('with a cut-off: next year for a membership from that day on, dues still this year', async () => {
      const october = { month: 10, day: 1 };
      expect(await years('2026-09-30T12:00:00.000Z', october)).toEqual({ annualMembership: 2026, dues: 2026 });
      expect(await years('2026-10-01T04:00:00.000Z', october)).toEqual({ annualMembership: 2027, dues: 2026 });
      expect(await years('2027-01-01T05:00:00.000Z', october)).toEqual({ annualMembership: 2027, dues: 2027 });
    });

    it("reads the day in the chapter's zone, not UTC's: 7:30 pm in New York on December 31 is still that year", async () => {
      expect(await years('2027-01-01T00:30:00.000Z', null)).toEqual({ annualMembership: 2026, dues: 2026 });
      expect(await years('2027-01-01T04:59:00.000Z', null)).toEqual({ annualMembership: 2026, dues: 2026 });
      expect(await years('2027-01-01T05:00:00.000Z', null)).toEqual({ annualMembership: 2027, dues: 2027 });
    });

    it("reads the cut-off day in the chapter's zone: 11 pm in New York on September 30 is before it", async () => {
      const october = { month: 10, day: 1 };
      expect(await years('2026-10-01T03:00:00.000Z', october)).toEqual({ annualMembership: 2026, dues: 2026 });
    });
  });
}
