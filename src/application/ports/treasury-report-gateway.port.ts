import type { ResultAsync } from 'neverthrow';
import type { PeriodPreset, ReportPeriod, TreasuryReport } from '../../domain/treasury-report';

/** The treasury report as the server answers it: the report, today (the chapter's day) and the days each preset stands for. */
export interface TreasuryReportView extends TreasuryReport {
  readonly today: string;
  readonly presets: Readonly<Record<PeriodPreset, ReportPeriod>>;
}

/** A period as the address carries it: either day may be missing (both missing: this month). */
export interface TreasuryReportQuery {
  readonly from?: string;
  readonly to?: string;
}

/** A report published among the members' Treasury Reports: the document's key and name, and whether it replaced the same period's. */
export interface PublishedReport {
  readonly key: string;
  readonly name: string;
  readonly replaced: boolean;
}

/** The report as a file to save: its name, its media type and its bytes. */
export interface ReportFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export type TreasuryReportGatewayError =
  /** A period refused, with a message per field ('from', 'to'). */
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The treasurer's report in the browser (issue 18, item 7; treasurers and administrators). */
export interface TreasuryReportGateway {
  report(query: TreasuryReportQuery): ResultAsync<TreasuryReportView, TreasuryReportGatewayError>;
  file(query: TreasuryReportQuery, kind: 'csv' | 'pdf'): ResultAsync<ReportFile, TreasuryReportGatewayError>;
  publish(period: ReportPeriod): ResultAsync<PublishedReport, TreasuryReportGatewayError>;
}
