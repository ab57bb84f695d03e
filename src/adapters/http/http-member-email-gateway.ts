import { z } from 'zod';
import type { MailPreferencesGateway, MemberEmailError, MemberEmailGateway } from '../../application/ports/member-email-gateway.port';
import type { MailingList } from '../../application/ports/mailer.port';
import type { CampaignForm, Segment } from '../../domain/member-email';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const segment = z.custom<Segment>((value) => typeof value === 'object' && value !== null && 'kind' in value);
const campaign = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  segment,
  author: z.string(),
  state: z.enum(['draft', 'sending', 'sent']),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  recipients: z.number(),
  queued: z.number(),
  segmentLabel: z.string(),
});
const status = z.enum(['queued', 'sending', 'sent', 'failed', 'unsubscribed']);
const delivery = z.object({
  id: z.string(),
  key: z.string(),
  to: z.string(),
  subject: z.string(),
  list: z.enum(['reminders', 'newsletters']).nullable(),
  status,
  attempts: z.number(),
  lastError: z.string().nullable(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});
const preview = z.object({ campaign, recipients: z.number(), html: z.string(), text: z.string() });
const log = preview.extend({ counts: z.record(status, z.number()), deliveries: z.array(delivery) });
const preferences = z.object({ email: z.string(), receives: z.object({ reminders: z.boolean(), newsletters: z.boolean() }) });

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401/403 Unauthorized, 404 NotFound, else Unavailable. */
function errorOf(failure: HttpFailure): MemberEmailError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400 || status === 409) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  return { type: 'Unavailable', message };
}

interface HttpOptions {
  readonly baseUrl?: string;
  readonly fetch?: RetryingFetch;
  readonly headers?: ExtraHeaders;
}

const path = (id: string, rest = '') => `/officers/member-email/${encodeURIComponent(id)}${rest}`;

/** The member e-mail over the server's `/officers/member-email` API, as the signed-in officer. A send is never retried in the background. */
export class HttpMemberEmailGateway implements MemberEmailGateway {
  readonly #send: JsonClient;

  constructor(options: HttpOptions = {}) {
    this.#send = jsonClient(options);
  }

  list() {
    const answer = z.object({ campaigns: z.array(campaign) });
    return this.#send({ method: 'GET', path: '/officers/member-email', answer, safeToRetry: true })
      .map((listed) => listed.campaigns)
      .mapErr(errorOf);
  }

  choices() {
    const answer = z.object({ currentYear: z.number(), events: z.array(z.object({ slug: z.string(), name: z.string() })) });
    return this.#send({ method: 'GET', path: '/officers/member-email/choices', answer, safeToRetry: true }).mapErr(errorOf);
  }

  save(id: string | null, form: CampaignForm) {
    return this.#send({ method: 'POST', path: '/officers/member-email', body: { id, ...form }, answer: preview }).mapErr(errorOf);
  }

  sendTest(id: string) {
    return this.#send({ method: 'POST', path: path(id, '/test'), body: {}, answer: z.object({ to: z.string() }) }).mapErr(errorOf);
  }

  send(id: string) {
    return this.#send({ method: 'POST', path: path(id, '/send'), body: {}, answer: z.object({ campaign }) })
      .map((sent) => sent.campaign)
      .mapErr(errorOf);
  }

  log(id: string) {
    return this.#send({ method: 'GET', path: path(id), answer: log, safeToRetry: true }).mapErr(errorOf);
  }

  deliveriesTo(email: string) {
    const answer = z.object({ deliveries: z.array(delivery) });
    return this.#send({
      method: 'GET',
      path: `/officers/member-email/deliveries?to=${encodeURIComponent(email)}`,
      answer,
      safeToRetry: true,
    })
      .map((found) => found.deliveries)
      .mapErr(errorOf);
  }
}

/** The preferences page over the server's `/mail` API: by a mail's signed link, or for the signed-in person. */
export class HttpMailPreferencesGateway implements MailPreferencesGateway {
  readonly #send: JsonClient;

  constructor(options: HttpOptions = {}) {
    this.#send = jsonClient(options);
  }

  view(token: string | null) {
    const query = token ? `?t=${encodeURIComponent(token)}` : '';
    return this.#send({ method: 'GET', path: `/mail/preferences${query}`, answer: preferences, safeToRetry: true }).mapErr(errorOf);
  }

  change(token: string | null, receives: Readonly<Record<MailingList, boolean>>) {
    return this.#send({ method: 'POST', path: '/mail/preferences', body: { token, ...receives }, answer: preferences }).mapErr(errorOf);
  }

  unsubscribe(token: string, list: MailingList) {
    // The page confirms with the same JSON change the form sends (from our own origin), leaving only `list`.
    return this.view(token).andThen((now) => this.change(token, { ...now.receives, [list]: false }));
  }
}
