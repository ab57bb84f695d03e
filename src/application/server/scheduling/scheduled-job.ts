import type { ResultAsync } from 'neverthrow';

/** How often a scheduled job runs: once per slot of this length, in the chapter's time zone. */
export type JobPeriod = 'minute' | 'hour' | 'day';

/**
 * A job the server runs on a schedule (the waiting list's pass, dues reminders, event reminders,
 * backups). The scheduler runs it at most once per slot, even with two server processes sharing a
 * database or after a restart; a slot missed while the server was down is run when it starts.
 * `run` answers a one-line summary for the officers' view of the schedule, or why it failed.
 */
export interface ScheduledJob {
  readonly name: string;
  readonly every: JobPeriod;
  run(now: Date): ResultAsync<string, { readonly message: string }>;
}
