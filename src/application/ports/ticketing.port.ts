import type { SignedTokens } from './signed-tokens.port';
import type { TicketBook } from './ticket-book.port';
import type { TicketedEventStore } from './ticketed-event-store.port';
import type { WaitingList } from './waiting-list.port';

/** Ticketed events (issue 17): the events and their seats, the tickets issued, the waiting lists, and the signed codes of tickets and links. */
export interface Ticketing {
  readonly events: TicketedEventStore;
  readonly tickets: TicketBook;
  readonly waitingList: WaitingList;
  readonly tokens: SignedTokens;
}
