import { z } from 'zod';
import type { BackupsGateway, BackupsGatewayError } from '../../application/ports/backups-gateway.port';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';
import type { RetryingFetch } from './fetch-with-retry';

const run = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  ok: z.boolean(),
  archive: z.string().nullable(),
  bytes: z.number().nullable(),
  error: z.string().nullable(),
});
const overview = z.object({
  every: z.enum(['day', 'hour']).nullable(),
  timeZone: z.string(),
  maxAgeHours: z.number(),
  lastSucceeded: run.nullable(),
  recent: z.array(run),
});

/** The server's refusal in the port's words: 401/403 Unauthorized, 404 NotFound (no backups here), else Unavailable. */
function errorOf(failure: HttpFailure): BackupsGatewayError {
  const { status, message } = readRefusal(failure);
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  return { type: 'Unavailable', message };
}

/**
 * The officers' backups over the server's /officers/backups (officer-backups.routes.ts), as the
 * signed-in officer (the session cookie; in the aws wiring, the ID token `headers` adds).
 */
export class HttpBackupsGateway implements BackupsGateway {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  overview() {
    return this.#send({ method: 'GET', path: '/officers/backups', answer: overview, safeToRetry: true }).mapErr(errorOf);
  }
}
