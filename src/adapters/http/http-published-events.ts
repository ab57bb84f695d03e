import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { EventSummary, TicketedEventsError } from '../../application/ports/ticketed-events-gateway.port';
import { EVENT_STATUSES } from '../../domain/ticketed-events';

const UNREACHABLE = 'The events could not be loaded: the server could not be reached. Please check your connection and try again.';
const unavailable = (message = UNREACHABLE): TicketedEventsError => ({ type: 'Unavailable', message });
const SALES_STATES: readonly string[] = ['draft', 'cancelled', 'notYetOpen', 'closed', 'soldOut', 'open'];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

/** Whether one listed event has the shape the server answers (checked by hand: this runs on the home page, without zod). */
function isSummary(value: unknown): value is EventSummary {
  if (!isObject(value) || !isObject(value['sales'])) return false;
  const texts = ['slug', 'path', 'name', 'start', 'end', 'timeZone', 'venue'].every((key) => isText(value[key]));
  const { sales, lowestPrice, status } = value;
  return (
    texts &&
    isTextOrNull(value['image']) &&
    (EVENT_STATUSES as readonly unknown[]).includes(status) &&
    SALES_STATES.includes(String(sales['state'])) &&
    isTextOrNull(sales['words']) &&
    (lowestPrice === null || Number.isSafeInteger(lowestPrice))
  );
}

/**
 * `GET /ticketing/events`, for the home page's news area and /Alumni-Events: a small module of its
 * own, checked by hand, so the home page loads no schema library after it hydrates (the event
 * page's reads, with their schemas, are `http-ticketed-events-gateway.ts`).
 */
export function listPublishedEvents(
  fetchJson: typeof fetch = (input, init) => fetch(input, init),
): ResultAsync<readonly EventSummary[], TicketedEventsError> {
  return ResultAsync.fromPromise(
    fetchJson('/ticketing/events', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(async (response) => ({
      ok: response.ok,
      body: (await response.json().catch(() => null)) as unknown,
    })),
    () => unavailable(),
  ).andThen(({ ok, body }) => {
    if (!ok || !isObject(body) || !Array.isArray(body['events'])) {
      const message = isObject(body) && isObject(body['error']) && isText(body['error']['message']) ? body['error']['message'] : undefined;
      return errAsync(unavailable(message));
    }
    const events: unknown[] = body['events'];
    return events.every(isSummary) ? okAsync(events) : errAsync(unavailable('Unexpected answer from /ticketing/events.'));
  });
}
