import { z } from 'zod';
import type { MailTemplateError, MailTemplateGateway } from '../../application/ports/mail-template-gateway.port';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const kind = z.object({ kind: z.string(), label: z.string() });
const kinds = z.object({ templates: z.array(kind) }).transform((answer) => answer.templates);
const preview = kind.extend({ to: z.string(), subject: z.string(), html: z.string(), text: z.string(), attachments: z.array(z.string()) });

/** The server's refusal in the port's words: 401/403 Unauthorized, 404 NotFound, anything else Unavailable. */
function errorOf(failure: HttpFailure): MailTemplateError {
  const { status, message } = readRefusal(failure);
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  return status === 404 ? { type: 'NotFound', message } : { type: 'Unavailable', message };
}

/** The officers' mail preview over `/officers/mail/templates`, as the signed-in officer (the session cookie; in the aws wiring, the ID token `headers` adds). */
export class HttpMailTemplateGateway implements MailTemplateGateway {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  kinds() {
    return this.#send({ method: 'GET', path: '/officers/mail/templates', answer: kinds }).mapErr(errorOf);
  }

  preview(kindName: string) {
    return this.#send({ method: 'GET', path: `/officers/mail/templates/${encodeURIComponent(kindName)}`, answer: preview }).mapErr(errorOf);
  }
}
