import { okAsync, ResultAsync } from 'neverthrow';
import { offerFreedSeats } from '../application/server/events/offer-freed-seats';
import type { AppDeps } from './app-deps';

/** How often lapsed offers are passed on and freed seats (expired holds) offered. */
export const WAITING_LIST_EVERY_MS = 60 * 1000;

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

/** Runs `tick` every `everyMs` until the answer is called; it never keeps the process alive. */
export type Ticker = (tick: () => void, everyMs: number) => () => void;

const nodeTicker: Ticker = (tick, everyMs) => {
  const handle = setInterval(tick, everyMs);
  handle.unref();
  return () => clearInterval(handle);
};

/**
 * Starts the waiting list's schedule (self-hosted server): a pass every minute, one at a time
 * (a pass still running when the next is due is not doubled). Answers the function that stops it.
 */
export function startWaitingListSchedule(
  deps: PassDeps,
  ticker: Ticker = nodeTicker,
  log: (line: string) => void = console.error,
): () => void {
  let running = false;
  return ticker(() => {
    if (running) return;
    running = true;
    void runWaitingListPass(deps, log).then(() => {
      running = false;
    });
  }, WAITING_LIST_EVERY_MS);
}
