import { useCallback } from 'react';
import { loadOfficers } from '../../../application/browser/use-cases/load-officers.use-case';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { useResultLoad } from '../../components/use-result';
import { EXECUTIVE_BOARD as TEXT } from '../../content/executive-board';
import { OfficerCard } from './officer-card';
import './executive-board.css';

/** Placeholder cards hold the grid's place while the officers load, so the page does not jump. */
const PLACEHOLDERS = ['first', 'second', 'third'];

/** The Executive Board page: 'Our Officers' from the backend, each with a Read More / Read Less summary. */
export function ExecutiveBoardPage() {
  useDocumentTitle(TEXT.title);
  const { officers } = useServices();
  const load = useCallback(() => loadOfficers({ officers }), [officers]);
  const { status, value, error, reload } = useResultLoad(load);
  return (
    <div className="page">
      <div className="container">
        <h1>{TEXT.title}</h1>
        <p className="page-intro">{TEXT.intro}</p>
        <section aria-labelledby="officers-title" aria-busy={status === 'loading'}>
          <h2 id="officers-title">{TEXT.officersTitle}</h2>
          {status === 'failed' && error ? (
            <div className="notice-inline error" role="alert">
              <p>
                {TEXT.failed} {error.message}
              </p>
              <button type="button" className="button" onClick={reload}>
                {TEXT.retry}
              </button>
            </div>
          ) : value === null ? (
            <div className="officer-grid" role="status">
              <span className="visually-hidden">{TEXT.loading}</span>
              {PLACEHOLDERS.map((key) => (
                <div key={key} className="card officer-card officer-card-placeholder" aria-hidden="true" />
              ))}
            </div>
          ) : value.length === 0 ? (
            <p>{TEXT.empty}</p>
          ) : (
            <ul className="officer-grid">
              {value.map((officer) => (
                <OfficerCard key={officer.id} officer={officer} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
