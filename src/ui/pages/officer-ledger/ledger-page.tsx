import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { LedgerFile, LedgerPageView, LedgerQuery } from '../../../application/ports/ledger-gateway.port';
import type { LedgerCategory } from '../../../domain/ledger';
import { useServices } from '../../app/services';
import { startDownload } from '../../components/browser-download';
import { OfficersOnly } from '../../components/officers-only';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { LedgerFilters } from './ledger-filters';
import { LedgerTable, LedgerTotals } from './ledger-table';
import { LEDGER_TITLE, RECORD_TITLE } from './ledger-words';
import './officer-ledger.css';

const FIELDS = ['from', 'to', 'category', 'method', 'status', 'page'] as const;

function queryOf(params: URLSearchParams): LedgerQuery {
  return Object.fromEntries(FIELDS.flatMap((field) => (params.get(field) ? [[field, params.get(field) ?? '']] : [])));
}

function searchOf(query: LedgerQuery): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (query[field]) params.set(field, query[field] ?? '');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function save(file: LedgerFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}

function Pager({ view, query }: { readonly view: LedgerPageView; readonly query: LedgerQuery }) {
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  const to = (page: number) => `/Admin/ledger${searchOf({ ...query, page: page === 1 ? '' : String(page) })}`;
  return (
    <nav className="ledger-pager" aria-label="Pages of the ledger">
      {view.page > 1 ? <Link to={to(view.page - 1)}>Previous page</Link> : null}
      <span>
        Page {Math.min(view.page, pages)} of {pages}
      </span>
      {view.page < pages ? <Link to={to(view.page + 1)}>Next page</Link> : null}
    </nav>
  );
}

function Ledger() {
  const { ledger } = useServices();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = queryOf(new URLSearchParams(search));
  const loaded = useResultLoad(useCallback(() => ledger.ledger(queryOf(new URLSearchParams(search))), [ledger, search]));
  const download = useResultAction((q: LedgerQuery) => ledger.ledgerCsv(q), { onSuccess: save });
  const apply = (next: LedgerQuery) => setParams(new URLSearchParams(searchOf(next)));
  const categoryLink = (category: LedgerCategory) =>
    `/Admin/ledger${searchOf({ ...query, page: '', category: category.detail === '' ? category.group : `${category.group}:${category.detail}` })}`;
  const refused = loaded.status === 'failed' && loaded.error ? loaded.error : null;
  const view = loaded.status === 'loaded' ? loaded.value : null;
  return (
    <div className="container ledger-page">
      <h1>{LEDGER_TITLE}</h1>
      <p>
        <Link to="/Admin/payments/new">{RECORD_TITLE}</Link>
      </p>
      <LedgerFilters key={search} query={query} errors={refused?.type === 'Invalid' ? refused.fields : {}} onApply={apply} />
      {refused ? (
        <p role="alert" className="notice-inline error">
          {refused.message}
        </p>
      ) : null}
      {loaded.status === 'loading' ? <p role="status">Loading the ledger...</p> : null}
      {view ? (
        <>
          <p role="status">{view.total === 1 ? '1 order' : `${view.total} orders`}</p>
          <div className="ledger-actions">
            <button type="button" className="button" onClick={() => download.start(query)} disabled={download.status === 'running'}>
              Download CSV
            </button>
          </div>
          {download.error ? (
            <p role="alert" className="notice-inline error">
              {download.error.message}
            </p>
          ) : null}
          <LedgerTotals totals={view.totals} linkTo={categoryLink} />
          {view.entries.length === 0 ? <p>No orders match these filters.</p> : <LedgerTable entries={view.entries} />}
          <Pager view={view} query={query} />
        </>
      ) : null}
    </div>
  );
}

/** `/Admin/ledger`: every order and payment, filtered, with totals by category, pages and a CSV (officers). */
export function LedgerPage() {
  return (
    <div className="page">
      <OfficersOnly title={LEDGER_TITLE} action="viewLedger">
        <Ledger />
      </OfficersOnly>
    </div>
  );
}
