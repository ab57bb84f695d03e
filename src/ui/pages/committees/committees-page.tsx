import { useCallback } from 'react';
import { loadCommittees } from '../../../application/browser/use-cases/load-news.use-case';
import type { Committee } from '../../../domain/news';
import { useServices } from '../../app/services';
import { LoadedListPage } from '../../components/loaded-list';
import { RichText } from '../../components/rich-text';
import { COMMITTEES as TEXT } from '../../content/news';
import '../news/news.css';

/** The Committees page (spec section 2: its heading): each committee's chair, purpose and how to join, fetched after it shows. */
export function CommitteesPage() {
  const { committees } = useServices();
  const load = useCallback(() => loadCommittees({ committees }), [committees]);
  return (
    <LoadedListPage words={TEXT} load={load}>
      {(committee) => <CommitteeCard key={committee.id} committee={committee} />}
    </LoadedListPage>
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
