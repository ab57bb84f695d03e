import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money';
import type { LedgerDay } from './ledger-view.port';
import type { RepositoryError } from './repository.errors';

/**
 * One calendar month of the chapter (its time zone): `from` is its first day, `to` its last day
 * (with `startsAt` the instant the next month starts), as the ledger's date filter reads them.
 */
export interface SummaryMonth {
  /** YYYY-MM. */
  readonly month: string;
  readonly from: LedgerDay;
  readonly to: LedgerDay;
}

export interface MonthCount {
  readonly month: string;
  readonly count: number;
}

export interface MonthIncome {
  readonly month: string;
  /** The money held (paid, fulfilled, flagged orders) counted on that month's days, as the ledger's totals count it. */
  readonly received: Cents;
}

/**
 * The month-by-month figures of the officers' console home (issue 18): how many member records
 * were created, and the money received, in each month asked. One answer per month asked, in the
 * order asked (zero for a month with none). One grouped query each in SQL.
 */
export interface OfficerSummaryView {
  newMembersByMonth(months: readonly SummaryMonth[]): ResultAsync<readonly MonthCount[], RepositoryError>;
  incomeByMonth(months: readonly SummaryMonth[]): ResultAsync<readonly MonthIncome[], RepositoryError>;
}
