import type { ResultAsync } from 'neverthrow';
import type { LedgerCategory, PaymentMethod } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { RecordedRefund } from '../../domain/refunds';
import type { CategoryTotal } from './ledger-view.port';
import type { OrderStatus } from './order-ledger.port';

/** One row of the ledger as officers see it (and the CSV holds it). */
export interface LedgerEntryView {
  readonly id: string;
  /** The chapter's day it counts on (YYYY-MM-DD): received (offline) or paid (online; made, while unpaid). */
  readonly day: string;
  readonly category: LedgerCategory;
  readonly description: string;
  readonly payer: { readonly name: string; readonly email: string };
  readonly memberId: string | null;
  readonly amount: Cents;
  readonly method: PaymentMethod;
  readonly reference: string;
  readonly status: OrderStatus;
  /** The officer who recorded an offline payment; null online. */
  readonly recordedBy: string | null;
}

/** One step in an order's life: its instant (null when the ledger keeps none) and its detail. */
export interface PaymentEventView {
  readonly kind: 'created' | 'recorded' | 'payment-opened' | 'webhook' | 'paid' | 'failed' | 'flagged' | 'fulfilled' | 'refunded';
  readonly at: string | null;
  readonly detail: string;
}

/** The ledger's query as the address carries it: every field optional text. */
export interface LedgerQuery {
  readonly from?: string;
  readonly to?: string;
  /** 'dues', 'donation', 'donation:Chapter Donation', 'tickets:spring-banquet-2027'. */
  readonly category?: string;
  readonly method?: string;
  readonly status?: string;
  /** 1-based. */
  readonly page?: string;
}

export interface LedgerPageView {
  readonly entries: readonly LedgerEntryView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totals: readonly CategoryTotal[];
  /** Today in the chapter's time zone. */
  readonly today: string;
}

export interface LedgerOrderView {
  readonly entry: LedgerEntryView;
  readonly events: readonly PaymentEventView[];
  /** Why the order failed, was flagged or was refunded, or null. */
  readonly note: string | null;
  /** The officers' refunds of it, oldest first. */
  readonly refunds: readonly RecordedRefund[];
  /** Whether an officer may refund it here: paid online by card and not refunded in full. */
  readonly refundable: boolean;
  /** The cents left to refund. */
  readonly left: Cents;
}

/** What the 'Record a payment' form offers: the dues years, the plans, the donation types, and the events on sale with their ticket types. */
export interface OfflinePaymentChoices {
  readonly today: string;
  readonly duesYears: readonly number[];
  readonly memberships: readonly string[];
  readonly donationTypes: readonly string[];
  readonly events: readonly {
    readonly slug: string;
    readonly name: string;
    readonly ticketTypes: readonly {
      readonly id: string;
      readonly name: string;
      readonly price: Cents;
      readonly memberPrice: Cents | null;
    }[];
  }[];
}

/** A member an officer may name as the payer. */
export interface PayerView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly membership: string;
  readonly duesPayYear: string | null;
}

/** The 'Record a payment' form as the browser sends it (the server checks every field). */
export interface OfflinePaymentForm {
  readonly purpose: string;
  readonly method: string;
  readonly reference: string;
  readonly receivedOn: string;
  readonly idempotencyKey: string;
  readonly memberId?: string;
  readonly duesYear?: number;
  readonly membership?: string;
  readonly application?: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    readonly address: string;
    readonly city: string;
    readonly state: string;
    readonly zipcode: string;
    readonly gradYear: string | null;
  };
  readonly contact?: { readonly firstName: string; readonly lastName: string; readonly email: string };
  readonly donationType?: string;
  readonly amount?: number;
  readonly event?: string;
  readonly counts?: Readonly<Record<string, number>>;
}

/** A payment recorded: its row in the ledger, and whether its receipt went out. */
export interface RecordedPayment {
  readonly outcome: 'fulfilled' | 'already-fulfilled' | 'flagged';
  readonly receipt: 'sent' | 'not-sent' | 'none';
  readonly entry: LedgerEntryView;
}

/** The refund form as the browser sends it (the server checks every field). */
export interface RefundForm {
  /** Cents (a number, or the digits typed); absent: all that is left. */
  readonly amount?: number | string;
  readonly reason: string;
  readonly undo: boolean;
  readonly idempotencyKey: string;
}

/** What undoing a refunded order's effect came to (refund-payment.use-case.ts). */
export type RefundEffectView = 'tickets-released' | 'dues-reverted' | 'left-for-secretary' | 'nothing-to-undo' | 'not-asked';

/** A refund made: the refund, the order as it is now, what is left, and what was undone. */
export interface RefundMade {
  readonly refund: RecordedRefund;
  readonly entry: LedgerEntryView;
  readonly left: Cents;
  readonly effect: RefundEffectView;
  readonly mailed: boolean;
}

/** The ledger as a file to save. */
export interface LedgerFile {
  readonly fileName: string;
  readonly text: string;
}

export type LedgerGatewayError =
  /** A form or filter refused, with a message per field. */
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The treasurer's ledger and offline payments in the browser (issue 18; officers only). */
export interface LedgerGateway {
  ledger(query: LedgerQuery): ResultAsync<LedgerPageView, LedgerGatewayError>;
  ledgerCsv(query: LedgerQuery): ResultAsync<LedgerFile, LedgerGatewayError>;
  order(orderId: string): ResultAsync<LedgerOrderView, LedgerGatewayError>;
  paymentChoices(): ResultAsync<OfflinePaymentChoices, LedgerGatewayError>;
  findPayers(text: string): ResultAsync<readonly PayerView[], LedgerGatewayError>;
  recordPayment(form: OfflinePaymentForm): ResultAsync<RecordedPayment, LedgerGatewayError>;
  refund(orderId: string, form: RefundForm): ResultAsync<RefundMade, LedgerGatewayError>;
}
