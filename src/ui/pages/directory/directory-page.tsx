import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DirectoryGatewayError, DirectoryPage, DirectoryQuery } from '../../../application/ports/directory-gateway.port';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { TextField } from '../../components/text-field';
import { useResultLoad } from '../../components/use-result';
import { DirectoryEntryCard } from './directory-entry-card';
import { MembersOnly } from './members-only';
import './directory.css';

const TITLE = 'Member Directory';
const PROFILE_PATH = '/Member-Area/directory-profile';

function queryOf(params: URLSearchParams): DirectoryQuery {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    gradYear: params.get('gradYear') ?? '',
    city: params.get('city') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function SearchForm({
  query,
  fields,
  onSearch,
}: {
  readonly query: DirectoryQuery;
  readonly fields: Readonly<Record<string, string>>;
  readonly onSearch: (query: DirectoryQuery) => void;
}) {
  const [form, setForm] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...form, page: 1 });
  };
  return (
    <form role="search" aria-label="Search the directory" className="directory-search" onSubmit={submit}>
      <TextField label="Name" value={form.q} error={fields.q} autoComplete="off" onChange={(q) => setForm({ ...form, q })} />
      <TextField
        label="Graduation year"
        value={form.gradYear}
        error={fields.gradYear}
        inputMode="numeric"
        autoComplete="off"
        onChange={(gradYear) => setForm({ ...form, gradYear })}
      />
      <TextField label="City" value={form.city} error={fields.city} autoComplete="off" onChange={(city) => setForm({ ...form, city })} />
      <div className="directory-search-actions">
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
    </form>
  );
}

function Results({
  page,
  searched,
  onPage,
}: {
  readonly page: DirectoryPage;
  readonly searched: boolean;
  readonly onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) {
    return (
      <p role="status">
        {searched
          ? 'No members match your search. Members can only be found by what they chose to share.'
          : 'No members are listed in the directory yet.'}
      </p>
    );
  }
  return (
    <section aria-labelledby="directory-results-heading">
      <h2 id="directory-results-heading" className="visually-hidden">
        Members
      </h2>
      <p role="status">{page.total === 1 ? '1 member found.' : `${page.total} members found.`}</p>
      <ul className="directory-results">
        {page.entries.map((entry, n) => (
          <li key={`${page.page}-${n}`}>
            <DirectoryEntryCard entry={entry} headingLevel={3} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="directory-pages" aria-label="Directory pages">
          <button type="button" className="button" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            Previous page
          </button>
          <span>
            Page {page.page} of {pages}
          </span>
          <button type="button" className="button" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
            Next page
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function fieldsOf(error: DirectoryGatewayError | null): Readonly<Record<string, string>> {
  return error?.type === 'Invalid' ? error.fields : {};
}

function Directory() {
  const { directory } = useServices();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const key = JSON.stringify(query);
  const loaded = useResultLoad(useCallback(() => directory.search(JSON.parse(key) as DirectoryQuery), [directory, key]));
  const go = (next: DirectoryQuery) => {
    const entries = Object.entries({ q: next.q, gradYear: next.gradYear, city: next.city, page: next.page > 1 ? String(next.page) : '' });
    setParams(new URLSearchParams(entries.filter(([, value]) => value.trim() !== '')));
  };
  const searched = query.q !== '' || query.gradYear !== '' || query.city !== '';
  return (
    <div className="page directory-page">
      <div className="container">
        <h1>{TITLE}</h1>
        <p>
          Find fellow members by name, graduation year or city. Each member chooses what to share; members who share nothing are not listed.{' '}
          <Link to={PROFILE_PATH}>Choose what you share</Link>.
        </p>
        <SearchForm key={key} query={query} fields={fieldsOf(loaded.error)} onSearch={go} />
        {loaded.status === 'loading' && !loaded.value ? <p role="status">Loading the directory...</p> : null}
        {loaded.error && loaded.error.type !== 'Invalid' ? (
          <p role="alert" className="notice-inline error">
            {loaded.error.message}
          </p>
        ) : null}
        {loaded.value && !loaded.error ? (
          <Results page={loaded.value} searched={searched} onPage={(page) => go({ ...query, page })} />
        ) : null}
      </div>
    </div>
  );
}

/** `/Directory`: the opt-in member directory (issue 20), for signed-in members: search by name, graduation year and city. */
export function DirectoryPage() {
  useDocumentTitle(TITLE);
  return (
    <MembersOnly>
      <Directory />
    </MembersOnly>
  );
}
