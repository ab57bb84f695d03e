import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { checkPeriod } from '../../../domain/treasury-report';
import type { PdfRenderer } from '../../ports/pdf-renderer.port';
import type { ReportFile, TreasuryReportQuery, TreasuryReportView } from '../../ports/treasury-report-gateway.port';
import { invalidInput } from '../content/content.errors';
import { unavailable } from '../payments/payments.errors';
import { reportFileName, treasuryReportCsv, treasuryReportDocument } from './treasury-report-files';
import { reportOf, type TreasuryReportDeps, type TreasuryReportError } from './view-treasury-report.use-case';

export interface TreasuryFileDeps extends TreasuryReportDeps {
  readonly pdf: PdfRenderer;
  /** Who the PDF is issued by: the chapter's name. */
  readonly issuer: string;
}

/** The report of a period both of whose days are given (a file is always of a named period). */
export function namedPeriodReport(
  deps: TreasuryReportDeps,
  actor: Actor,
  query: TreasuryReportQuery,
  action: 'viewTreasuryReport' | 'publishTreasuryReport',
): ResultAsync<TreasuryReportView, TreasuryReportError> {
  const allowed = authorizeActor(actor, action);
  if (allowed.isErr()) return errAsync(allowed.error);
  const period = checkPeriod(query);
  if (period.isErr()) return errAsync(invalidInput({ type: 'InvalidForm', fields: period.error }));
  return reportOf(deps, period.value);
}

/** The report drawn as a PDF, dated now (the same report at the same instant gives the same bytes). */
export function reportPdf(deps: TreasuryFileDeps, report: TreasuryReportView): ResultAsync<Uint8Array, TreasuryReportError> {
  const generatedAt = new Date(deps.clock.now()).toISOString();
  return deps.pdf
    .render(treasuryReportDocument(report, { issuer: deps.issuer, generatedAt, timeZone: deps.config.timeZone }))
    .mapErr(unavailable);
}

/** A period's report as a CSV or a PDF file (viewTreasuryReport). */
export function treasuryReportFile(
  deps: TreasuryFileDeps,
  actor: Actor,
  query: TreasuryReportQuery,
  kind: 'csv' | 'pdf',
): ResultAsync<ReportFile, TreasuryReportError> {
  return namedPeriodReport(deps, actor, query, 'viewTreasuryReport').andThen((report) =>
    kind === 'csv'
      ? okAsync({
          fileName: reportFileName(report.period, 'csv'),
          contentType: 'text/csv; charset=utf-8',
          bytes: new TextEncoder().encode(treasuryReportCsv(report)),
        })
      : reportPdf(deps, report).map((bytes) => ({ fileName: reportFileName(report.period, 'pdf'), contentType: 'application/pdf', bytes })),
  );
}
