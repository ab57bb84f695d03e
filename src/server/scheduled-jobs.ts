import type { ScheduledJob } from '../application/server/scheduling/scheduled-job';
import type { AppDeps } from './app-deps';
import { waitingListJob } from './waiting-list-schedule';

/**
 * Every job the server runs on a schedule, in both wirings (the self-hosted server's timer,
 * the Lambda's EventBridge schedule). Add a job here to have it run.
 */
export function scheduledJobs(deps: AppDeps): readonly ScheduledJob[] {
  return [waitingListJob(deps)];
}
