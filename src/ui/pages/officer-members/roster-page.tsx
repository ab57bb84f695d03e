import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROSTER_PARAMS, type RosterFile, type RosterParams } from '../../../application/ports/officer-members-gateway.port';
import { useServices } from '../../app/services';
import { startDownload } from '../../components/browser-download';
import { OfficersOnly } from '../../components/officers-only';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { RosterFilters } from './roster-filters';
import { RosterImport } from './roster-import';
import { RosterTable } from './roster-table';
import { countsWords, rangeWords } from './roster-words';
import './officer-members.css';

/** Saves the CSV the server wrote under the name it gave. */
function save(file: RosterFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}

/** The address's roster parameters (the empty ones left out). */
function paramsOf(search: URLSearchParams): RosterParams {
  return Object.fromEntries(ROSTER_PARAMS.flatMap((name) => (search.get(name) ? [[name, search.get(name) ?? '']] : [])));
}

function Roster() {
  const { officerMembers } = useServices();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => paramsOf(search), [search]);
  const loaded = useResultLoad(useCallback(() => officerMembers.roster(params), [officerMembers, params]));
  const download = useResultAction((p: RosterParams) => officerMembers.rosterCsv(p), { onSuccess: save });
  const show = (next: RosterParams) =>
    setSearch(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>,
    );
  const view = loaded.value;
  const errors = loaded.error?.type === 'InvalidForm' ? loaded.error.fields : {};
  if (view === null && loaded.status === 'failed' && loaded.error?.type !== 'InvalidForm')
    return (
      <p className="container" role="alert">
        {loaded.error?.message}
      </p>
    );
  if (view === null)
    return (
      <p className="container" role="status">
        Loading the members...
      </p>
    );
  const page = view.query.page;
  const lastPage = Math.max(1, Math.ceil(view.total / view.query.pageSize));
  return (
    <div className="container roster-page">
      <h1>Members</h1>
      <RosterFilters params={params} currentYear={view.currentYear} errors={errors} onApply={show} />
      <p role="status" className="roster-summary">
        {loaded.status === 'loading'
          ? 'Loading the members...'
          : `${rangeWords(page, view.query.pageSize, view.rows.length, view.total)} (dues year ${view.query.year}).`}
      </p>
      <p className="roster-counts">{countsWords(view.counts)}</p>
      <div className="roster-actions">
        <button type="button" className="button" onClick={() => download.start(params)} disabled={download.status === 'running'}>
          Download CSV
        </button>
      </div>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
      {view.rows.length > 0 ? <RosterTable rows={view.rows} /> : null}
      <nav className="roster-pager" aria-label="Pages of members">
        <button type="button" className="button" disabled={page <= 1} onClick={() => show({ ...params, page: String(page - 1) })}>
          Previous page
        </button>
        <span>
          Page {page} of {lastPage}
        </span>
        <button type="button" className="button" disabled={page >= lastPage} onClick={() => show({ ...params, page: String(page + 1) })}>
          Next page
        </button>
      </nav>
      <RosterImport onImported={loaded.reload} />
    </div>
  );
}

/** `/Admin/members`: the member roster with dues status for a chosen year, its search, filters, pages and CSV (officers). */
export function RosterPage() {
  return (
    <div className="page">
      <OfficersOnly title="Members" action="viewRoster">
        <Roster />
      </OfficersOnly>
    </div>
  );
}
