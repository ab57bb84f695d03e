import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money';

/** One donor of a year, as the treasurer's preview lists them. */
interface DonorSummary {
  /** The donor's normalised e-mail: who the statement is for. */
  readonly email: string;
  readonly name: string;
  readonly gifts: number;
  readonly deductible: Cents;
}

/** A 'Send all' as the page lists it. */
interface StatementRunView {
  readonly id: string;
  readonly year: number;
  readonly startMonth: number;
  readonly ranAt: string;
  readonly by: string;
  readonly donors: number;
  readonly queued: number;
  readonly alreadyQueued: number;
}

/** The treasurer's page: a year's donors and totals, and the runs so far. */
export interface GivingStatementsOverview {
  readonly year: number;
  /** The first month of the chapter's fiscal year (1: calendar years). */
  readonly startMonth: number;
  /** 'Calendar year 2026 (1 January 2026 to 31 December 2026)'. */
  readonly yearWords: string;
  /** Whether the chapter's settings say gifts are deductible. */
  readonly deductible: boolean;
  readonly donors: readonly DonorSummary[];
  readonly total: { readonly donors: number; readonly gifts: number; readonly deductible: Cents };
  readonly runs: readonly StatementRunView[];
}

/** What 'Send all' did: a mail per donor, of which `queued` are new and `alreadyQueued` had been queued by an earlier run. */
export interface StatementsSent {
  readonly year: number;
  readonly donors: number;
  readonly queued: number;
  readonly alreadyQueued: number;
}

/** A member's own statements: the years their gifts fall in, newest first. */
export interface OwnGivingYears {
  readonly years: readonly number[];
  /** The first month of the chapter's fiscal year (1: calendar years). */
  readonly startMonth: number;
}

/** A refusal of the year ('Invalid', with the words per field), of who asks, or an outage. */
export type GivingStatementsGatewayError =
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized' | 'Unavailable'; readonly message: string };

/** A statement's PDF as the page saves it. */
export interface StatementDownload {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * Giving statements from the browser (issue 20): the treasurer's preview, a donor's PDF and 'Send
 * all', and a member's own years and statements. The server reads, draws and sends.
 */
export interface GivingStatementsGateway {
  /** A year's donors and totals; null: the last full year. */
  overview(year: number | null): ResultAsync<GivingStatementsOverview, GivingStatementsGatewayError>;
  statement(year: number, donor: string): ResultAsync<StatementDownload, GivingStatementsGatewayError>;
  sendAll(year: number): ResultAsync<StatementsSent, GivingStatementsGatewayError>;
  ownYears(): ResultAsync<OwnGivingYears, GivingStatementsGatewayError>;
  ownStatement(year: number): ResultAsync<StatementDownload, GivingStatementsGatewayError>;
}
