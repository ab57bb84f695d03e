import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OrderLedger } from '../../ports/order-ledger.port';
import type { PaymentProcessor } from '../../ports/payment-processor.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { TicketBook } from '../../ports/ticket-book.port';
import type { TicketedEventStore } from '../../ports/ticketed-event-store.port';
import type { WaitingList } from '../../ports/waiting-list.port';

/** What the waiting list's use cases need (the server's AppDeps has all of it). */
export interface WaitingListDeps {
  readonly ticketing: {
    readonly events: TicketedEventStore;
    readonly waitingList: WaitingList;
    readonly tokens: SignedTokens;
  };
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The site's address (for links in e-mails) and the chapter's time zone (for the deadlines they state). */
  readonly config: { readonly publicUrl: string; readonly timeZone: string };
}

/** What cancelling and refunding an order needs besides: the ledger, the processor and the ticket book. */
export interface OrderCancellationDeps extends WaitingListDeps {
  readonly ticketing: WaitingListDeps['ticketing'] & { readonly tickets: TicketBook };
  readonly ledger: OrderLedger;
  readonly processor: PaymentProcessor;
}
