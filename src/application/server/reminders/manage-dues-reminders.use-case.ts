import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { auditActor, officerWrite } from '../../../domain/audit';
import { calendarDateKey, isoCalendarDate } from '../../../domain/calendar-date';
import { rosterStatus, type RosterStatus } from '../../../domain/dues-status';
import { nextSlot, parseOffsets, reminderDate, type ReminderSettings, type ReminderSlot } from '../../../domain/dues-reminders';
import type { Cents } from '../../../domain/money';
import { fullName } from '../../../domain/members';
import { dateIn } from '../../ports/clock.port';
import type { ReminderRun } from '../../ports/dues-reminders.port';
import { allowed } from '../roster/roster-deps';
import type { ReminderDeps } from './reminder-deps';
import { sendReminders, slotRecipients, type RunOutcome } from './send-dues-reminders';
import { EVERYONE_MAILED, invalidField, reminderUnavailable, type RemindersError } from './reminders.errors';

/** How many runs the page lists. */
const RUNS_SHOWN = 50;

/** One member the next reminders would mail, as the preview lists them. */
interface PreviewRow {
  readonly id: string;
  readonly name: string;
  readonly status: RosterStatus;
  readonly amount: Cents;
}

/** The next reminders: their year, offset and date (ISO), and whom they would mail now. */
interface ReminderPreview {
  readonly year: number;
  readonly offset: number;
  readonly date: string;
  /** Whether the date has come (the next daily run sends it). */
  readonly due: boolean;
  readonly count: number;
  readonly recipients: readonly PreviewRow[];
}

/** What the officers' page shows: the schedule, the next reminders, the runs so far. */
export interface RemindersView {
  readonly settings: ReminderSettings;
  /** Today in the chapter's zone (ISO). */
  readonly today: string;
  readonly next: ReminderPreview | null;
  readonly runs: readonly ReminderRun[];
}

function previewOf(slot: ReminderSlot, todayKey: number, deps: ReminderDeps): ResultAsync<ReminderPreview, RemindersError> {
  return slotRecipients(deps, slot).map((recipients) => ({
    year: slot.year,
    offset: slot.offset,
    date: isoCalendarDate(slot.date),
    due: calendarDateKey(slot.date) <= todayKey,
    count: recipients.length,
    recipients: recipients.map(({ member, amount }) => ({
      id: member.id,
      name: fullName(member),
      status: rosterStatus(member, slot.year),
      amount,
    })),
  }));
}

/** Which slots have run, read once for the preview's choice of the next one. */
function runSlots(runs: readonly ReminderRun[]): (slot: Pick<ReminderSlot, 'year' | 'offset'>) => boolean {
  const done = new Set(runs.map((run) => `${run.year}:${run.offset}`));
  return (slot) => done.has(`${slot.year}:${slot.offset}`);
}

/**
 * The officers' page (manageDuesReminders): the schedule, a preview of the next reminders (their
 * date, how many members and who, with status and amount: what turning the schedule on would
 * send), and the runs, newest first.
 */
export function viewReminders(deps: ReminderDeps, actor: Actor): ResultAsync<RemindersView, RemindersError> {
  const today = dateIn(deps.clock.now(), deps.config.timeZone);
  return allowed(actor, 'manageDuesReminders')
    .andThen(() => deps.reminders.settings().mapErr(reminderUnavailable))
    .andThen((settings) =>
      // Every run, to tell which slots have run; the page lists the newest.
      deps.reminders
        .runs(10_000)
        .mapErr(reminderUnavailable)
        .andThen((runs) => {
          const slot = nextSlot(today, settings.offsets, runSlots(runs));
          const next = slot === null ? okAsync(null) : previewOf(slot, calendarDateKey(today), deps);
          return next.map((preview) => ({ settings, today: isoCalendarDate(today), next: preview, runs: runs.slice(0, RUNS_SHOWN) }));
        }),
    );
}

/** The schedule as the form sends it. */
export interface SettingsInput {
  readonly enabled: boolean;
  /** The offsets as typed ('-30, 0, +30, +60'). */
  readonly offsets: string;
}

/** Saves the schedule (manageDuesReminders); the change is audited with the values before and after. */
export function saveReminderSettings(
  deps: ReminderDeps,
  actor: Actor,
  input: SettingsInput,
): ResultAsync<ReminderSettings, RemindersError> {
  const offsets = parseOffsets(input.offsets);
  if (offsets.isErr()) return errAsync(invalidField('offsets', offsets.error));
  const settings: ReminderSettings = { enabled: input.enabled, offsets: offsets.value };
  const at = new Date(deps.clock.now()).toISOString();
  return allowed(actor, 'manageDuesReminders')
    .andThen(() => deps.reminders.settings().mapErr(reminderUnavailable))
    .andThen((before) =>
      deps.reminders
        .saveSettings(
          settings,
          officerWrite(actor, at, 'manageDuesReminders', { kind: 'duesReminders', id: 'schedule' }, { before, after: settings }),
        )
        .mapErr(reminderUnavailable),
    );
}

/** 'Send now' as the form sends it: one offset of the schedule, for a dues year. */
export interface SendNowInput {
  readonly year: number;
  readonly offset: number;
}

/**
 * 'Send now' (manageDuesReminders): sends one offset's reminders for a dues year at once, to the
 * members it has not mailed, whether the schedule is on or not; the run is audited. The year must
 * be this dues year or the next, the offset one of the schedule's; a date with nobody left to mail
 * is refused rather than recorded as a run of nobody.
 */
export function sendRemindersNow(deps: ReminderDeps, actor: Actor, input: SendNowInput): ResultAsync<RunOutcome, RemindersError> {
  const today = dateIn(deps.clock.now(), deps.config.timeZone);
  if (input.year !== today.year && input.year !== today.year + 1) {
    return errAsync(invalidField('year', `Please choose ${today.year} or ${today.year + 1}.`));
  }
  return allowed(actor, 'manageDuesReminders')
    .andThen(() => deps.reminders.settings().mapErr(reminderUnavailable))
    .andThen((settings) =>
      settings.offsets.includes(input.offset)
        ? okAsync(settings)
        : errAsync<ReminderSettings, RemindersError>(invalidField('offset', 'Please choose one of the schedule’s reminder dates.')),
    )
    .andThen(() => {
      const slot: ReminderSlot = { year: input.year, offset: input.offset, date: reminderDate(input.year, input.offset) };
      return slotRecipients(deps, slot).map((recipients) => ({ slot, due: recipients.length }));
    })
    .andThen(({ slot, due }) => {
      // Nobody left to mail: no run of nobody is recorded, and the officer is told why.
      if (due === 0) return errAsync<RunOutcome, RemindersError>(EVERYONE_MAILED);
      return sendReminders(deps, slot, auditActor(actor), (run) =>
        officerWrite(
          actor,
          run.ranAt,
          'manageDuesReminders',
          { kind: 'duesReminderRun', id: run.id },
          {
            before: null,
            after: { year: run.year, offset: run.offset, mailed: run.mailed },
          },
        ),
      );
    });
}
