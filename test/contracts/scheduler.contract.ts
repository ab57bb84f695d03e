import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import type { JobRuns } from '../../src/application/ports/job-runs.port';
import type { JobPeriod, ScheduledJob } from '../../src/application/server/scheduling/scheduled-job';
import { Scheduler } from '../../src/application/server/scheduling/scheduler';

/** A job that counts its runs (and the instants it was given); `fails` makes every run answer an error. */
function countingJob(name: string, every: JobPeriod, options: { readonly fails?: boolean; readonly throws?: boolean } = {}) {
  const runs: string[] = [];
  const job: ScheduledJob = {
    name,
    every,
    run: (now) => {
      runs.push(now.toISOString());
      if (options.throws) throw new Error('bug in the job');
      return options.fails ? errAsync({ message: 'mail server down' }) : okAsync(`ran ${runs.length}`);
    },
  };
  return { job, runs };
}

const ZONE = 'America/New_York';

/**
 * The scheduler over a job-runs store (each `make` answers a store over the SAME, initially empty,
 * record: two calls are two processes sharing a database): one run per job and slot, slots in the
 * chapter's zone, the current slot run after a restart, runs recorded with their summaries.
 */
export function schedulerContract(kind: string, make: () => Promise<{ readonly runs: () => JobRuns }>): void {
  describe(`the scheduler (${kind})`, () => {
    it('runs a slot once when two schedulers share the record, and again in the next slot', async () => {
      const { runs } = await make();
      const clock = new ManualClock('2026-06-15T16:00:05.000Z');
      const minute = countingJob('waiting-list', 'minute');
      const first = new Scheduler({ jobs: [minute.job], runs: runs(), clock, timeZone: ZONE });
      const second = new Scheduler({ jobs: [minute.job], runs: runs(), clock, timeZone: ZONE });
      const outcomes = await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
      expect(minute.runs).toEqual(['2026-06-15T16:00:05.000Z']);
      expect(outcomes.flat().filter((outcome) => outcome.outcome === 'finished')).toEqual([
        { job: 'waiting-list', slot: '2026-06-15T12:00', outcome: 'finished', summary: 'ran 1' },
      ]);
      clock.advance(30_000);
      await Promise.all([first.runDue(), second.runDue()]);
      expect(minute.runs).toHaveLength(1);
      clock.advance(30_000);
      await Promise.all([first.runDue(), second.runDue()]);
      expect(minute.runs).toEqual(['2026-06-15T16:00:05.000Z', '2026-06-15T16:01:05.000Z']);
    });

    it('runs the current slot after a restart when no process ran it, and not when one did', async () => {
      const { runs } = await make();
      const clock = new ManualClock('2026-06-15T05:00:00.000Z');
      const daily = countingJob('dues-reminders', 'day');
      await new Scheduler({ jobs: [daily.job], runs: runs(), clock, timeZone: ZONE }).runDue();
      expect(daily.runs).toHaveLength(1);
      // Restarted late the same New York day (23:30 there, the next day in UTC): already run.
      clock.set('2026-06-16T03:30:00.000Z');
      await new Scheduler({ jobs: [daily.job], runs: runs(), clock, timeZone: ZONE }).runDue();
      expect(daily.runs).toHaveLength(1);
      // Down over midnight in New York (04:00 UTC): the new day's slot runs on the first pass after the start.
      clock.set('2026-06-16T09:30:00.000Z');
      const outcomes = await new Scheduler({ jobs: [daily.job], runs: runs(), clock, timeZone: ZONE }).runDue();
      expect(outcomes).toEqual([{ job: 'dues-reminders', slot: '2026-06-16', outcome: 'finished', summary: 'ran 2' }]);
    });

    it('records each run: started, then finished or failed with its summary or error, newest first', async () => {
      const { runs } = await make();
      const clock = new ManualClock('2026-06-15T16:00:00.000Z');
      const good = countingJob('good', 'hour');
      const bad = countingJob('bad', 'hour', { fails: true });
      const buggy = countingJob('buggy', 'hour', { throws: true });
      const record = runs();
      await new Scheduler({ jobs: [good.job, bad.job, buggy.job], runs: record, clock, timeZone: ZONE, log: () => undefined }).runDue();
      const latest = (await record.latest(10))._unsafeUnwrap();
      expect([...latest].sort((a, b) => a.job.localeCompare(b.job))).toEqual([
        {
          job: 'bad',
          slot: '2026-06-15T12',
          state: 'failed',
          summary: 'mail server down',
          startedAt: '2026-06-15T16:00:00.000Z',
          finishedAt: '2026-06-15T16:00:00.000Z',
        },
        {
          job: 'buggy',
          slot: '2026-06-15T12',
          state: 'failed',
          summary: 'bug in the job',
          startedAt: '2026-06-15T16:00:00.000Z',
          finishedAt: '2026-06-15T16:00:00.000Z',
        },
        {
          job: 'good',
          slot: '2026-06-15T12',
          state: 'finished',
          summary: 'ran 1',
          startedAt: '2026-06-15T16:00:00.000Z',
          finishedAt: '2026-06-15T16:00:00.000Z',
        },
      ]);
      clock.advance(3600_000);
      await new Scheduler({ jobs: [good.job], runs: record, clock, timeZone: ZONE }).runDue();
      expect((await record.latest(1))._unsafeUnwrap()).toEqual([
        expect.objectContaining({ job: 'good', slot: '2026-06-15T13', summary: 'ran 2' }),
      ]);
    });
  });
}
