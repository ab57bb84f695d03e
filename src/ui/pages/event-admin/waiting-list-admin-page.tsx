import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { WaitingPartyRow } from '../../../application/ports/ticketing-desk.port';
import { useServices } from '../../app/services';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { OfficersOnly } from '../../components/officers-only';
import { whenText } from './when-text';
import './event-admin.css';

const STATES: Record<WaitingPartyRow['state'], string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Bought',
  expired: 'Offer lapsed',
  left: 'Left the list',
};

/** `/Admin/events/:slug/waiting-list`: the event's waiting parties in join order, each with 'Offer seats now' while it waits. */
export function WaitingListAdminPage() {
  return (
    <div className="page">
      <OfficersOnly title="Waiting list" action="viewWaitingList">
        <div className="container">
          <h1>Waiting list</h1>
          <WaitingList slug={useParams()['slug'] ?? ''} />
        </div>
      </OfficersOnly>
    </div>
  );
}

function WaitingList({ slug }: { readonly slug: string }) {
  const { ticketingDesk } = useServices();
  const list = useResultLoad(useCallback(() => ticketingDesk.waitingList(slug), [ticketingDesk, slug]));
  const [done, setDone] = useState<string | null>(null);
  const offer = useResultAction((party: WaitingPartyRow) => ticketingDesk.offerSeats(party.id), {
    onSuccess: (party) => {
      setDone(`Seats were offered to ${party.name} until ${whenText(party.offeredUntil)}; an e-mail with the link is on its way.`);
      list.reload();
    },
  });
  return (
    <>
      {list.value ? <h2>{list.value.eventName}</h2> : null}
      <p>
        <Link to={`/Admin/events/${slug}/orders`}>Orders of this event</Link>
      </p>
      {list.status === 'failed' ? <p role="alert">{list.error?.message}</p> : null}
      {list.value === null && list.status === 'loading' ? <p role="status">Loading the waiting list...</p> : null}
      {done !== null ? <p role="status">{done}</p> : null}
      {offer.error !== null ? (
        <p className="notice-inline error" role="alert">
          {offer.error.message}
        </p>
      ) : null}
      {list.value?.parties.length === 0 ? <p>Nobody is waiting for this event.</p> : null}
      {list.value && list.value.parties.length > 0 ? (
        <div className="event-admin-table" role="region" aria-label="Waiting parties" tabIndex={0}>
          <table>
            <caption>Parties in the order they joined</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Seats</th>
                <th scope="col">Joined</th>
                <th scope="col">State</th>
                <th scope="col">Offered until</th>
                <th scope="col">Offer</th>
              </tr>
            </thead>
            <tbody>
              {list.value.parties.map((party) => (
                <tr key={party.id}>
                  <th scope="row">{party.name}</th>
                  <td>{party.email}</td>
                  <td>
                    {party.partySize} ({party.typeName})
                  </td>
                  <td>{whenText(party.joinedAt)}</td>
                  <td>{STATES[party.state]}</td>
                  <td>{whenText(party.offeredUntil)}</td>
                  <td>
                    {party.state === 'waiting' || party.state === 'expired' ? (
                      <button
                        type="button"
                        className="button"
                        aria-label={`Offer seats now to ${party.name}`}
                        disabled={offer.status === 'running'}
                        onClick={() => {
                          setDone(null);
                          offer.start(party);
                        }}
                      >
                        Offer seats now
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
