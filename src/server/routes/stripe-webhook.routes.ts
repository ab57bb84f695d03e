import { Hono } from 'hono';
import { okAsync } from 'neverthrow';
import { countDecline } from '../../application/server/payments/card-testing';
import { handlePaymentWebhook, type WebhookOutcome } from '../../application/server/payments/handle-payment-webhook.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { limitBody } from '../json-body';
import type { PaymentClients } from '../payment-limits';

/** Stripe's events are a few KB; this bound only keeps a flood out. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * `POST /stripe/webhook` (mounted under /stripe): the processor's event, verified on the RAW body
 * (read as text before anything parses it: the signature covers those exact bytes) with the
 * `Stripe-Signature` header. A bad or stale signature answers 400; an event already handled answers
 * 200 and changes nothing; an outage answers 503, so Stripe delivers the event again. A declined
 * attempt (a new `payment_failed` event) counts against the client that started the order, the
 * order and the card's fingerprint (when Stripe gives one), as the simulator's declines do.
 */
export function stripeWebhookRoutes(deps: AppDeps, payers: PaymentClients): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/webhook', limitBody(WEBHOOK_BODY_LIMIT_BYTES), async (c) => {
    const rawBody = await c.req.text();
    const signatureHeader = c.req.header('Stripe-Signature') ?? '';
    return (
      handlePaymentWebhook(deps, { rawBody, signatureHeader })
        // Counting is best effort: the event itself was handled, and Stripe must not send it again.
        .andThrough((outcome) => countWebhookDecline(deps, payers, outcome))
        .match(
          (outcome) => c.json({ received: true, eventId: outcome.eventId, outcome: outcome.outcome }),
          (error) => errorResponse(c, error),
        )
    );
  });
}

/** A new decline reported by the processor, counted against the order's client, the order and the card. */
function countWebhookDecline(deps: AppDeps, payers: PaymentClients, outcome: WebhookOutcome) {
  const orderId = outcome.orderId;
  if (outcome.outcome !== 'failed' || orderId === undefined) return okAsync(undefined);
  return countDecline(deps, { clientKey: payers.clientOf(orderId), orderId, cardFingerprint: outcome.cardFingerprint ?? null });
}
