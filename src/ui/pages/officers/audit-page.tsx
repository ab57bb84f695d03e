import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EMPTY_AUDIT_QUERY, type AuditQuery, type CsvFile } from '../../../application/ports/officer-console-gateway.port';
import { AUDIT_SUBJECT_KINDS, type AuditEntry } from '../../../domain/audit';
import { useServices } from '../../app/services';
import { startDownload } from '../../components/browser-download';
import { OfficersOnly } from '../../components/officers-only';
import { StackedTable } from '../../components/stacked-table';
import { useResultAction, useResultLoad } from '../../components/use-result';
import './officers.css';

/** A filter's field: typed in, or (the subject's kind) chosen from the kinds the log's entries name. */
const FILTERS: readonly { readonly name: keyof AuditQuery; readonly label: string; readonly type: 'date' | 'text' | 'kind' }[] = [
  { name: 'from', label: 'From (day)', type: 'date' },
  { name: 'to', label: 'To (day, included)', type: 'date' },
  { name: 'actor', label: 'Who (e-mail)', type: 'text' },
  { name: 'action', label: 'Action (e.g. grantRole)', type: 'text' },
  { name: 'subjectKind', label: 'Subject kind', type: 'kind' },
  { name: 'subjectId', label: 'Subject id', type: 'text' },
];

function save(file: CsvFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

function FilterForm({
  onApply,
  errors,
}: {
  readonly onApply: (query: AuditQuery) => void;
  readonly errors: Partial<Record<string, string>>;
}) {
  const [query, setQuery] = useState<AuditQuery>(EMPTY_AUDIT_QUERY);
  const base = useId();
  return (
    <form
      className="officers-form"
      aria-label="Filter the audit log"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(query);
      }}
    >
      {FILTERS.map(({ name, label, type }) => (
        <div className="field" key={name}>
          <label htmlFor={`${base}-${name}`}>{label}</label>
          {type === 'kind' ? (
            <select
              id={`${base}-${name}`}
              value={query[name]}
              onChange={(event) => setQuery({ ...query, [name]: event.target.value })}
              aria-invalid={errors[name] !== undefined}
              aria-describedby={errors[name] !== undefined ? `${base}-${name}-error` : undefined}
            >
              <option value="">Any kind</option>
              {AUDIT_SUBJECT_KINDS.map(({ kind, label: kindLabel }) => (
                <option key={kind} value={kind}>
                  {kindLabel}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${base}-${name}`}
              type={type}
              value={query[name]}
              onChange={(event) => setQuery({ ...query, [name]: event.target.value })}
              aria-invalid={errors[name] !== undefined}
              aria-describedby={errors[name] !== undefined ? `${base}-${name}-error` : undefined}
            />
          )}
          {errors[name] !== undefined ? (
            <p id={`${base}-${name}-error`} className="field-error">
              {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="officers-form-actions">
        <button type="submit" className="button button-primary">
          Apply the filter
        </button>
      </div>
    </form>
  );
}

function EntriesTable({ entries }: { readonly entries: readonly AuditEntry[] }) {
  return (
    <StackedTable>
      <caption>Entries, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <th scope="row">{entry.at.replace('T', ' ').slice(0, 19)} UTC</th>
            <td data-label="Who">{entry.actor}</td>
            <td data-label="Action">{entry.action}</td>
            <td data-label="Subject">
              {entry.subject.kind} {entry.subject.id}
            </td>
            <td data-label="Before">
              <pre className="officers-values">{shown(entry.before)}</pre>
            </td>
            <td data-label="After">
              <pre className="officers-values">{shown(entry.after)}</pre>
            </td>
            <td data-label="Reason">{entry.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

function AuditLog() {
  const { officerConsole } = useServices();
  const [query, setQuery] = useState<AuditQuery>(EMPTY_AUDIT_QUERY);
  const [page, setPage] = useState(1);
  const found = useResultLoad(useCallback(() => officerConsole.audit(query, page), [officerConsole, query, page]));
  const download = useResultAction((q: AuditQuery) => officerConsole.auditCsv(q), { onSuccess: save });
  const errors = found.error?.type === 'InvalidForm' ? found.error.fields : {};
  const view = found.status === 'failed' ? null : found.value;
  const pages = view === null ? 1 : Math.max(1, Math.ceil(view.total / view.pageSize));
  return (
    <>
      <FilterForm
        errors={errors}
        onApply={(next) => {
          setQuery(next);
          setPage(1);
        }}
      />
      <p>
        <button type="button" className="button" onClick={() => download.start(query)} disabled={download.status === 'running'}>
          Download CSV
        </button>
      </p>
      {download.error !== null ? <p role="alert">{download.error.message}</p> : null}
      {found.status === 'failed' && found.error?.type !== 'InvalidForm' ? <p role="alert">{found.error?.message}</p> : null}
      <p role="status">{view === null ? '' : `${view.total} ${view.total === 1 ? 'entry' : 'entries'} found. Page ${page} of ${pages}.`}</p>
      {view !== null && view.entries.length > 0 ? <EntriesTable entries={view.entries} /> : null}
      <nav className="officers-paging" aria-label="Pages of the audit log">
        <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer entries
        </button>
        <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Older entries
        </button>
      </nav>
    </>
  );
}

/** `/Admin/audit`: the audit log, filtered, paged (newest first) and downloadable as CSV (administrators). */
export function AuditPage() {
  return (
    <div className="page">
      <OfficersOnly title="Audit log" action="viewAuditLog">
        <div className="container">
          <p>
            <Link to="/Admin">Officers’ console</Link>
          </p>
          <h1>Audit log</h1>
          <p>Every officer’s change, with who made it, when, and the values before and after. Entries are never changed or removed.</p>
          <AuditLog />
        </div>
      </OfficersOnly>
    </div>
  );
}
