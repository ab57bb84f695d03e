import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { EventSummary, EventView, TicketedEventsError, TicketTypeView } from '../../application/ports/ticketed-events-gateway.port';
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

const isCount = (value: unknown) => Number.isSafeInteger(value);
const isCountOrNull = (value: unknown) => value === null || isCount(value);

/** Whether one ticket type of an event's page has the shape the server answers. */
function isTicketType(value: unknown): value is TicketTypeView {
  if (!isObject(value) || !isObject(value['asks'])) return false;
  const { asks } = value;
  return (
    ['id', 'name', 'description'].every((key) => isText(value[key])) &&
    ['price', 'yourPrice', 'perOrderMax'].every((key) => isCount(value[key])) &&
    isCountOrNull(value['memberPrice']) &&
    isCountOrNull(value['remaining']) &&
    isTextOrNull(value['remainingWords']) &&
    typeof asks['holderName'] === 'boolean' &&
    isTextOrNull(asks['question']) &&
    (value['kind'] === 'ticket' || value['kind'] === 'sponsorship')
  );
}

/** Whether a value is an event's page as `GET /ticketing/events/:slug` answers it. */
function isEventView(value: unknown): value is EventView {
  return (
    isSummary(value) &&
    isObject(value) &&
    isText(value['description']) &&
    isText(value['descriptionHtml']) &&
    typeof value['memberPricing'] === 'boolean' &&
    typeof value['waitingList'] === 'boolean' &&
    Array.isArray(value['ticketTypes']) &&
    value['ticketTypes'].every(isTicketType)
  );
}

/**
 * The event an event's page was served with (the JSON script the server writes into it,
 * domain/served-data.ts), checked by hand like the listing, so the page hydrates without loading
 * the schema library first; null when the page carries none or it is not an event.
 */
export function readServedEvent(json: string): EventView | null {
  try {
    const value: unknown = JSON.parse(json);
    return isEventView(value) ? value : null;
  } catch {
    return null;
  }
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
