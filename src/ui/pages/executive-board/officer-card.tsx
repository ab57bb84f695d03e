import { useId, useState } from 'react';
import { officerSummaryView, type Officer } from '../../../domain/officers';
import { EXECUTIVE_BOARD as TEXT } from '../../content/executive-board';

/**
 * One officer: photo (or a neutral placeholder), name, position and summary. The summary shows
 * its first 250 characters and an ellipsis until 'Read More' (domain `officerSummaryView`); each
 * card keeps its own state.
 */
export function OfficerCard({ officer }: { readonly officer: Officer }) {
  const [expanded, setExpanded] = useState(false);
  const summaryId = useId();
  const summary = officerSummaryView(officer.summary, expanded);
  return (
    <li className="card officer-card">
      <div className="officer-photo">
        {officer.photo ? (
          <img src={officer.photo} alt={officer.name} width="320" height="320" loading="lazy" decoding="async" />
        ) : (
          <svg className="officer-photo-empty" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="24" r="12" />
            <path d="M10 60c2-14 11-20 22-20s20 6 22 20z" />
          </svg>
        )}
      </div>
      <h3 className="officer-name">{officer.name}</h3>
      <p className="officer-position">{officer.position}</p>
      <p id={summaryId} className="officer-summary">
        {summary.text}
      </p>
      {summary.canExpand ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={summaryId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? TEXT.readLess : TEXT.readMore}
          <span className="visually-hidden"> about {officer.name}</span>
        </button>
      ) : null}
    </li>
  );
}
