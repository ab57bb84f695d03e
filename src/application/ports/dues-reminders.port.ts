import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { RemindedMember, ReminderSettings, ReminderSlot } from '../../domain/dues-reminders';
import type { RepositoryError } from './repository.errors';

/** One run of the reminders: by the schedule (`by` null) or sent by an officer ('Send now'). */
export interface ReminderRun {
  readonly id: string;
  readonly year: number;
  readonly offset: number;
  /** ISO instant. */
  readonly ranAt: string;
  /** How many members it mailed. */
  readonly mailed: number;
  /** The officer's e-mail for a run by hand; null for the schedule's. */
  readonly by: string | null;
}

/**
 * The dues reminders' records (issue 19): the chair's schedule, each reminder sent (member, dues
 * year, offset, when) and each run. A reminder is recorded once per member, year and offset,
 * however often a run is repeated, so the schedule never mails a member twice for one date.
 */
export interface DuesReminderStore {
  /** The schedule; the defaults until the chair first saves it. */
  settings(): ResultAsync<ReminderSettings, RepositoryError>;
  /** Saves the schedule and its audit entry together. */
  saveSettings(settings: ReminderSettings, audit: AuditEntry): ResultAsync<ReminderSettings, RepositoryError>;
  /** Every member, with what a reminder needs. */
  members(): ResultAsync<readonly RemindedMember[], RepositoryError>;
  /** The ids of the members already reminded for a slot. */
  mailedFor(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<ReadonlySet<string>, RepositoryError>;
  /** The runs, newest first, at most `limit`. */
  runs(limit: number): ResultAsync<readonly ReminderRun[], RepositoryError>;
  /** Whether a slot has run (by the schedule or by hand). */
  hasRun(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<boolean, RepositoryError>;
  /**
   * Records a run and the members it mailed (a member already recorded for the slot is kept as
   * first recorded), with the audit entry of a run by hand, in one transaction.
   */
  recordRun(run: ReminderRun, memberIds: readonly string[], audit: AuditEntry | null): ResultAsync<void, RepositoryError>;
  /** When each of these members was last reminded (ISO), by id; a member never reminded is absent. */
  lastReminded(memberIds: readonly string[]): ResultAsync<ReadonlyMap<string, string>, RepositoryError>;
}
