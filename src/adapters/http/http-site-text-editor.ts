import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { SiteTextDraft, SiteTextEditor, SiteTextEditorError, SavedSiteText } from '../../application/ports/site-text-editor.port';
import type { SiteTextChange } from '../../domain/site-texts';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const nullable = z.string().nullable();
const draft = z.object({
  key: z.string(),
  label: z.string(),
  pages: z.array(z.string()),
  format: z.enum(['markdown', 'email']),
  maxLength: z.number(),
  defaultText: z.string(),
  text: z.string(),
  html: z.string(),
  updatedBy: nullable,
  updatedAt: nullable,
});
const saved = z.object({ key: z.string(), text: z.string(), html: z.string(), updatedBy: z.string(), updatedAt: z.string() });

/** The server's refusal in the port's words: a form's fields, 401/403 Unauthorized, anything else Unavailable with the server's message. */
function errorOf(failure: HttpFailure): SiteTextEditorError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 400 && fields !== undefined) {
    return {
      type: 'InvalidForm',
      message,
      fields: { ...(fields.key ? { key: fields.key } : {}), text: fields.text ?? fields.body ?? message },
    };
  }
  return { type: 'Unavailable', message };
}

/**
 * The Admin Panel's page texts over the self-hosted server: `GET /site-texts/drafts`, `POST
 * /site-texts/preview`, `PUT /site-texts/:key`, as the signed-in administrator (the session
 * cookie; in the aws wiring, the Cognito ID token `headers` adds). Saves are not retried in the background (the person sees the answer and may save again).
 */
export class HttpSiteTextEditor implements SiteTextEditor {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  drafts(): ResultAsync<readonly SiteTextDraft[], SiteTextEditorError> {
    return this.#send({ method: 'GET', path: '/site-texts/drafts', answer: z.object({ texts: z.array(draft) }) })
      .map(({ texts }) => texts)
      .mapErr(errorOf);
  }

  preview(change: SiteTextChange): ResultAsync<string, SiteTextEditorError> {
    return this.#send({
      method: 'POST',
      path: '/site-texts/preview',
      body: change,
      answer: z.object({ html: z.string() }),
      safeToRetry: true,
    })
      .map(({ html }) => html)
      .mapErr(errorOf);
  }

  save(change: SiteTextChange): ResultAsync<SavedSiteText, SiteTextEditorError> {
    const path = `/site-texts/${encodeURIComponent(change.key)}`;
    return this.#send({ method: 'PUT', path, body: { text: change.text }, answer: z.object({ text: saved }) })
      .map(({ text }) => text)
      .mapErr(errorOf);
  }
}
