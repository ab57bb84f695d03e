import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoNow, monthOf, yearOf, type Clock } from '../../src/application/ports/clock.port';

/**
 * What a clock suite needs: the port, and the world's time to steer. A manual clock is set and
 * moved directly; the system clock follows the machine's time, which the harness fakes.
 */
export interface ClockHarness {
  readonly clock: Clock;
  /** Makes it `instant` (milliseconds since the epoch). */
  setTime(instant: number): void;
  /** Lets `milliseconds` pass. */
  pass(milliseconds: number): void;
  readonly dispose?: () => Promise<void>;
}

const MIDSUMMER = Date.parse('2026-06-15T12:00:00.000Z');
const NEW_YEARS_EVE = Date.parse('2026-12-31T23:59:59.999Z');

/** The Clock contract: milliseconds since the epoch, moving on with the time, read in UTC by the port's helpers. */
export function clockContract(name: string, make: () => Promise<ClockHarness>): void {
  describe(`Clock contract: ${name}`, () => {
    let harness: ClockHarness;
    let clock: Clock;
    beforeEach(async () => {
      harness = await make();
      clock = harness.clock;
    });
    afterEach(async () => harness.dispose?.());

    it('tells the time in whole milliseconds since the epoch', () => {
      harness.setTime(MIDSUMMER);
      expect(clock.now()).toBe(MIDSUMMER);
      expect(Number.isInteger(clock.now())).toBe(true);
      expect(isoNow(clock)).toBe('2026-06-15T12:00:00.000Z');
    });

    it('never goes back while no time passes', () => {
      harness.setTime(MIDSUMMER);
      const readings = Array.from({ length: 100 }, () => clock.now());
      for (let i = 1; i < readings.length; i++) expect(readings[i]).toBeGreaterThanOrEqual(readings[i - 1]!);
    });

    it('moves on by exactly the time that passed', () => {
      harness.setTime(MIDSUMMER);
      harness.pass(90_000);
      expect(clock.now()).toBe(MIDSUMMER + 90_000);
      harness.pass(1);
      expect(isoNow(clock)).toBe('2026-06-15T12:01:30.001Z');
    });

    it('gives the year and month in UTC, turning over at midnight UTC on New Year', () => {
      harness.setTime(NEW_YEARS_EVE);
      expect(yearOf(clock)).toBe(2026);
      expect(monthOf(clock)).toEqual({ year: 2026, month: 12 });
      harness.pass(1);
      expect(yearOf(clock)).toBe(2027);
      expect(monthOf(clock)).toEqual({ year: 2027, month: 1 });
    });

    it('reads instants before 1970 and far ahead alike', () => {
      harness.setTime(Date.parse('1969-07-20T20:17:40.000Z'));
      expect(monthOf(clock)).toEqual({ year: 1969, month: 7 });
      harness.setTime(Date.parse('2099-02-28T23:59:59.999Z'));
      harness.pass(1);
      expect(isoNow(clock)).toBe('2099-03-01T00:00:00.000Z');
    });
  });
}
