import { okAsync } from 'neverthrow';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  loadEventPage,
  servedEventPage,
  type EventPage as LoadedEventPage,
} from '../../../application/browser/use-cases/load-event-page.use-case';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import { useServedEvent } from '../../components/served-event';
import { useResultLoad } from '../../components/use-result';
import { NotFoundPage } from '../not-found/not-found-page';
import { EventCheckout } from './event-checkout';
import { EventDetails } from './event-details';
import { EVENT_PAGE_WORDS as WORDS } from './event-words';
import { WaitingListForm } from './waiting-list-form';
import '../spring-banquet/spring-banquet.css';
import './event-page.css';

/**
 * An event's page (`/events/<slug>`, issue 17): the event as the server shows it to this caller,
 * its tickets and their checkout, the waiting list when it is sold out, and a waiting-list offer
 * opened from its e-mail (`?offer=<token>`). An unknown event (or a draft) is the site's not-found page.
 * The server renders the page with the event as a visitor sees it (static-site.ts), so it is on
 * screen before any script runs; the page starts from that event and reads it again only for a
 * signed-in member (whose prices may differ), for an offer's link, and after a purchase.
 */
export function EventPage() {
  const slug = useParams()['slug'] ?? '';
  const offerToken = useSearchParams()[0].get('offer');
  const services = useServices();
  const session = useSession();
  const served = useServedEvent(slug);
  const [readAfresh, setReadAfresh] = useState(false);
  const usesServed = served !== null && offerToken === null && !readAfresh && session.status !== 'signed-in';
  const start = useMemo(() => (usesServed && served !== null ? servedEventPage(served) : null), [usesServed, served]);
  const load = useCallback(
    () => (start !== null ? okAsync(start) : loadEventPage(services, slug, offerToken)),
    [start, services, slug, offerToken],
  );
  const loaded = useResultLoad(load, start);
  const { reload } = loaded;
  const startOver = useCallback(() => {
    setReadAfresh(true);
    reload();
  }, [reload]);
  if (loaded.status === 'failed' && loaded.error?.type === 'NotFound') return <NotFoundPage />;
  return (
    <div className="page event-page">
      <div className={loaded.value ? 'container' : 'container event-page-pending'}>
        {loaded.value ? (
          <LoadedEvent page={loaded.value} onStartOver={startOver} />
        ) : loaded.status === 'failed' && loaded.error ? (
          <div className="notice-inline error" role="alert">
            <h1>{WORDS.failed}</h1>
            <p>{loaded.error.message}</p>
            <button type="button" className="button" onClick={loaded.reload}>
              {WORDS.retry}
            </button>
          </div>
        ) : (
          <p className="notice-inline" role="status">
            {WORDS.loading}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * What the checkout starts from: a new reading of the seats (after buying again), or of the prices
 * (a signed-in member's, read after the page was served as a visitor sees it), starts it afresh.
 */
function seatsKey(page: LoadedEventPage): string {
  return [
    page.event.sales.state,
    page.event.memberPricing ? 'member' : 'visitor',
    ...page.event.ticketTypes.map((type) => `${type.id}:${String(type.remaining)}`),
  ].join(' ');
}

function LoadedEvent({ page, onStartOver }: { readonly page: LoadedEventPage; readonly onStartOver: () => void }) {
  useDocumentTitle(page.event.name);
  return (
    <>
      <h1>{page.event.name}</h1>
      <EventDetails event={page.event} />
      {page.offerWords ? (
        <p className="notice-inline success" role="status">
          {page.offerWords}
        </p>
      ) : null}
      {page.offerProblem ? (
        <p className="notice-inline error" role="alert">
          {page.offerProblem}
        </p>
      ) : null}
      <EventCheckout key={seatsKey(page)} page={page} onStartOver={onStartOver} />
      {page.event.waitingList && page.offer === null ? <WaitingListForm event={page.event} /> : null}
    </>
  );
}
