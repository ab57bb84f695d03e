import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { ReceiptDownload, ReceiptsGateway, ReceiptsGatewayError } from '../../application/ports/receipts-gateway.port';
import type { Cents } from '../../domain/money';
import type { ChapterSettingsForm } from '../../domain/validation/chapter-settings-form';
import type { RetryingFetch } from './fetch-with-retry';
import { fileClient, jsonClient, type ExtraHeaders, type FileClient, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const payments = z.object({
  payments: z.array(z.object({ id: z.string(), paidOn: z.string(), description: z.string(), amount: cents, refunded: cents })),
});
const settings = z.object({
  settings: z.object({
    legalName: z.string(),
    address: z.array(z.string()),
    taxId: z.string(),
    deductible: z.boolean(),
    fiscalYearStartMonth: z.number(),
  }),
});

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401/403 Unauthorized, 404 NotFound, else Unavailable. */
function errorOf(failure: HttpFailure): ReceiptsGatewayError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  return { type: 'Unavailable', message };
}

/**
 * Receipts and the chapter's settings over the server (receipts.routes.ts,
 * chapter-settings.routes.ts), as the signed-in person (the session cookie; in the aws wiring, the
 * ID token `headers` adds). Receipts come back as bytes for the page to save.
 */
export class HttpReceiptsGateway implements ReceiptsGateway {
  readonly #send: JsonClient;
  readonly #download: FileClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = fileClient(options);
  }

  myPayments() {
    return this.#send({ method: 'GET', path: '/me/payments', answer: payments, safeToRetry: true })
      .map((answer) => answer.payments)
      .mapErr(errorOf);
  }

  myReceipt(orderId: string) {
    return this.#pdf(`/me/payments/${encodeURIComponent(orderId)}/receipt.pdf`);
  }

  ledgerReceipt(orderId: string) {
    return this.#pdf(`/officers/ledger/${encodeURIComponent(orderId)}/receipt.pdf`);
  }

  settings() {
    return this.#send({ method: 'GET', path: '/officers/settings', answer: settings, safeToRetry: true })
      .map((answer) => answer.settings)
      .mapErr(errorOf);
  }

  saveSettings(form: ChapterSettingsForm) {
    return this.#send({ method: 'PUT', path: '/officers/settings', body: form, answer: settings })
      .map((answer) => answer.settings)
      .mapErr(errorOf);
  }

  #pdf(path: string): ResultAsync<ReceiptDownload, ReceiptsGatewayError> {
    return this.#download(path, 'application/pdf', 'receipt.pdf')
      .map(({ fileName, bytes }) => ({ fileName, bytes }))
      .mapErr(errorOf);
  }
}
