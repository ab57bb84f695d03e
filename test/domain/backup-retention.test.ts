import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupsToKeep, RETENTION } from '../../src/domain/backup-retention';

/** One backup a day at 03:00 UTC for `days` days, ending on 2026-11-26, newest first. */
function daily(days: number): string[] {
  return Array.from({ length: days }, (_, n) => new Date(Date.UTC(2026, 10, 26 - n, 3)).toISOString());
}

describe('backup retention', () => {
  it('keeps nothing of nothing, and the one backup there is', () => {
    expect([...backupsToKeep([])]).toEqual([]);
    expect([...backupsToKeep(['2026-11-26T03:00:00.000Z'])]).toEqual(['2026-11-26T03:00:00.000Z']);
  });

  it('keeps the last 7 days, the newest of the last 4 weeks and of the last 12 months', () => {
    const instants = daily(400);
    const kept = [...backupsToKeep(instants)].sort().reverse();
    const days = instants.slice(0, 7);
    // 2026-11-26 is a Thursday: its week began on Monday the 23rd, so the older weeks' newest are Sundays.
    const weeks = ['2026-11-22T03:00:00.000Z', '2026-11-15T03:00:00.000Z', '2026-11-08T03:00:00.000Z'];
    const months = Array.from({ length: 11 }, (_, n) => new Date(Date.UTC(2026, 10 - n, 0, 3)).toISOString());
    expect(kept).toEqual([...new Set([...days, ...weeks, ...months])].sort().reverse());
    expect(kept).toHaveLength(7 + 3 + 11 - 1);
  });

  it('keeps the newest of several on the same day', () => {
    const kept = backupsToKeep(['2026-11-26T03:00:00.000Z', '2026-11-26T15:00:00.000Z', '2026-11-25T03:00:00.000Z'], {
      daily: 1,
      weekly: 0,
      monthly: 0,
    });
    expect([...kept]).toEqual(['2026-11-26T15:00:00.000Z']);
  });

  it('always keeps the newest, and never more than the rule allows', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 3_000 * 86_400_000 }), { maxLength: 200 }), (times) => {
        const instants = times.map((time) => new Date(Date.UTC(2020, 0, 1) + time).toISOString());
        const kept = backupsToKeep(instants);
        expect(kept.size).toBeLessThanOrEqual(RETENTION.daily + RETENTION.weekly + RETENTION.monthly);
        if (instants.length > 0) expect(kept.has([...instants].sort().at(-1) ?? '')).toBe(true);
        for (const instant of kept) expect(instants).toContain(instant);
      }),
    );
  });
});
