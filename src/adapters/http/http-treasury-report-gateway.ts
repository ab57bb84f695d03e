import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type {
  ReportFile,
  TreasuryReportGateway,
  TreasuryReportGatewayError,
  TreasuryReportQuery,
} from '../../application/ports/treasury-report-gateway.port';
import { CATEGORY_GROUPS, PAYMENT_METHODS } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { ReportPeriod } from '../../domain/treasury-report';
import type { RetryingFetch } from './fetch-with-retry';
import { fileClient, jsonClient, type ExtraHeaders, type FileClient, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const category = z.object({ group: z.enum(CATEGORY_GROUPS), detail: z.string() });
const method = z.enum(PAYMENT_METHODS);
const line = { payments: z.number(), income: cents, refundCount: z.number(), refunds: cents, net: cents };
const period = z.object({ from: z.string(), to: z.string() });
const report = z.object({
  period,
  byCategory: z.array(z.object({ category, ...line })),
  byMethod: z.array(z.object({ method, ...line })),
  refunds: z.array(z.object({ category, method, count: z.number(), amount: cents })),
  total: z.object(line),
  today: z.string(),
  presets: z.object({ 'this-month': period, 'last-month': period, 'this-year': period, 'last-year': period }),
});
const published = z.object({ key: z.string(), name: z.string(), replaced: z.boolean() });

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401/403 Unauthorized, else Unavailable. */
function errorOf(failure: HttpFailure): TreasuryReportGatewayError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  return { type: 'Unavailable', message };
}

/** The period's given days as a query string ('' when none). */
function searchOf(query: TreasuryReportQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The treasury report over the server's /officers/reports API (officer-reports.routes.ts), as the
 * signed-in officer (the session cookie; in the aws wiring, the ID token `headers` adds). Files
 * come back as bytes for the page to save; publishing is never sent again in the background.
 */
export class HttpTreasuryReportGateway implements TreasuryReportGateway {
  readonly #send: JsonClient;
  readonly #download: FileClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = fileClient(options);
  }

  report(query: TreasuryReportQuery) {
    return this.#send({ method: 'GET', path: `/officers/reports${searchOf(query)}`, answer: report, safeToRetry: true }).mapErr(errorOf);
  }

  file(query: TreasuryReportQuery, kind: 'csv' | 'pdf'): ResultAsync<ReportFile, TreasuryReportGatewayError> {
    const accept = kind === 'csv' ? 'text/csv' : 'application/pdf';
    return this.#download(`/officers/reports/report.${kind}${searchOf(query)}`, accept, `treasury-report.${kind}`).mapErr(errorOf);
  }

  publish(chosen: ReportPeriod) {
    return this.#send({ method: 'POST', path: '/officers/reports/publish', body: chosen, answer: published }).mapErr(errorOf);
  }
}
