import { z } from 'zod';
import type { ContactGateway, ContactGatewayError, ContactMessage } from '../../application/ports/contact-gateway.port';
import type { ContactForm } from '../../domain/validation/contact-form';
import type { FieldErrors } from '../../domain/validation/fields';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type HttpFailure } from './json-client';

const problem = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});

const UNREACHABLE = 'Your message could not be sent: the server could not be reached. Please check your connection and try again.';

/** The server's answer as the port's error: its words, its field messages and its wait. */
function contactError(failure: HttpFailure): ContactGatewayError {
  if (failure.type !== 'HttpError') return { type: 'Unavailable', message: UNREACHABLE };
  const parsed = problem.safeParse(failure.body);
  const error = parsed.success ? parsed.data.error : null;
  const message = error?.message ?? UNREACHABLE;
  if (failure.status === 429) return { type: 'RateLimited', message, retryAfterSeconds: error?.retryAfterSeconds ?? 0 };
  if (failure.status === 400 && error?.fields) {
    return { type: 'InvalidForm', message, fields: error.fields as FieldErrors<keyof ContactForm> };
  }
  return { type: 'Unavailable', message };
}

/**
 * The Contact page's messages over the self-hosted server (`POST /contact/message`). Never
 * retried: a second send would mail the chapter twice.
 */
export class HttpContactGateway implements ContactGateway {
  readonly #call: ReturnType<typeof jsonClient>;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch } = {}) {
    this.#call = jsonClient(options);
  }

  send(message: ContactMessage) {
    return this.#call({ method: 'POST', path: '/contact/message', body: message, answer: z.object({ sent: z.literal(true) }) })
      .map(() => undefined)
      .mapErr(contactError);
  }
}
