import { eventReminderJob } from '../application/server/events/event-reminders.job';
import { duesReminderJob } from '../application/server/reminders/send-dues-reminders';
import type { ScheduledJob } from '../application/server/scheduling/scheduled-job';
import type { AppDeps } from './app-deps';
import { reminderDeps } from './routes/dues-reminders.routes';
import { waitingListJob } from './waiting-list-schedule';
import { backupJob } from './backups';

/**
 * Every job the server runs on a schedule, in both wirings (the self-hosted server's timer,
 * the Lambda's EventBridge schedule). Add a job here to have it run. The reminders need the mail
 * queue (and the dues reminders their records): a wiring without them runs the waiting list alone.
 */
export function scheduledJobs(deps: AppDeps): readonly ScheduledJob[] {
  const dues = reminderDeps(deps);
  const queue = deps.mailQueue ?? null;
  return [
    waitingListJob(deps),
    ...(dues === null ? [] : [duesReminderJob(dues)]),
    ...(queue === null
      ? []
      : [eventReminderJob({ ticketing: deps.ticketing, ledger: deps.ledger, mailQueue: queue, config: deps.config })]),
    ...(deps.backups ? backupJob(deps.backups) : []),
  ];
}
