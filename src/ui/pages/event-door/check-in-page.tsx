import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CheckInAnswer, DoorTicket, EventDoorError, TicketChoice } from '../../../application/ports/event-door-gateway.port';
import { useServices } from '../../app/services';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { OfficersOnly } from '../../components/officers-only';
import { countsWords, NO_SCANNER, refusalWords } from './door-words';
import { useQrScanner } from './use-qr-scanner';
import './event-door.css';

/** How often the counts are asked again while the page is open (other doors check people in too). */
const COUNTS_EVERY_MS = 5_000;
const SEARCH_DELAY_MS = 250;

type Shown = { readonly tone: 'ok' | 'warn' | 'bad'; readonly headline: string; readonly detail: string | null };

function shownAnswer(answer: CheckInAnswer): Shown {
  const tone = answer.outcome === 'checked-in' ? 'ok' : answer.outcome === 'already' ? 'warn' : 'bad';
  return { tone, headline: answer.message, detail: answer.outcome === 'checked-in' && answer.ticket.answer ? answer.ticket.answer : null };
}

function shownRefusal(error: EventDoorError): Shown {
  return { tone: 'bad', ...refusalWords(error) };
}

/** The text typed, once it has stayed the same for a moment. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

function Outcome({ shown }: { readonly shown: Shown | null }) {
  return (
    <div className="door-outcome-region" role="status" aria-live="assertive" aria-atomic="true">
      {shown ? (
        <div className={`door-outcome door-outcome-${shown.tone}`}>
          <p className="door-outcome-headline">{shown.headline}</p>
          {shown.detail ? <p>{shown.detail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function Results({
  tickets,
  onCheckIn,
  busy,
}: {
  readonly tickets: readonly DoorTicket[];
  readonly onCheckIn: (id: string) => void;
  readonly busy: boolean;
}) {
  return (
    <ul className="door-results" aria-label="Search results">
      {tickets.map((ticket) => (
        <li key={ticket.ticketId}>
          <span className="door-result-name">{ticket.name}</span>
          <span>
            {ticket.typeName}
            {ticket.answer ? ` · ${ticket.answer}` : ''}
            {ticket.name !== ticket.buyerName ? ` · bought by ${ticket.buyerName}` : ''}
            {ticket.voided ? ' · refunded' : ticket.checkedInTime ? ` · in at ${ticket.checkedInTime}` : ''}
          </span>
          <button type="button" className="button" disabled={busy} onClick={() => onCheckIn(ticket.ticketId)}>
            Check in<span className="visually-hidden"> {ticket.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Scanner({ onCode }: { readonly onCode: (code: string) => void }) {
  const { video, state, start, stop } = useQrScanner(onCode);
  const active = state === 'starting' || state === 'scanning';
  return (
    <section className="door-scanner" aria-labelledby="scan-heading">
      <h2 id="scan-heading">Scan a ticket</h2>
      {active ? (
        <button type="button" className="button" onClick={stop}>
          Stop scanning
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={start}>
          Scan a ticket
        </button>
      )}
      {state === 'unsupported' ? <p role="alert">{NO_SCANNER}</p> : null}
      {state === 'failed' ? (
        <p role="alert">The camera could not be opened. Allow the camera for this site, or search by name instead.</p>
      ) : null}
      <video ref={video} className="door-video" hidden={!active} muted playsInline aria-label="Camera view for scanning a ticket" />
    </section>
  );
}

function CheckIn({ slug }: { readonly slug: string }) {
  const { eventDoor } = useServices();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const settled = useSettled(text);
  const counts = useResultLoad(useCallback(() => eventDoor.counts(slug), [eventDoor, slug]));
  const results = useResultLoad(useCallback(() => eventDoor.search(slug, settled), [eventDoor, slug, settled]));
  const { reload: reloadCounts } = counts;
  const { reload: reloadResults } = results;
  useEffect(() => {
    const timer = setInterval(reloadCounts, COUNTS_EVERY_MS);
    return () => clearInterval(timer);
  }, [reloadCounts]);
  const checkIn = useResultAction((choice: TicketChoice) => eventDoor.checkIn(slug, choice), {
    onSuccess: (answer) => {
      setShown(shownAnswer(answer));
      reloadCounts();
      reloadResults();
    },
    onFailure: (error) => setShown(shownRefusal(error)),
  });
  const sold = counts.value;
  return (
    <div className="container door-page door-check-in">
      <h1>Check-in</h1>
      <p className="door-counts" aria-live="polite">
        {sold ? countsWords(sold) : 'Loading the counts...'}
      </p>
      <Outcome shown={shown} />
      <Scanner onCode={(code) => checkIn.start({ code })} />
      <section aria-labelledby="search-heading">
        <h2 id="search-heading">Search by name</h2>
        <label htmlFor="door-search">Name or e-mail</label>
        <input
          id="door-search"
          className="door-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {results.status === 'failed' && results.error ? <p role="alert">{results.error.message}</p> : null}
        {settled.trim() !== '' && results.value !== null && results.value.length === 0 && results.status === 'loaded' ? (
          <p>No ticket matches “{settled.trim()}”.</p>
        ) : null}
        {results.value && results.value.length > 0 ? (
          <Results tickets={results.value} busy={checkIn.status === 'running'} onCheckIn={(ticketId) => checkIn.start({ ticketId })} />
        ) : null}
      </section>
      <p>
        <Link to={`/Admin/events/${slug}/attendees`}>Attendee list</Link>
      </p>
    </div>
  );
}

/** `/Admin/events/:slug/check-in`: the door, on a phone: scan or search, check in, live counts (administrators). */
export function CheckInPage() {
  const { slug = '' } = useParams();
  return (
    <div className="page">
      <OfficersOnly title="Check-in" action="checkInTickets" event={slug}>
        <CheckIn slug={slug} />
      </OfficersOnly>
    </div>
  );
}
