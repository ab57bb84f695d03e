import type { ResultAsync } from 'neverthrow';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { Cents } from '../../domain/money';
import type { SalesState } from '../../domain/ticket-sales';
import type { EventStatus, TicketType } from '../../domain/ticketed-events';
import type { FieldErrors } from '../../domain/validation/fields';

/**
 * A published event as the listings show it (`GET /ticketing/events`): where its page is, when and
 * where it takes place, and whether tickets sell now, in the domain's words (null while on sale).
 */
export interface EventSummary {
  readonly slug: string;
  /** `/events/<slug>`. */
  readonly path: string;
  readonly name: string;
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
  readonly timeZone: string;
  readonly venue: string;
  readonly image: string | null;
  readonly status: EventStatus;
  readonly sales: { readonly state: SalesState['kind']; readonly words: string | null };
  /** The lowest ticket price, or null for an event without ticket types. */
  readonly lowestPrice: Cents | null;
}

/** A ticket type as the event page shows it to this caller. */
export interface TicketTypeView extends Pick<
  TicketType,
  'id' | 'name' | 'description' | 'price' | 'memberPrice' | 'perOrderMax' | 'asks' | 'kind'
> {
  /** What this caller pays: the member price when they qualify for it, else the price (the server decides again at checkout). */
  readonly yourPrice: Cents;
  /** Seats left of this type, or null for no limit. */
  readonly remaining: number | null;
  /** 'Only 3 left' when few remain, 'Sold out.' at none, else null. */
  readonly remainingWords: string | null;
}

/** An event's page (`GET /ticketing/events/:slug`). */
export interface EventView extends EventSummary {
  /** The chair's Markdown, and its safe HTML (rendered by the server). */
  readonly description: string;
  readonly descriptionHtml: string;
  /** The caller is a signed-in member whose dues for this year are paid: `yourPrice` is the member price. */
  readonly memberPricing: boolean;
  readonly ticketTypes: readonly TicketTypeView[];
  /** The event, or one of its types, is sold out while published: the page offers its waiting list. */
  readonly waitingList: boolean;
}

/** A waiting-list offer opened from its e-mail (`GET /ticketing/offers/:token`): the seats held, until when. */
export interface WaitingListOffer {
  readonly eventSlug: string;
  readonly name: string;
  readonly seats: Readonly<Record<string, number>>;
  /** ISO instant. */
  readonly expiresAt: string;
}

/** What the waiting-list form sends: a type (null: any), who, how to reach them, how many seats. */
export interface WaitingListRequest {
  readonly typeId: string | null;
  readonly name: string;
  readonly email: string;
  readonly partySize: number;
}

export type WaitingListField = 'typeId' | 'name' | 'email' | 'partySize';

export const EVENT_NOT_FOUND_MESSAGE = 'The event was not found.';
export const OFFER_GONE_MESSAGE = 'This offer has expired or was already used.';

export type TicketedEventsError =
  /** No such event (or a draft), or an offer expired or used. */
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors<WaitingListField> }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The published events as the browser reads them (the public pages; the server decides prices and seats). */
export interface TicketedEventsGateway {
  /** Every event that is not a draft, earliest start first. */
  listPublished(): ResultAsync<readonly EventSummary[], TicketedEventsError>;
  /** One event's page; NotFound for an unknown slug or a draft (unless the caller is an administrator). */
  view(slug: string): ResultAsync<EventView, TicketedEventsError>;
  /** A waiting-list offer by its token; NotFound when it expired or was used. */
  offer(token: string): ResultAsync<WaitingListOffer, TicketedEventsError>;
  /** Joins the event's waiting list; answers the server's words. */
  joinWaitingList(slug: string, request: WaitingListRequest): ResultAsync<string, TicketedEventsError>;
}
