import { okAsync, ResultAsync } from 'neverthrow';
import { offerFreedSeats } from '../application/server/events/offer-freed-seats';
import type { ScheduledJob } from '../application/server/scheduling/scheduled-job';
import type { AppDeps } from './app-deps';

/** What one pass did, over every event with parties waiting or offered. */
export interface WaitingListPass {
  readonly events: number;
  readonly offered: number;
  readonly expired: number;
}

type PassDeps = Pick<AppDeps, 'ticketing' | 'mailer' | 'clock' | 'ids' | 'config'>;

/** The events whose waiting list has a party waiting, or an offer that may have lapsed. */
function eventsToVisit(deps: PassDeps) {
  return deps.ticketing.events
    .list()
    .andThen((events) =>
      ResultAsync.combine(
        events.map(({ event }) =>
          deps.ticketing.waitingList
            .ofEvent(event.slug)
            .map((parties) => (parties.some((party) => party.state === 'waiting' || party.state === 'offered') ? [event.slug] : [])),
        ),
      ).map((slugs) => slugs.flat()),
    );
}

/**
 * One pass of the schedule: for each event with parties waiting or offered, lapsed offers are
 * ended (their parties told) and seats freed meanwhile (an expired hold) offered to the next
 * parties that fit (`offerFreedSeats`). One event's failure does not stop the others.
 */
export function runWaitingListPass(deps: PassDeps, log: (line: string) => void = console.error): ResultAsync<WaitingListPass, never> {
  return eventsToVisit(deps)
    .orElse((error) => {
      log(`Waiting list: ${error.message}`);
      return okAsync<readonly string[], never>([]);
    })
    .andThen((slugs) =>
      ResultAsync.combine(
        slugs.map((slug) =>
          offerFreedSeats(deps, slug).orElse((error) => {
            log(`Waiting list of ${slug}: ${error.message}`);
            return okAsync({ expired: [], offered: [] });
          }),
        ),
      ).map((passes) => ({
        events: slugs.length,
        offered: passes.reduce((sum, pass) => sum + pass.offered.length, 0),
        expired: passes.reduce((sum, pass) => sum + pass.expired.length, 0),
      })),
    );
}

/**
 * The waiting list's pass as a scheduled job: every minute, in one process only (the scheduler
 * claims each minute in `job_runs`), on the self-hosted server's timer and the Lambda's schedule.
 */
export function waitingListJob(deps: PassDeps, log: (line: string) => void = console.error): ScheduledJob {
  return {
    name: 'waiting-list',
    every: 'minute',
    run: () =>
      runWaitingListPass(deps, log).map(
        (pass) => `${pass.events} events visited, ${pass.offered} offers made, ${pass.expired} offers lapsed`,
      ),
  };
}
