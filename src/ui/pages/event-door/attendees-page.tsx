import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AttendeeList, AttendeeRow, AttendeesFile } from '../../../application/ports/event-door-gateway.port';
import { formatLocalDateTime, parseLocalDateTime } from '../../../domain/local-date-time';
import { useServices } from '../../app/services';
import { startDownload } from '../../components/browser-download';
import { useDocumentTitle } from '../../components/document-title';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { OfficersOnly } from '../../components/officers-only';
import { countsWords, dollars } from './door-words';
import './event-door.css';

/** Saves the CSV the server wrote under the name it gave. */
function save(file: AttendeesFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  startDownload(url, file.fileName);
  URL.revokeObjectURL(url);
}

function checkedInWords(row: AttendeeRow): string {
  const at = row.checkedInLocal === null ? null : parseLocalDateTime(row.checkedInLocal);
  return at === null ? 'Not yet' : formatLocalDateTime(at);
}

function AttendeeTable({ attendees }: { readonly attendees: readonly AttendeeRow[] }) {
  return (
    <div className="door-table-wrap" tabIndex={0} role="region" aria-label="Attendees">
      <table className="door-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Answer</th>
            <th scope="col">Buyer</th>
            <th scope="col">Amount paid</th>
            <th scope="col">Order</th>
            <th scope="col">Checked in</th>
          </tr>
        </thead>
        <tbody>
          {attendees.map((row) => (
            <tr key={row.ticketId} className={row.voided ? 'door-void' : undefined}>
              <th scope="row">
                {row.name}
                {row.voided ? ' (refunded)' : ''}
              </th>
              <td>{row.typeName}</td>
              <td>{row.answer}</td>
              <td>
                {row.buyerName}
                <br />
                {row.buyerEmail}
              </td>
              <td>{dollars(row.amountPaid)}</td>
              <td>{row.orderId}</td>
              <td>{checkedInWords(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The printed door list: every ticket that admits someone, alphabetical, with a box to tick. */
function DoorList({ list }: { readonly list: AttendeeList }) {
  const rows = list.attendees.filter((row) => !row.voided).toSorted((a, b) => a.name.localeCompare(b.name, 'en'));
  return (
    <section className="door-print-list" aria-hidden="true">
      <h2>
        {list.event.name}: door list ({rows.length})
      </h2>
      <table>
        <thead>
          <tr>
            <th>In</th>
            <th>Name</th>
            <th>Type</th>
            <th>Answer</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ticketId}>
              <td>{row.checkedInAt === null ? '☐' : '☑'}</td>
              <td>{row.name}</td>
              <td>{row.typeName}</td>
              <td>{row.answer}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Attendees({ slug }: { readonly slug: string }) {
  const { eventDoor } = useServices();
  const loaded = useResultLoad(useCallback(() => eventDoor.attendees(slug), [eventDoor, slug]));
  const download = useResultAction((s: string) => eventDoor.attendeesCsv(s), { onSuccess: save });
  useDocumentTitle(loaded.value ? `Attendees: ${loaded.value.event.name}` : 'Attendees');
  if (loaded.status === 'failed' && loaded.error)
    return (
      <div className="container" role="alert">
        <p>{loaded.error.message}</p>
      </div>
    );
  const list = loaded.value;
  if (list === null)
    return (
      <p className="container" role="status">
        Loading the attendees...
      </p>
    );
  return (
    <div className="container door-page">
      <h1>Attendees: {list.event.name}</h1>
      <p>
        {list.attendees.length} tickets · {countsWords(list.counts)}
      </p>
      <div className="door-actions">
        <button type="button" className="button" onClick={() => download.start(slug)} disabled={download.status === 'running'}>
          Download CSV
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Print door list
        </button>
        <Link className="button" to={`/Admin/events/${slug}/check-in`}>
          Check-in page
        </Link>
      </div>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
      {list.attendees.length === 0 ? <p>No tickets have been sold yet.</p> : <AttendeeTable attendees={list.attendees} />}
      <DoorList list={list} />
    </div>
  );
}

/** `/Admin/events/:slug/attendees`: the chair's attendee list, its CSV and the printable door list (administrators). */
export function AttendeesPage() {
  const { slug = '' } = useParams();
  return (
    <div className="page">
      <OfficersOnly title="Attendees" action="viewAttendees" event={slug}>
        <Attendees slug={slug} />
      </OfficersOnly>
    </div>
  );
}
