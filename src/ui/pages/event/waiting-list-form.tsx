import { useState } from 'react';
import { joinWaitingList } from '../../../application/browser/use-cases/load-event-page.use-case';
import type { EventView, TicketedEventsError } from '../../../application/ports/ticketed-events-gateway.port';
import { useServices } from '../../app/services';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';
import { EVENT_PAGE_WORDS as WORDS } from './event-words';

const ANY_TYPE = '';

/**
 * 'Join the waiting list' for a sold-out event or type: name, e-mail, party size and (when the
 * event has several) the type wanted. The server's words confirm it; its field messages show
 * beside the fields, with what was typed kept.
 */
export function WaitingListForm({ event }: { readonly event: EventView }) {
  const services = useServices();
  const soldOut = event.ticketTypes.filter((type) => type.remaining === 0);
  const [values, setValues] = useState({
    name: '',
    email: '',
    partySize: '1',
    typeId: soldOut.length === 1 ? (soldOut[0]?.id ?? '') : ANY_TYPE,
  });
  const [joined, setJoined] = useState<string | null>(null);
  const join = useResultAction(
    () =>
      joinWaitingList(services, event.slug, {
        typeId: values.typeId === ANY_TYPE ? null : values.typeId,
        name: values.name,
        email: values.email,
        partySize: Number(values.partySize.trim() === '' ? NaN : values.partySize),
      }),
    { onSuccess: (message) => setJoined(message) },
  );
  const error: TicketedEventsError | null = join.error;
  const fields = error?.type === 'InvalidForm' ? error.fields : {};
  const change = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <section className="waiting-list" aria-labelledby="waiting-list-heading">
      <h2 id="waiting-list-heading">{WORDS.waitingListHeading}</h2>
      {joined !== null ? (
        <p className="notice-inline success" role="status">
          {joined}
        </p>
      ) : (
        <form
          noValidate
          aria-busy={join.status === 'running'}
          onSubmit={(submitted) => {
            submitted.preventDefault();
            join.start(undefined);
          }}
        >
          <p>{WORDS.waitingListIntro}</p>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            error={fields.name}
            onChange={change('name')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={fields.email}
            onChange={change('email')}
          />
          <TextField
            label="Party size"
            name="partySize"
            inputMode="numeric"
            required
            value={values.partySize}
            error={fields.partySize}
            onChange={change('partySize')}
          />
          {event.ticketTypes.length > 1 ? (
            <div className="field">
              <label className="field-label" htmlFor="waiting-list-type">
                Ticket type
              </label>
              <select id="waiting-list-type" value={values.typeId} onChange={(changed) => change('typeId')(changed.target.value)}>
                <option value={ANY_TYPE}>Any</option>
                {event.ticketTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
              {fields.typeId ? <p className="field-error">{fields.typeId}</p> : null}
            </div>
          ) : null}
          {error && error.type !== 'InvalidForm' ? (
            <p className="notice-inline error" role="alert">
              {error.message}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={join.status === 'running'}>
            {WORDS.waitingListHeading}
          </button>
        </form>
      )}
    </section>
  );
}
