import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { formatLocalDateTime, parseLocalDateTime } from '../../../domain/local-date-time';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { useResultLoad } from '../../components/use-result';
import './ticket-page.css';

const TicketQrCode = lazy(async () => ({ default: (await import('./ticket-qr-code')).TicketQrCode }));

function when(start: string, timeZone: string): string {
  const at = parseLocalDateTime(start);
  return at === null ? start : `${formatLocalDateTime(at)} (${timeZone} time)`;
}

/**
 * `/tickets/:code`: one ticket, for whoever holds its link (the e-mail's): its QR code drawn big for
 * the door, the event, the type and the holder. The code's signature is the only key.
 */
export function TicketPage() {
  const { code = '' } = useParams();
  const { eventDoor } = useServices();
  const loaded = useResultLoad(useCallback(() => eventDoor.ticket(code), [eventDoor, code]));
  const ticket = loaded.value;
  useDocumentTitle(ticket ? `Ticket: ${ticket.eventName}` : 'Ticket');
  if (loaded.status === 'failed' && loaded.error)
    return (
      <div className="page">
        <div className="container" role="alert">
          <h1>Ticket</h1>
          <p>{loaded.error.message}</p>
        </div>
      </div>
    );
  if (ticket === null)
    return (
      <div className="page">
        <p className="container" role="status">
          Loading the ticket...
        </p>
      </div>
    );
  return (
    <div className="page">
      <div className="container ticket-view">
        <h1>{ticket.eventName}</h1>
        <p className="ticket-who">
          {ticket.typeName}
          {ticket.holderName ? `: ${ticket.holderName}` : ''}
        </p>
        {ticket.voided ? (
          <p role="alert" className="ticket-state ticket-void">
            This ticket was refunded: it no longer admits anyone.
          </p>
        ) : (
          <Suspense fallback={<p role="status">Drawing the QR code...</p>}>
            <TicketQrCode code={code} eventName={ticket.eventName} />
          </Suspense>
        )}
        {ticket.checkedIn ? <p className="ticket-state">Checked in.</p> : null}
        <p>
          When: {when(ticket.start, ticket.timeZone)}
          <br />
          Where: {ticket.venue}
        </p>
        <p>Show this code at the door. It admits one person.</p>
      </div>
    </div>
  );
}
