import type { MiddlewareHandler } from 'hono';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { decided, refusal, tooManyFromClient } from '../application/server/payments/card-testing';
import type { RateLimited } from '../application/server/payments/payments.errors';
import type { RateDecision, RateLimiter } from '../application/ports/rate-limiter.port';
import { normalizeEmail } from '../domain/members';
import type { AppEnv } from './app-env';
import { errorResponse } from './http-errors';

/** Ten minutes: the window both payment limits count in. */
export const PAYMENT_WINDOW_SECONDS = 600;

/** How many orders the payer register remembers; the oldest is forgotten first. */
const REMEMBERED_ORDERS = 10_000;

/**
 * Which client started which order, kept in memory for the card-testing defence: when Stripe (not
 * the simulator) takes the card, the server hears of a decline only through the webhook, which
 * carries the order but not the client; this register gives the client back.
 */
export class PaymentClients {
  readonly #clients = new Map<string, string>();

  remember(orderId: string, clientKey: string): void {
    this.#clients.delete(orderId);
    this.#clients.set(orderId, clientKey);
    if (this.#clients.size > REMEMBERED_ORDERS) {
      const oldest = this.#clients.keys().next();
      if (!oldest.done) this.#clients.delete(oldest.value);
    }
  }

  clientOf(orderId: string): string | null {
    return this.#clients.get(orderId) ?? null;
  }
}

const ALLOWED: RateDecision = { allowed: true };

/**
 * Limits `POST /payment` per client (its address): a client with too many declined cards in ten
 * minutes (the simulator's and Stripe's alike) is told to wait, and so is one that starts more than
 * `PAYMENT_RATE_LIMIT` payments in ten minutes. Both answer 429 with Retry-After; a refused
 * request opens nothing. A limiter that cannot answer lets the payment through (the checks after
 * it still hold), so an outage of the counter never stops the chapter from taking money.
 */
export function limitPaymentStarts(declines: RateLimiter, starts: RateLimiter): MiddlewareHandler<AppEnv> {
  const read = (decision: ResultAsync<RateDecision, unknown>) => decided(decision).unwrapOr(ALLOWED);
  return async (c, next) => {
    const key = c.var.clientKey;
    const declined = refusal(await read(declines.check(key)), tooManyFromClient);
    if (declined) return errorResponse(c, declined);
    const started = refusal(
      await read(starts.check(key)),
      (wait) => `Too many payments were started from this connection. Please try again in ${wait}.`,
    );
    if (started) return errorResponse(c, started);
    await read(starts.recordFailure(key));
    await next();
  };
}

/** Who a checkout is for, beyond the client it came from: the signed-in account and the e-mails the order names. */
export interface CheckoutParties {
  /** The signed-in account's id; null for a visitor. */
  readonly accountId: string | null;
  /** The contact's e-mail and, for a membership, the new member's (blank ones are skipped). */
  readonly emails: readonly string[];
}

/** The keys a checkout counts under in the starts limiter: `account:<id>` and `email:<address>` (normalised, each once). */
function checkoutKeys(parties: CheckoutParties): readonly { readonly key: string; readonly scope: 'account' | 'email' }[] {
  const emails = [...new Set(parties.emails.map((email) => normalizeEmail(email)).filter((email) => email !== ''))];
  return [
    ...(parties.accountId === null ? [] : [{ key: `account:${parties.accountId}`, scope: 'account' as const }]),
    ...emails.map((email) => ({ key: `email:${email}`, scope: 'email' as const })),
  ];
}

const STARTED_TOO_OFTEN = {
  account: (wait: string) => `Too many payments were started for this account. Please try again in ${wait}.`,
  email: (wait: string) => `Too many payments were started for this e-mail address. Please try again in ${wait}.`,
} as const;

/**
 * The per-account and per-e-mail half of the starts limit (the per-client half is
 * `limitPaymentStarts`): a checkout whose account or any of whose e-mails has started
 * `PAYMENT_RATE_LIMIT` payments in ten minutes is refused (RateLimited, before anything is opened);
 * otherwise it is counted under each key. A limiter that cannot answer lets the checkout through.
 */
export function limitCheckout(starts: RateLimiter, parties: CheckoutParties): ResultAsync<void, RateLimited> {
  const keys = checkoutKeys(parties);
  const decisions = ResultAsync.combine(keys.map(({ key }) => decided(starts.check(key))));
  return decisions.andThen((answers) => {
    const refused = answers.map((answer, i) => refusal(answer, STARTED_TOO_OFTEN[keys[i]?.scope ?? 'email'])).find((r) => r !== null);
    if (refused) return errAsync(refused);
    return ResultAsync.combine(keys.map(({ key }) => decided(starts.recordFailure(key)))).andThen(() => okAsync(undefined));
  });
}
