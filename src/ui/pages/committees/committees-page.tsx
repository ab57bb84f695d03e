import { useCallback } from 'react';
import { loadCommittees } from '../../../application/browser/use-cases/load-news.use-case';
import type { Committee } from '../../../domain/news';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { LoadedList } from '../../components/loaded-list';
import { RichText } from '../../components/rich-text';
import { useResultLoad } from '../../components/use-result';
import { COMMITTEES as TEXT } from '../../content/news';
import '../news/news.css';

/** The Committees page (spec section 2: its heading): each committee's chair, purpose and how to join, fetched after it shows. */
export function CommitteesPage() {
  useDocumentTitle(TEXT.title);
  const { committees } = useServices();
  const load = useCallback(() => loadCommittees({ committees }), [committees]);
  const loaded = useResultLoad(load);
  return (
    <div className="page">
      <div className="container">
        <h1>{TEXT.title}</h1>
        <p className="page-intro">{TEXT.intro}</p>
        <div aria-busy={loaded.status === 'loading'}>
          <LoadedList loaded={loaded} words={TEXT}>
            {(items) => (
              <div className="content-list">
                {items.map((committee) => (
                  <CommitteeCard key={committee.id} committee={committee} />
                ))}
              </div>
            )}
          </LoadedList>
        </div>
      </div>
    </div>
  );
}

function CommitteeCard({ committee }: { readonly committee: Committee }) {
  const headingId = `committee-${committee.id}`;
  return (
    <article className="card content-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{committee.name}</h2>
      {committee.chair ? (
        <p className="content-card-meta">
          {TEXT.chair}: {committee.chair}
        </p>
      ) : null}
      <RichText html={committee.purposeHtml} />
      {committee.howToJoinHtml ? (
        <>
          <h3>{TEXT.howToJoin}</h3>
          <RichText html={committee.howToJoinHtml} />
        </>
      ) : null}
    </article>
  );
}
