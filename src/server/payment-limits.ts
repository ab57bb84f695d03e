import type { MiddlewareHandler } from 'hono';
import type { ResultAsync } from 'neverthrow';
import type { RateDecision, RateLimiter } from '../application/ports/rate-limiter.port';
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

function minutesText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refuse(decision: RateDecision, message: (wait: string) => string) {
  return decision.allowed
    ? null
    : { type: 'RateLimited' as const, message: message(minutesText(decision.retryAfterSeconds)), retryAfterSeconds: decision.retryAfterSeconds };
}

/**
 * Limits `POST /payment` per client (its address): a client with too many declined cards in ten
 * minutes (the simulator's and Stripe's alike) is told to wait, and so is one that starts more than
 * `PAYMENT_RATE_LIMIT` payments in ten minutes. Both answer 429 with Retry-After; a refused
 * request opens nothing. A limiter that cannot answer lets the payment through (the checks after
 * it still hold), so an outage of the counter never stops the chapter from taking money.
 */
export function limitPaymentStarts(declines: RateLimiter, starts: RateLimiter): MiddlewareHandler<AppEnv> {
  const read = (decision: ResultAsync<RateDecision, unknown>): Promise<RateDecision> => decision.unwrapOr({ allowed: true });
  return async (c, next) => {
    const key = c.var.clientKey;
    const declined = refuse(await read(declines.check(key)), (wait) => `Too many declined payments. Please try again in ${wait}.`);
    if (declined) return errorResponse(c, declined);
    const started = refuse(await read(starts.check(key)), (wait) => `Too many payments were started from this connection. Please try again in ${wait}.`);
    if (started) return errorResponse(c, started);
    await read(starts.recordFailure(key));
    await next();
  };
}
