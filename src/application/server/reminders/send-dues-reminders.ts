import { okAsync, type ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../../domain/audit';
import { currentSlot, reminderRecipients, type ReminderRecipient, type ReminderSlot } from '../../../domain/dues-reminders';
import { dateIn } from '../../ports/clock.port';
import type { ReminderRun } from '../../ports/dues-reminders.port';
import type { ScheduledJob } from '../scheduling/scheduled-job';
import type { ReminderDeps } from './reminder-deps';
import { reminderMail } from './reminder-mail';
import { reminderUnavailable, type ReminderUnavailable } from './reminders.errors';

/** Who a slot would mail now: every member who has not paid the slot's year, less those it mailed already. */
export function slotRecipients(
  deps: Pick<ReminderDeps, 'reminders'>,
  slot: Pick<ReminderSlot, 'year' | 'offset'>,
): ResultAsync<readonly ReminderRecipient[], ReminderUnavailable> {
  return deps.reminders
    .members()
    .andThen((members) => deps.reminders.mailedFor(slot).map((mailed) => reminderRecipients(members, slot.year, mailed)))
    .mapErr(reminderUnavailable);
}

/** What a run did. */
export interface RunOutcome {
  readonly slot: ReminderSlot;
  readonly mailed: number;
}

/**
 * Sends a slot's reminders: queues one mail per member due (keyed, so the queue never sends one
 * twice), then records the run and the members it mailed (with `audit` for a run by hand). A
 * crash between the two leaves the members unrecorded: the next run queues them again and the
 * queue drops the copies by their keys.
 */
export function sendReminders(
  deps: ReminderDeps,
  slot: ReminderSlot,
  by: string | null,
  audit: (run: ReminderRun) => AuditEntry | null = () => null,
): ResultAsync<RunOutcome, ReminderUnavailable> {
  const now = deps.clock.now();
  return slotRecipients(deps, slot).andThen((recipients) => {
    const mails = recipients.map((recipient) => reminderMail(deps, slot, recipient, now));
    const queued = mails.length === 0 ? okAsync(0) : deps.queue.enqueue(mails);
    return queued.mapErr(reminderUnavailable).andThen(() => {
      const run: ReminderRun = {
        id: deps.ids.newId(),
        year: slot.year,
        offset: slot.offset,
        ranAt: new Date(now).toISOString(),
        mailed: recipients.length,
        by,
      };
      return deps.reminders
        .recordRun(
          run,
          recipients.map((recipient) => recipient.member.id),
          audit(run),
        )
        .mapErr(reminderUnavailable)
        .map(() => ({ slot, mailed: recipients.length }));
    });
  });
}

/** The day's run: when the schedule is on and today's slot has not run, sends it. Answers its one-line summary. */
function runDueReminders(deps: ReminderDeps, now: Date): ResultAsync<string, ReminderUnavailable> {
  return deps.reminders
    .settings()
    .mapErr(reminderUnavailable)
    .andThen((settings) => {
      if (!settings.enabled) return okAsync('Dues reminders are off.');
      const slot = currentSlot(dateIn(now.getTime(), deps.config.timeZone), settings.offsets);
      if (slot === null) return okAsync('No reminder date has come yet.');
      return deps.reminders
        .hasRun(slot)
        .mapErr(reminderUnavailable)
        .andThen((done) =>
          done
            ? okAsync(`Reminders for ${slot.year} (${describeOffset(slot.offset)}) were sent already.`)
            : sendReminders(deps, slot, null).map(
                ({ mailed }) => `Mailed ${mailed} dues reminders for ${slot.year} (${describeOffset(slot.offset)}).`,
              ),
        );
    });
}

/** An offset in words: '30 days before the year', 'the first day of the year', '60 days into the year'. */
function describeOffset(offset: number): string {
  if (offset === 0) return 'the first day of the year';
  const days = Math.abs(offset) === 1 ? '1 day' : `${Math.abs(offset)} days`;
  return offset < 0 ? `${days} before the year` : `${days} into the year`;
}

/** The name the scheduler and the officers' view of the schedule know the job by. */
const DUES_REMINDER_JOB = 'dues-reminders';

/**
 * The dues reminders as a scheduled job (every day, in the chapter's zone): the composition root
 * registers it with the scheduler. A repeated or overlapping run mails nobody twice (the record of
 * each reminder sent and the queue's keys).
 */
export function duesReminderJob(deps: ReminderDeps): ScheduledJob {
  return { name: DUES_REMINDER_JOB, every: 'day', run: (now) => runDueReminders(deps, now) };
}
