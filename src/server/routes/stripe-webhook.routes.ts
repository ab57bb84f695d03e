import { Hono } from 'hono';
import { okAsync } from 'neverthrow';
import { handlePaymentWebhook } from '../../application/backend/payments/handle-payment-webhook.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { limitBody } from '../json-body';
import type { PaymentClients } from '../payment-limits';

/** Stripe's events are a few KB; this bound only keeps a flood out. */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * `POST /stripe/webhook` (mounted under /stripe): the processor's event, verified on the RAW body
 * (read as text before anything parses it: the signature covers those exact bytes) with the
 * `Stripe-Signature` header. A bad or stale signature answers 400; an event already handled answers
 * 200 and changes nothing; an outage answers 503, so Stripe delivers the event again. A declined
 * attempt (a new `payment_failed` event) counts against the client that started the order, as the
 * simulator's declines do.
 */
export function stripeWebhookRoutes(deps: AppDeps, payers: PaymentClients): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/webhook', limitBody(WEBHOOK_BODY_LIMIT_BYTES), async (c) => {
    const rawBody = await c.req.text();
    const signatureHeader = c.req.header('Stripe-Signature') ?? '';
    return handlePaymentWebhook(deps, { rawBody, signatureHeader })
      .andThrough((outcome) => {
        const payer = outcome.outcome === 'failed' && outcome.orderId !== undefined ? payers.clientOf(outcome.orderId) : null;
        // Counting is best effort: the event itself was handled, and Stripe must not send it again.
        return payer === null ? okAsync(undefined) : deps.rateLimiter.recordFailure(payer).map(() => undefined).orElse(() => okAsync(undefined));
      })
      .match(
        (outcome) => c.json({ received: true, eventId: outcome.eventId, outcome: outcome.outcome }),
        (error) => errorResponse(c, error),
      );
  });
}
