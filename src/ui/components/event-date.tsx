import { eventDateForPeople } from '../../domain/events';

/** An event's free-text date as a list shows it: a date we can read as people write it, in a `<time>` element. */
export function EventDate({ eventDate, className }: { readonly eventDate: string; readonly className?: string }) {
  const shown = eventDateForPeople(eventDate);
  if (shown.iso === null) return <span className={className}>{shown.text}</span>;
  return (
    <time className={className} dateTime={shown.iso}>
      {shown.text}
    </time>
  );
}
