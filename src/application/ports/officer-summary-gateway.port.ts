import type { ResultAsync } from 'neverthrow';
import type { RosterStatus } from '../../domain/dues-status';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { EventStatus } from '../../domain/ticketed-events';
import type { CategoryTotal } from './ledger-view.port';
import type { MonthCount, MonthIncome } from './officer-summary.port';

/** The members at a glance (viewRoster): how many of each status this dues year, the share of this year's dues paid, new members by month. */
export interface MembersAtAGlance {
  readonly year: number;
  readonly counts: Readonly<Record<RosterStatus, number>>;
  /** Members who paid this year's dues (annual and lifetime), of those not lapsed; `percent` rounded down. */
  readonly dues: { readonly paid: number; readonly of: number; readonly percent: number };
  /** The last 12 months, oldest first; null where the members are kept elsewhere than the server's database. */
  readonly byMonth: readonly MonthCount[] | null;
}

/** The money at a glance (viewLedger): this calendar year's totals by category, and income by month. */
export interface IncomeAtAGlance {
  readonly year: number;
  readonly totals: readonly CategoryTotal[];
  /** The last 12 months, oldest first; null where no summary store is wired (the aws wiring). */
  readonly byMonth: readonly MonthIncome[] | null;
}

/** An event not yet over, with its tickets sold against its capacity (listAllTicketedEvents). */
export interface UpcomingEvent {
  readonly slug: string;
  readonly name: string;
  readonly status: EventStatus;
  readonly start: LocalDateTime;
  readonly sold: number;
  /** Null: no overall limit. */
  readonly capacity: number | null;
}

/**
 * The officers' console home at a glance: each part only for those whose role may see the data
 * behind it (null otherwise). The months and the dues year are the chapter's (its time zone).
 */
export interface OfficerSummary {
  /** The chapter's day (YYYY-MM-DD). */
  readonly today: string;
  readonly members: MembersAtAGlance | null;
  readonly income: IncomeAtAGlance | null;
  readonly events: readonly UpcomingEvent[] | null;
}

export type OfficerSummaryError =
  { readonly type: 'Unauthorized'; readonly message: string } | { readonly type: 'Unavailable'; readonly message: string };

/** The browser's way to the summary (`GET /officers/summary`). */
export interface OfficerSummaryGateway {
  summary(): ResultAsync<OfficerSummary, OfficerSummaryError>;
}
