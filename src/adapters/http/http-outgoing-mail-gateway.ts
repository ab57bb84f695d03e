import { z } from 'zod';
import type { OutgoingMailGateway, OutgoingMailGatewayError, OutgoingMailQuery } from '../../application/ports/outgoing-mail-gateway.port';
import { MAILING_LISTS } from '../../application/ports/mailer.port';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';
import type { RetryingFetch } from './fetch-with-retry';

const status = z.enum(['queued', 'sending', 'sent', 'failed', 'unsubscribed']);
const delivery = z.object({
  id: z.string(),
  key: z.string(),
  to: z.string(),
  subject: z.string(),
  list: z.enum(MAILING_LISTS).nullable(),
  status,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});
const deliveryPage = z.object({
  deliveries: z.array(delivery),
  counts: z.object({ queued: z.number(), sending: z.number(), sent: z.number(), failed: z.number(), unsubscribed: z.number() }),
});
const retried = z.object({ delivery });
const schedule = z.object({
  runs: z.array(
    z.object({
      job: z.string(),
      slot: z.string(),
      state: z.enum(['started', 'finished', 'failed']),
      summary: z.string().nullable(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
    }),
  ),
});

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401/403 Unauthorized, 404 NotFound, 409 Conflict, else Unavailable. */
function errorOf(failure: HttpFailure): OutgoingMailGatewayError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  if (status === 409) return { type: 'Conflict', message };
  return { type: 'Unavailable', message };
}

/** The filter's set fields as a query string ('' when none). */
export function outgoingSearch(query: OutgoingMailQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The officers' outgoing mail and schedule over the server's /officers API
 * (outgoing-mail.routes.ts), as the signed-in officer (the session cookie; in the aws wiring, the
 * ID token `headers` adds). 'Try again' is never sent again in the background: the officer decides.
 */
export class HttpOutgoingMailGateway implements OutgoingMailGateway {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  deliveries(query: OutgoingMailQuery) {
    return this.#send({
      method: 'GET',
      path: `/officers/mail/outgoing${outgoingSearch(query)}`,
      answer: deliveryPage,
      safeToRetry: true,
    }).mapErr(errorOf);
  }

  retry(id: string) {
    return this.#send({ method: 'POST', path: `/officers/mail/outgoing/${encodeURIComponent(id)}/retry`, body: {}, answer: retried })
      .map((answer) => answer.delivery)
      .mapErr(errorOf);
  }

  schedule() {
    return this.#send({ method: 'GET', path: '/officers/schedule', answer: schedule, safeToRetry: true })
      .map((answer) => answer.runs)
      .mapErr(errorOf);
  }
}
