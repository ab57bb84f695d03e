import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportFile, TreasuryReportQuery } from '../../../application/ports/treasury-report-gateway.port';
import { periodWords, type ReportPeriod } from '../../../domain/treasury-report';
import { useServices } from '../../app/services';
import { startDownload } from '../../components/browser-download';
import { OfficersOnly } from '../../components/officers-only';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { PeriodForm } from './period-form';
import { PublishReport } from './publish-report';
import { ReportTables } from './report-tables';
import './officer-reports.css';

const TITLE = 'Treasury report';

function save(file: ReportFile): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: file.contentType }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}

function Downloads({ period }: { readonly period: ReportPeriod }) {
  const { treasuryReports } = useServices();
  const download = useResultAction((kind: 'csv' | 'pdf') => treasuryReports.file(period, kind), { onSuccess: save });
  return (
    <>
      <div className="report-actions">
        <button type="button" className="button" onClick={() => download.start('csv')} disabled={download.status === 'running'}>
          Download CSV
        </button>
        <button type="button" className="button" onClick={() => download.start('pdf')} disabled={download.status === 'running'}>
          Download PDF
        </button>
      </div>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
    </>
  );
}

function Report() {
  const { treasuryReports } = useServices();
  const [params, setParams] = useSearchParams();
  const query: TreasuryReportQuery = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const search = params.toString();
  const loaded = useResultLoad(
    useCallback(() => {
      const asked = new URLSearchParams(search);
      return treasuryReports.report({ from: asked.get('from') ?? '', to: asked.get('to') ?? '' });
    }, [treasuryReports, search]),
  );
  const apply = (period: ReportPeriod) => setParams(new URLSearchParams({ from: period.from, to: period.to }));
  const refused = loaded.status === 'failed' ? loaded.error : null;
  const report = loaded.status === 'loaded' ? loaded.value : null;
  const shown = report?.period ?? { from: query.from ?? '', to: query.to ?? '' };
  return (
    <div className="container reports-page">
      <h1>{TITLE}</h1>
      <p>Income and refunds of a period by category and by method, in the chapter’s time zone.</p>
      <PeriodForm
        key={`${search}|${report ? 'loaded' : ''}`}
        period={shown}
        presets={loaded.value?.presets ?? null}
        errors={refused?.type === 'Invalid' ? refused.fields : {}}
        onApply={apply}
      />
      {refused ? (
        <p role="alert" className="notice-inline error">
          {refused.message}
        </p>
      ) : null}
      {loaded.status === 'loading' ? <p role="status">Loading the report...</p> : null}
      {report ? (
        <>
          <p role="status" className="report-period">
            {periodWords(report.period)}
          </p>
          <Downloads period={report.period} />
          <ReportTables report={report} />
          <PublishReport key={`${report.period.from}|${report.period.to}`} period={report.period} />
        </>
      ) : null}
    </div>
  );
}

/** `/Admin/reports`: the treasury report of a period, its CSV and PDF, and publishing it to Treasury Reports (treasurers, administrators). */
export function ReportsPage() {
  return (
    <div className="page">
      <OfficersOnly title={TITLE} action="viewTreasuryReport">
        <Report />
      </OfficersOnly>
    </div>
  );
}
