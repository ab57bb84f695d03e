import { useCallback } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { saveStatement } from './statement-download';
import './giving-statements.css';

const TITLE = 'Giving statements';

function YearList() {
  const { givingStatements } = useServices();
  const loaded = useResultLoad(useCallback(() => givingStatements.ownYears(), [givingStatements]));
  const download = useResultAction((year: number) => givingStatements.ownStatement(year), { onSuccess: saveStatement });
  const view = loaded.value;
  if (loaded.status === 'loading' && view === null) return <p role="status">Loading your statements...</p>;
  if (loaded.error) {
    return (
      <p role="alert" className="notice-inline error">
        {loaded.error.message}
      </p>
    );
  }
  if (view === null || view.years.length === 0) return <p>We have no gifts from you on record yet.</p>;
  const kind = view.startMonth === 1 ? 'Year' : 'Fiscal year';
  return (
    <>
      <ul className="giving-years">
        {view.years.map((year) => (
          <li key={year}>
            <span>
              {kind} {year}
            </span>
            <button
              type="button"
              className="button"
              aria-label={`Download your giving statement for ${year} (PDF)`}
              disabled={download.status === 'running'}
              onClick={() => download.start(year)}
            >
              Download PDF
            </button>
          </li>
        ))}
      </ul>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
    </>
  );
}

/** `/Member-Area/giving-statements`: the signed-in member's own statements by year, from their own e-mail's gifts. */
export function MemberGivingStatementsPage() {
  useDocumentTitle(TITLE);
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to={IDENTITY_ROUTES.login} replace />;
  return (
    <div className="page">
      <div className="container giving-page">
        <p>
          <Link to="/Member-Area">Back to the Member Area</Link>
        </p>
        <h1>{TITLE}</h1>
        <p>
          Your gifts to the chapter, a statement per year, with the part of each that is deductible: keep them with your tax records. They
          list the payments made with {session.email ?? 'your e-mail address'}.
        </p>
        {session.status === 'unknown' ? <p role="status">Loading...</p> : <YearList />}
      </div>
    </div>
  );
}
