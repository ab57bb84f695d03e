import { localDateTimeIn, type Clock } from '../../ports/clock.port';
import type { JobRuns } from '../../ports/job-runs.port';
import type { JobPeriod, ScheduledJob } from './scheduled-job';

/** The slot an instant falls in for a job of this period, in the chapter's zone: `YYYY-MM-DDTHH:MM`, `YYYY-MM-DDTHH` or `YYYY-MM-DD`. */
function slotOf(every: JobPeriod, instant: number, timeZone: string): string {
  const local = localDateTimeIn(instant, timeZone);
  return every === 'minute' ? local : every === 'hour' ? local.slice(0, 13) : local.slice(0, 10);
}

/** What became of one job in a pass: run (finished or failed, with the summary), or not run here. */
export interface JobOutcome {
  readonly job: string;
  readonly slot: string;
  readonly outcome: 'finished' | 'failed' | 'claimed elsewhere' | 'still running' | 'unavailable';
  readonly summary: string | null;
}

export interface SchedulerDeps {
  readonly jobs: readonly ScheduledJob[];
  readonly runs: JobRuns;
  readonly clock: Clock;
  /** The chapter's zone (TIME_ZONE): a day's slot starts at its midnight. */
  readonly timeZone: string;
  readonly log?: (line: string) => void;
}

/**
 * Runs each scheduled job at most once per slot: a pass works out every job's current slot and
 * claims it in `job_runs` (one process wins a slot, however many share the database), runs the
 * job, and records it finished or failed with its summary. Passes may come as often as wanted (the
 * server's timer, the Lambda's schedule); a slot already tried by this process is not asked about
 * again, and a job still running from an earlier slot is left to finish. After a restart the first
 * pass runs the current slot of every job that no process has run yet.
 */
export class Scheduler {
  readonly #deps: SchedulerDeps;
  readonly #tried = new Map<string, string>();
  readonly #running = new Set<string>();

  constructor(deps: SchedulerDeps) {
    this.#deps = deps;
  }

  get jobs(): readonly ScheduledJob[] {
    return this.#deps.jobs;
  }

  /** One pass: every job whose current slot is not yet run, run at once (side by side). */
  async runDue(): Promise<readonly JobOutcome[]> {
    const now = this.#deps.clock.now();
    const due = this.#deps.jobs.filter((job) => this.#tried.get(job.name) !== slotOf(job.every, now, this.#deps.timeZone));
    return Promise.all(due.map((job) => this.#runOnce(job, now)));
  }

  async #runOnce(job: ScheduledJob, now: number): Promise<JobOutcome> {
    const slot = slotOf(job.every, now, this.#deps.timeZone);
    const outcome = (what: JobOutcome['outcome'], summary: string | null = null): JobOutcome => ({
      job: job.name,
      slot,
      outcome: what,
      summary,
    });
    if (this.#running.has(job.name)) return outcome('still running');
    const claimed = await this.#deps.runs.claim(job.name, slot, new Date(now).toISOString());
    if (claimed.isErr()) {
      this.#log(`Scheduled job ${job.name}: ${claimed.error.message}`);
      return outcome('unavailable');
    }
    this.#tried.set(job.name, slot);
    if (!claimed.value) return outcome('claimed elsewhere');
    this.#running.add(job.name);
    try {
      // A job that throws (a bug) is recorded failed like one that answers an error.
      const { state, summary } = await Promise.resolve()
        .then(() =>
          job.run(new Date(now)).match(
            (done) => ({ state: 'finished' as const, summary: done }),
            (error) => ({ state: 'failed' as const, summary: error.message }),
          ),
        )
        .catch((error: unknown) => ({ state: 'failed' as const, summary: error instanceof Error ? error.message : String(error) }));
      if (state === 'failed') this.#log(`Scheduled job ${job.name} (${slot}) failed: ${summary}`);
      const recorded = await this.#deps.runs.finish(job.name, slot, state, summary, new Date(this.#deps.clock.now()).toISOString());
      if (recorded.isErr()) this.#log(`Scheduled job ${job.name}: ${recorded.error.message}`);
      return outcome(state, summary);
    } finally {
      this.#running.delete(job.name);
    }
  }

  #log(line: string): void {
    (this.#deps.log ?? (() => undefined))(line);
  }
}
