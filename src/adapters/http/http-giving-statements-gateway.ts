import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type {
  GivingStatementsGateway,
  GivingStatementsGatewayError,
  StatementDownload,
} from '../../application/ports/giving-statements-gateway.port';
import type { Cents } from '../../domain/money';
import type { RetryingFetch } from './fetch-with-retry';
import { fileClient, jsonClient, type ExtraHeaders, type FileClient, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const overview = z.object({
  year: z.number(),
  startMonth: z.number(),
  yearWords: z.string(),
  deductible: z.boolean(),
  donors: z.array(z.object({ email: z.string(), name: z.string(), gifts: z.number(), deductible: cents })),
  total: z.object({ donors: z.number(), gifts: z.number(), deductible: cents }),
  runs: z.array(
    z.object({
      id: z.string(),
      year: z.number(),
      startMonth: z.number(),
      ranAt: z.string(),
      by: z.string(),
      donors: z.number(),
      queued: z.number(),
      alreadyQueued: z.number(),
    }),
  ),
});
const sent = z.object({ year: z.number(), donors: z.number(), queued: z.number(), alreadyQueued: z.number() });
const years = z.object({ years: z.array(z.number()), startMonth: z.number() });

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401/403 Unauthorized, else Unavailable. */
function errorOf(failure: HttpFailure): GivingStatementsGatewayError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  return { type: 'Unavailable', message };
}

/**
 * Giving statements over the server (giving-statements.routes.ts), as the signed-in person (the
 * session cookie; in the aws wiring, the ID token `headers` adds). PDFs come back as bytes for the
 * page to save; 'Send all' is never sent again in the background.
 */
export class HttpGivingStatementsGateway implements GivingStatementsGateway {
  readonly #send: JsonClient;
  readonly #download: FileClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = fileClient(options);
  }

  overview(year: number | null) {
    const query = year === null ? '' : `?year=${year}`;
    return this.#send({ method: 'GET', path: `/officers/giving-statements${query}`, answer: overview, safeToRetry: true }).mapErr(errorOf);
  }

  statement(year: number, donor: string) {
    return this.#pdf(`/officers/giving-statements/${year}/statement.pdf?donor=${encodeURIComponent(donor)}`);
  }

  sendAll(year: number) {
    return this.#send({ method: 'POST', path: '/officers/giving-statements/send', body: { year }, answer: sent }).mapErr(errorOf);
  }

  ownYears() {
    return this.#send({ method: 'GET', path: '/me/giving-statements', answer: years, safeToRetry: true }).mapErr(errorOf);
  }

  ownStatement(year: number) {
    return this.#pdf(`/me/giving-statements/${year}/statement.pdf`);
  }

  #pdf(path: string): ResultAsync<StatementDownload, GivingStatementsGatewayError> {
    return this.#download(path, 'application/pdf', 'giving-statement.pdf')
      .map(({ fileName, bytes }) => ({ fileName, bytes }))
      .mapErr(errorOf);
  }
}
