import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { createPayment, type CreatePaymentInput } from '../../application/server/payments/create-payment.use-case';
import { unavailable, type Unavailable } from '../../application/server/payments/payments.errors';
import type { PayingActor } from '../../application/server/payments/resolve-checkout';
import { dateIn } from '../../application/ports/clock.port';
import { coveredDuesYears } from '../../domain/membership';
import type { Order } from '../../domain/pricing';
import type { AppDeps } from '../app-deps';
import type { AppEnv, RequestActor } from '../app-env';
import { sameSiteJsonOnly } from '../csrf';
import { errorResponse } from '../http-errors';
import { jsonBody, limitBody } from '../json-body';
import { limitCheckout, limitPaymentStarts, PaymentClients, type CheckoutParties } from '../payment-limits';
import type { RequestError } from '../request-errors';
import { paymentBody, type PaymentBody } from './payment-schemas';
import { paymentSessionRoutes } from './payment-session.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** A checkout body holds an order, a contact and an application: 32 KB is far more than any needs. */
const PAYMENT_BODY_LIMIT_BYTES = 32 * 1024;

/** Answers that carry a client secret are never cached, by the browser or by anything between. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function invalidKey(message: string): RequestError {
  return { type: 'InvalidBody', message, fields: { idempotencyKey: message } };
}

/** The checkout's idempotency key: the `Idempotency-Key` header, or the body's `idempotencyKey`; both must agree. */
function idempotencyKeyOf(header: string | undefined, body: PaymentBody): Result<string, RequestError> {
  const fromHeader = header?.trim();
  const key = fromHeader || body.idempotencyKey?.trim();
  if (!key)
    return err(invalidKey('A payment needs an Idempotency-Key header: one new key per checkout, the same key when it is sent again.'));
  if (key.length > 255) return err(invalidKey('The Idempotency-Key must be at most 255 characters.'));
  if (fromHeader && body.idempotencyKey !== undefined && body.idempotencyKey.trim() !== fromHeader) {
    return err(invalidKey('The Idempotency-Key header and the body’s idempotencyKey differ.'));
  }
  return ok(key);
}

/** Who pays: for dues and the upgrade, the signed-in member's record is found by their e-mail; nobody else needs one. */
function payingActor(deps: AppDeps, actor: RequestActor, item: Order['item']): ResultAsync<PayingActor, Unavailable> {
  const base: PayingActor = { role: actor.role, email: actor.email, memberId: null };
  if ((item !== 'dues' && item !== 'upgrade') || actor.email === null) return okAsync(base);
  return deps.members
    .findByEmail(actor.email)
    .mapErr(unavailable)
    .map((member) => ({ ...base, memberId: member?.id ?? null }));
}

/** The parsed body as the use case takes it. The use case checks what the schema left open (plans, types, contact rules). */
function checkoutOf(body: PaymentBody, key: string, actor: PayingActor): CreatePaymentInput {
  const order = body.order;
  // The spec's sponsor page sends the students' names as `students`.
  const withNames =
    order.item === 'sponsor-cookout-2024' && !order.studentNames?.trim() ? { ...order, studentNames: body.students ?? '' } : order;
  return {
    order: withNames as Order,
    contact: body.contact,
    ...(body.application ? { application: { ...body.application, gradYear: body.application.gradYear ?? null } } : {}),
    ...(body.amount === undefined ? {} : { clientAmount: body.amount }),
    idempotencyKey: key,
    ...(body.offerToken === undefined ? {} : { offerToken: body.offerToken }),
    actor,
  };
}

/** Who the checkout counts against besides the client: the signed-in account, the contact's and the new member's e-mails. */
function partiesOf(actor: RequestActor, body: PaymentBody): CheckoutParties {
  return { accountId: actor.userId, emails: [body.contact.email ?? '', body.application?.email ?? ''] };
}

/**
 * POST /payment: limited per account and e-mail (payment-limits.ts), then prices and records the
 * order, opens one intent for it, answers the session (and remembers who started it).
 */
function startPayment(deps: AppDeps, payers: PaymentClients) {
  return async (c: Context<AppEnv>) =>
    jsonBody(c, paymentBody)
      .andThen((body) => idempotencyKeyOf(c.req.header('Idempotency-Key'), body).map((key) => ({ body, key })))
      .andThrough(({ body }) => limitCheckout(deps.paymentStarts, partiesOf(c.var.actor, body)))
      .andThen(({ body, key }) => payingActor(deps, c.var.actor, body.order.item).map((actor) => checkoutOf(body, key, actor)))
      .andThen((input) => createPayment(deps, input))
      .match(
        (session) => {
          payers.remember(session.orderId, c.var.clientKey);
          return c.json({
            clientSecret: session.clientSecret,
            orderId: session.orderId,
            amount: session.amount,
            description: session.description,
          });
        },
        (error) => errorResponse(c, error),
      );
}

/**
 * GET /payment/config: how the browser takes a card. `simulator` (the card goes to
 * POST /payment/confirm) or `stripe` with the publishable key (Stripe.js takes the card). The
 * publishable key is public by design; the secret and webhook keys never leave the server.
 */
function paymentConfigAnswer(stripe: AppDeps['config']['stripe']): PaymentConfigAnswer {
  return stripe === null ? { mode: 'simulator' } : { mode: 'stripe', publishableKey: stripe.publishableKey };
}

/** The body of GET /payment/config. */
type PaymentConfigAnswer = { readonly mode: 'simulator' } | { readonly mode: 'stripe'; readonly publishableKey: string };

/**
 * Payments (mounted at / by createApp):
 * - `GET /payment/config` says whether cards go to the simulator or to Stripe.js (and its key);
 * - `GET /payment/dues-years` says which dues years a payment made today covers (the server's clock
 *   and DUES_CUTOFF, by the domain's `coveredDuesYears`): `{ annualMembership, dues }`;
 * - `POST /payment` opens a payment for an order the server prices (see payment-schemas.ts);
 * - `POST /payment/confirm`, `POST /payment/:orderId/sync`, `GET /payment/:orderId/status`
 *   (payment-session.routes.ts) charge with the simulator, settle after Stripe.js, read the order;
 * - `POST /stripe/webhook` takes the processor's signed events (stripe-webhook.routes.ts).
 * Requests under /payment are JSON from our own origin, at most 32 KB, and never cached. Starting
 * a payment is limited per client (payment-limits.ts); declines the webhook reports are counted
 * against the client that started the order.
 */
export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const payers = new PaymentClients();
  const payments = new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', sameSiteJsonOnly(deps.config.publicUrl))
    .use('*', limitBody(PAYMENT_BODY_LIMIT_BYTES))
    .get('/config', (c) => c.json(paymentConfigAnswer(deps.config.stripe)))
    .get('/dues-years', (c) => c.json(coveredDuesYears(dateIn(deps.clock.now(), deps.config.timeZone), deps.config.duesCutoff)))
    .post('/', limitPaymentStarts(deps.rateLimiter, deps.paymentStarts), startPayment(deps, payers))
    .route('/', paymentSessionRoutes(deps));
  return new Hono<AppEnv>().route('/payment', payments).route('/stripe', stripeWebhookRoutes(deps, payers));
}
