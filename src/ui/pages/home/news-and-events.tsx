import { lazy, Suspense, useCallback } from 'react';
import {
  loadHomeEvents,
  type HomeEvents,
  type LoadHomeEventsError,
} from '../../../application/browser/use-cases/load-home-events.use-case';
import { shortEventDate, type ChapterEvent } from '../../../domain/events';
import { useServices } from '../../app/services';
import { EventDate } from '../../components/event-date';
import { useHydrated } from '../../components/hydrated-controls';
import { useResultLoad, type ResultLoad } from '../../components/use-result';
import { HOME } from '../../content/home';
import { LatestNews } from './latest-news';

const TEXT = HOME.events;

// The ticketed events' listing (and the adapter it calls) is its own chunk, fetched after the first paint.
const PublishedEventsList = lazy(async () => ({ default: (await import('../../components/published-events')).PublishedEventsList }));

/** The upcoming published events with links to their pages, mounted only after hydration (nothing of it is prerendered). */
function UpcomingTicketedEvents() {
  if (!useHydrated()) return null;
  return (
    <div className="upcoming-ticketed-events">
      <Suspense fallback={null}>
        <PublishedEventsList upcomingOnly level={3} />
      </Suspense>
    </div>
  );
}

/**
 * The news-and-events area: the latest news posts, every event as a row of a mini calendar, and
 * the latest event in a highlighted 'News & Events' block, and the upcoming ticketed events with links to their pages. Loaded after the first paint (in an effect, so prerendered
 * HTML shows the loading state); the area keeps its size while loading, so nothing below jumps.
 */
export function NewsAndEvents() {
  const { events } = useServices();
  const load = useCallback(() => loadHomeEvents({ events }), [events]);
  const loaded = useResultLoad(load);
  return (
    <section className="news-events" aria-labelledby="news-events-title" aria-busy={loaded.status === 'loading'}>
      <h2 id="news-events-title">{TEXT.title}</h2>
      <div className="news-events-body">
        <LatestNews />
        <EventsBody loaded={loaded} />
        <UpcomingTicketedEvents />
      </div>
    </section>
  );
}

function EventsBody({ loaded }: { readonly loaded: ResultLoad<HomeEvents, LoadHomeEventsError> }) {
  const { status, value, error, reload } = loaded;
  if (status === 'failed' && error)
    return (
      <div className="notice-inline error news-events-status" role="alert">
        <p>{error.notice.text}</p>
        <button type="button" className="button" onClick={reload}>
          {TEXT.retry}
        </button>
      </div>
    );
  if (value === null)
    return (
      <p className="notice-inline" role="status">
        {TEXT.loading}
      </p>
    );
  return <EventsShown events={value} />;
}

function EventsShown({ events }: { readonly events: HomeEvents }) {
  if (events.latest === null) return <p className="news-events-status">{TEXT.empty}</p>;
  return (
    <div className="news-events-grid">
      <LatestEvent event={events.latest} />
      <div>
        <h3 className="calendar-title">{TEXT.calendarTitle}</h3>
        <ul className="event-calendar">
          {events.events.map((event) => (
            <li key={event.id} className="event-row">
              <EventDate className="event-row-date" eventDate={event.eventDate} />
              <span className="event-row-name">{event.eventName}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function LatestEvent({ event }: { readonly event: ChapterEvent }) {
  return (
    <article className="latest-event" aria-labelledby="latest-event-name">
      <p className="latest-event-label">{TEXT.title}</p>
      <h3 id="latest-event-name">{event.eventName}</h3>
      <p className="latest-event-date">{shortEventDate(event.eventDate)}</p>
      <p>{event.eventDesc}</p>
    </article>
  );
}
