import type { DurableMailQueue } from '../application/server/mail/durable-mail-queue';
import type { MailWorker } from '../application/server/mail/mail-worker';
import type { Scheduler } from '../application/server/scheduling/scheduler';

/** How often the worker looks for due mails when nothing woke it (retries after their back-off). */
const MAIL_POLL_MS = 15_000;

/** How often the scheduler asks whether a job's slot has come (a minute's job runs within this of the minute's start). */
const SCHEDULE_TICK_MS = 5_000;

/** A loop running in the background of the self-hosted server; `stop` waits for the round in hand to end. */
interface BackgroundLoop {
  /** Starts a round at once (new mails were queued). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then whenever woken or `everyMs` after the last round ended, one round at a
 * time, until stopped. Its timers never keep the process alive.
 */
function backgroundLoop(round: (stopped: () => boolean) => Promise<unknown>, everyMs: number, log: (line: string) => void): BackgroundLoop {
  let stopped = false;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;
  let resume: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      resume = resolve;
      timer = setTimeout(resolve, everyMs);
      timer.unref();
    });
  const running = (async () => {
    while (!stopped) {
      woken = false;
      await round(() => stopped).catch((error: unknown) =>
        log(`Background work failed: ${error instanceof Error ? error.message : String(error)}`),
      );
      if (!stopped && !woken) await pause();
    }
  })();
  const wakeUp = () => {
    woken = true;
    clearTimeout(timer);
    resume?.();
  };
  return {
    wake: wakeUp,
    stop: async () => {
      stopped = true;
      wakeUp();
      await running;
    },
  };
}

/** Sleeps `ms` (the worker's pacing), without keeping the process alive. */
export const nodeSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * The self-hosted server's background work: the mail worker (woken at once when mails are queued,
 * every MAIL_POLL_MS otherwise) and the scheduler (every SCHEDULE_TICK_MS). `stop` ends both after
 * the mail and the jobs in hand.
 */
export function startBackgroundWork(
  mail: { readonly queue: DurableMailQueue; readonly worker: MailWorker },
  scheduler: Scheduler,
  log: (line: string) => void = console.error,
): { stop(): Promise<void> } {
  const delivery = backgroundLoop((stopped) => mail.worker.deliverDue({ stopped }), MAIL_POLL_MS, log);
  mail.queue.onQueued(() => delivery.wake());
  const schedule = backgroundLoop(() => scheduler.runDue(), SCHEDULE_TICK_MS, log);
  return { stop: async () => void (await Promise.all([delivery.stop(), schedule.stop()])) };
}
