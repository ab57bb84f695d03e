import { z } from 'zod';
import type { DuesRemindersGateway, PayLinkError, RemindersGatewayError } from '../../application/ports/dues-reminders-gateway.port';
import { ROSTER_STATUSES } from '../../domain/dues-status';
import type { Cents } from '../../domain/money';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { paymentErrorOf, sessionAnswer } from './payment-answers';
import { readRefusal } from './refusal';

const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const payLink = z.object({ name: z.string(), year: z.number(), amount: cents, description: z.string() });
const settings = z.object({ enabled: z.boolean(), offsets: z.array(z.number()) });
const overview = z.object({
  settings,
  today: z.string(),
  next: z
    .object({
      year: z.number(),
      offset: z.number(),
      date: z.string(),
      due: z.boolean(),
      count: z.number(),
      recipients: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(ROSTER_STATUSES), amount: cents })),
    })
    .nullable(),
  runs: z.array(
    z.object({ id: z.string(), year: z.number(), offset: z.number(), ranAt: z.string(), mailed: z.number(), by: z.string().nullable() }),
  ),
});

/** A pay link's refusal: 400 changed, 410 expired, 409 paid already. */
function linkErrorOf(failure: HttpFailure): PayLinkError {
  const { status, message } = readRefusal(failure);
  if (status === 400 || status === 404) return { type: 'Invalid', message };
  if (status === 410) return { type: 'Expired', message };
  if (status === 409) return { type: 'Paid', message };
  return { type: 'Unavailable', message };
}

function officerErrorOf(failure: HttpFailure): RemindersGatewayError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  return { type: 'Unavailable', message };
}

/**
 * Dues reminders over the server (dues-link.routes.ts, dues-reminders.routes.ts): the pay link's
 * reads and payment start (no sign-in; never retried in the background), and the officers'
 * schedule as the signed-in officer (the session cookie; in the aws wiring, `headers`).
 */
export class HttpDuesRemindersGateway implements DuesRemindersGateway {
  readonly #send: JsonClient;
  readonly #newKey: () => string;

  constructor(options: { readonly baseUrl?: string; readonly headers?: ExtraHeaders; readonly newKey?: () => string } = {}) {
    this.#send = jsonClient(options);
    this.#newKey = options.newKey ?? (() => globalThis.crypto.randomUUID());
  }

  payLink(token: string) {
    return this.#send({ method: 'GET', path: `/dues-link?t=${encodeURIComponent(token)}`, answer: payLink, safeToRetry: true }).mapErr(
      linkErrorOf,
    );
  }

  startLinkPayment(token: string) {
    const body = { token, idempotencyKey: this.#newKey() };
    return this.#send({ method: 'POST', path: '/dues-link/payment', body, answer: sessionAnswer, safeToRetry: false }).mapErr(
      paymentErrorOf,
    );
  }

  overview() {
    return this.#send({ method: 'GET', path: '/officers/reminders', answer: overview, safeToRetry: true }).mapErr(officerErrorOf);
  }

  saveSettings(form: { readonly enabled: boolean; readonly offsets: string }) {
    return this.#send({ method: 'PUT', path: '/officers/reminders/settings', body: form, answer: z.object({ settings }) })
      .map((answer) => answer.settings)
      .mapErr(officerErrorOf);
  }

  sendNow(input: { readonly year: number; readonly offset: number }) {
    return this.#send({ method: 'POST', path: '/officers/reminders/send', body: input, answer: z.object({ mailed: z.number() }) })
      .map(({ mailed }) => ({ mailed }))
      .mapErr(officerErrorOf);
  }
}
