import { z } from 'zod';
import type { MarkdownPreview, MarkdownPreviewError } from '../../application/ports/markdown-preview.port';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type HttpFailure } from './json-client';
import { readRefusal } from './refusal';

const UNLOADED = 'The preview could not be loaded. Please try again.';

/** The server's refusal in the port's words: 401/403 Unauthorized, 400/413 Invalid, anything else Unavailable. */
function previewError(failure: HttpFailure): MarkdownPreviewError {
  const { status, message } = readRefusal(failure, UNLOADED);
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  return { type: status === 400 || status === 413 ? 'Invalid' : 'Unavailable', message };
}

/** The Admin Panel's Markdown preview over the self-hosted server (`POST /content/preview`, administrators only). */
export class HttpMarkdownPreview implements MarkdownPreview {
  readonly #call: ReturnType<typeof jsonClient>;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch } = {}) {
    this.#call = jsonClient(options);
  }

  preview(markdown: string) {
    return this.#call({
      method: 'POST',
      path: '/content/preview',
      body: { markdown },
      answer: z.object({ html: z.string() }),
      safeToRetry: true,
    })
      .map(({ html }) => html)
      .mapErr(previewError);
  }
}
