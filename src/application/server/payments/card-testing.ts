import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { PAYMENT_FAILURE_LIMIT, type RateDecision, type RateLimiter } from '../../ports/rate-limiter.port';
import type { RateLimited } from './payments.errors';

/**
 * The card-testing defence: declined payments are counted per client (its address), per card
 * (the processor's fingerprint) and per order, each in its own limiter, so a tester is stopped by
 * whichever comes first, and one tester behind a shared address meets the order and card limits
 * long before the address limit would stop everyone else behind it.
 */

/** SECURITY.md's limit per client, kept for each card too: 5 declines in 10 minutes. */
export const CARD_DECLINE_LIMIT = PAYMENT_FAILURE_LIMIT;

/**
 * Declines one order may take: 5, counted for 24 hours (as long as the processor keeps the
 * order's idempotency key), after which the order cannot be confirmed again and the payer starts
 * a new checkout.
 */
export const ORDER_DECLINE_LIMIT = { failures: 5, windowSeconds: 24 * 60 * 60 } as const;

/** The three counters of declined payments. */
export interface DeclineLimiters {
  /** Declines and guessed client secrets per client (5 in 10 minutes, SECURITY.md). */
  readonly rateLimiter: RateLimiter;
  /** Declines per card fingerprint (5 in 10 minutes), whichever order or client used the card. */
  readonly cardDeclines: RateLimiter;
  /** Declines per order (5 in 24 hours). */
  readonly orderDeclines: RateLimiter;
}

/** What one decline is counted against; an unknown part (a webhook's client, a card without fingerprint) is skipped. */
export interface DeclineKeys {
  readonly clientKey: string | null;
  readonly orderId: string | null;
  readonly cardFingerprint: string | null;
}

/** '1 minute', '10 minutes': the wait a refusal names, rounded up to whole minutes. */
function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A limiter's answer; one that cannot answer lets the payment through (an outage of a counter never stops the chapter taking money). */
export function decided(decision: ResultAsync<RateDecision, unknown>): ResultAsync<RateDecision, never> {
  return decision.orElse(() => okAsync<RateDecision, never>({ allowed: true }));
}

/** RateLimited with the words `message` gives for the wait, or nothing when the decision allows. */
export function refusal(decision: RateDecision, message: (wait: string) => string): RateLimited | null {
  return decision.allowed
    ? null
    : { type: 'RateLimited', message: message(waitText(decision.retryAfterSeconds)), retryAfterSeconds: decision.retryAfterSeconds };
}

function admit(decision: ResultAsync<RateDecision, unknown>, message: (wait: string) => string): ResultAsync<void, RateLimited> {
  return decided(decision).andThen((answer) => {
    const refused = refusal(answer, message);
    return refused === null ? okAsync(undefined) : errAsync(refused);
  });
}

export const tooManyFromClient = (wait: string) => `Too many declined payments. Please try again in ${wait}.`;
const ORDER_DECLINED_TOO_OFTEN = 'This payment was declined too many times and cannot be tried again. Please start a new checkout.';
const tooManyForCard = (wait: string) => `This card was declined too many times. Please use another card, or try again in ${wait}.`;

/** Whether a client may try a card now (5 declines in 10 minutes make it wait). */
export function admitClient(limiters: DeclineLimiters, clientKey: string): ResultAsync<void, RateLimited> {
  return admit(limiters.rateLimiter.check(clientKey), tooManyFromClient);
}

/** Whether an order may be confirmed again: after 5 declines it may not, and the payer starts a new checkout. */
export function admitOrder(limiters: DeclineLimiters, orderId: string): ResultAsync<void, RateLimited> {
  return admit(limiters.orderDeclines.check(orderId), () => ORDER_DECLINED_TOO_OFTEN);
}

/** Whether a card may be tried now (5 declines in 10 minutes, on any order from any client, make it wait). */
export function admitCard(limiters: DeclineLimiters, cardFingerprint: string): ResultAsync<void, RateLimited> {
  return admit(limiters.cardDeclines.check(cardFingerprint), tooManyForCard);
}

/** Counts one failed attempt against a client only (a guessed client secret). Best effort: a counter that cannot count changes nothing. */
export function countClientFailure(limiters: DeclineLimiters, clientKey: string): ResultAsync<void, never> {
  return countDecline(limiters, { clientKey, orderId: null, cardFingerprint: null });
}

/** Counts one decline against its client, order and card, whichever are known. Best effort, as `countClientFailure`. */
export function countDecline(limiters: DeclineLimiters, keys: DeclineKeys): ResultAsync<void, never> {
  const counts = [
    keys.clientKey === null ? null : limiters.rateLimiter.recordFailure(keys.clientKey),
    keys.orderId === null ? null : limiters.orderDeclines.recordFailure(keys.orderId),
    keys.cardFingerprint === null ? null : limiters.cardDeclines.recordFailure(keys.cardFingerprint),
  ].filter((count) => count !== null);
  return ResultAsync.combine(counts.map(decided)).map(() => undefined);
}
