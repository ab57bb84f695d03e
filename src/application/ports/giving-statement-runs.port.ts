import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { RepositoryError } from './repository.errors';

/** One 'Send all' of a year's giving statements. */
export interface GivingStatementRun {
  readonly id: string;
  /** The statement year, and the first month of the fiscal year it was read with (1: the calendar year). */
  readonly year: number;
  readonly startMonth: number;
  /** ISO instant. */
  readonly ranAt: string;
  /** The officer's e-mail. */
  readonly by: string;
  /** How many donors had a statement, how many mails were queued now, and how many had been queued before. */
  readonly donors: number;
  readonly queued: number;
  readonly alreadyQueued: number;
}

/**
 * The record of the treasurer's 'Send all' runs (issue 20): each run and its audit entry are
 * written together (both or neither). The mails themselves are the mail queue's: one per key and
 * recipient, so this record is what was done, not what keeps a donor from a second mail.
 */
export interface GivingStatementRuns {
  record(run: GivingStatementRun, audit: AuditEntry): ResultAsync<void, RepositoryError>;
  /** The runs, newest first, at most `limit`. */
  runs(limit: number): ResultAsync<readonly GivingStatementRun[], RepositoryError>;
}
