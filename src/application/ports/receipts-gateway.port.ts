import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money';
import type { ChapterSettingsForm } from '../../domain/validation/chapter-settings-form';
import type { ChapterSettings } from './chapter-settings.port';

/** One of a person's payments as the Member Area lists it. */
export interface PaymentSummary {
  readonly id: string;
  /** The chapter's day it was paid, YYYY-MM-DD. */
  readonly paidOn: string;
  readonly description: string;
  readonly amount: Cents;
  /** How much of it was given back. */
  readonly refunded: Cents;
}

/** A receipt's PDF, to save. */
export interface ReceiptDownload {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** A refusal of the settings form ('Invalid', with the words per field), of who asks, of an unknown payment, or an outage. */
export type ReceiptsGatewayError =
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized' | 'NotFound' | 'Unavailable'; readonly message: string };

/**
 * Receipts and the chapter's settings from the browser (issue 20): a member's payments and their
 * receipts, an officer's copy of any receipt from the ledger, and the settings page. The server
 * makes every receipt and checks every setting.
 */
export interface ReceiptsGateway {
  myPayments(): ResultAsync<readonly PaymentSummary[], ReceiptsGatewayError>;
  myReceipt(orderId: string): ResultAsync<ReceiptDownload, ReceiptsGatewayError>;
  ledgerReceipt(orderId: string): ResultAsync<ReceiptDownload, ReceiptsGatewayError>;
  settings(): ResultAsync<ChapterSettings, ReceiptsGatewayError>;
  saveSettings(form: ChapterSettingsForm): ResultAsync<ChapterSettings, ReceiptsGatewayError>;
}
