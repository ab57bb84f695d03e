import type { ResultAsync } from 'neverthrow';
import type { RosterStatus } from '../../domain/dues-status';
import type { Cents } from '../../domain/money';
import type { PaymentError, PaymentSession } from './payment-gateway.port';

/** The dues a pay link names, as the server priced them. */
export interface PayLinkView {
  readonly name: string;
  readonly year: number;
  readonly amount: Cents;
  readonly description: string;
}

/**
 * Why a pay link cannot be paid: changed or not ours ('Invalid'), past its date ('Expired'), the
 * dues paid already ('Paid'), or the server could not answer.
 */
export type PayLinkError = { readonly type: 'Invalid' | 'Expired' | 'Paid' | 'Unavailable'; readonly message: string };

export interface ReminderSettingsView {
  readonly enabled: boolean;
  readonly offsets: readonly number[];
}

/** The officers' page: the schedule, the preview of the next reminders, the runs. */
export interface RemindersOverview {
  readonly settings: ReminderSettingsView;
  readonly today: string;
  readonly next: {
    readonly year: number;
    readonly offset: number;
    readonly date: string;
    readonly due: boolean;
    readonly count: number;
    readonly recipients: readonly {
      readonly id: string;
      readonly name: string;
      readonly status: RosterStatus;
      readonly amount: Cents;
    }[];
  } | null;
  readonly runs: readonly {
    readonly id: string;
    readonly year: number;
    readonly offset: number;
    readonly ranAt: string;
    readonly mailed: number;
    readonly by: string | null;
  }[];
}

/** A refusal of the officers' forms ('Invalid', with the words per field), of who they are, or an outage. */
export type RemindersGatewayError =
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized' | 'Unavailable'; readonly message: string };

/**
 * Dues reminders from the browser (issue 19): a reminder's pay link (the public Pay-Dues page,
 * nobody signs in) and the officers' schedule page. The server prices, checks and sends.
 */
export interface DuesRemindersGateway {
  /** The dues the link's token names. */
  payLink(token: string): ResultAsync<PayLinkView, PayLinkError>;
  /** Opens the payment of those dues; the card is then confirmed through the PaymentGateway, as for every payment. */
  startLinkPayment(token: string): ResultAsync<PaymentSession, PaymentError>;
  overview(): ResultAsync<RemindersOverview, RemindersGatewayError>;
  saveSettings(form: { readonly enabled: boolean; readonly offsets: string }): ResultAsync<ReminderSettingsView, RemindersGatewayError>;
  sendNow(input: { readonly year: number; readonly offset: number }): ResultAsync<{ readonly mailed: number }, RemindersGatewayError>;
}
