import type { EventView } from '../../../application/ports/ticketed-events-gateway.port';
import { RichText } from '../../components/rich-text';
import { eventWhen } from './event-words';

/** The event itself: when (its zone named once), where, its image and the chair's description. */
export function EventDetails({ event }: { readonly event: EventView }) {
  return (
    <div className="event-details">
      <p className="event-when">{eventWhen(event)}</p>
      <p className="event-venue">{event.venue}</p>
      {event.image ? <img className="event-image" src={event.image} alt="" width={640} height={360} /> : null}
      <RichText html={event.descriptionHtml} />
    </div>
  );
}
