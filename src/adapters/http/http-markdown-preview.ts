import { z } from 'zod';
import type { MarkdownPreview, MarkdownPreviewError } from '../../application/ports/markdown-preview.port';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type HttpFailure } from './json-client';

const problem = z.object({ error: z.object({ message: z.string() }) });

function previewError(failure: HttpFailure): MarkdownPreviewError {
  if (failure.type !== 'HttpError') return { type: 'Unavailable', message: 'The preview could not be loaded. Please try again.' };
  const parsed = problem.safeParse(failure.body);
  const message = parsed.success ? parsed.data.error.message : 'The preview could not be loaded. Please try again.';
  if (failure.status === 401 || failure.status === 403) return { type: 'Unauthorized', message };
  return { type: failure.status === 400 || failure.status === 413 ? 'Invalid' : 'Unavailable', message };
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
