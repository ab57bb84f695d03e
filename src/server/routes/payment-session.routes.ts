import { Hono, type Context, type Handler } from 'hono';
import { confirmSimulatedPayment } from '../../application/server/payments/confirm-simulated-payment.use-case';
import { getOrderStatus } from '../../application/server/payments/get-order-status.use-case';
import { syncPayment } from '../../application/server/payments/sync-payment.use-case';
import { monthOf } from '../../application/ports/clock.port';
import type { CardSimulator } from '../../application/ports/payment-processor.port';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse, NOTHING_HERE, problem } from '../http-errors';
import { jsonBody } from '../json-body';
import { withMembershipAccount } from './membership-account';
import { parseForm } from './parse-form';
import { confirmBody, orderIdParam, statusQuery, syncBody } from './payment-schemas';

/**
 * POST /payment/confirm: charges the simulator's card (no card number is logged or kept) and answers
 * the receipt, with `account: 'existing'` for a membership whose e-mail already has an account.
 */
function confirm(deps: AppDeps, simulator: CardSimulator): Handler<AppEnv> {
  return async (c: Context<AppEnv>) =>
    jsonBody(c, confirmBody(monthOf(deps.clock)))
      .andThen((body) =>
        confirmSimulatedPayment(
          { ...deps, simulator },
          { orderId: body.orderId, clientSecret: body.clientSecret, card: body.card, billing: body.billing, clientKey: c.var.clientKey },
        ),
      )
      .andThen((receipt) => withMembershipAccount(deps, receipt))
      .match(
        (answer) => c.json(answer),
        (error) => errorResponse(c, error),
      );
}

/**
 * POST /payment/:orderId/sync: after Stripe.js confirmed the card, the server re-reads the intent and
 * settles the order now; the answer says `account: 'existing'` as the simulator's receipt does.
 */
function sync(deps: AppDeps): Handler<AppEnv> {
  return async (c: Context<AppEnv>) =>
    parseForm(orderIdParam, { orderId: c.req.param('orderId') })
      .asyncAndThen(({ orderId }) => jsonBody(c, syncBody).map((body) => ({ orderId, clientSecret: body.clientSecret })))
      .andThen((input) => syncPayment(deps, input))
      .andThen((view) => withMembershipAccount(deps, view))
      .match(
        (view) => c.json(view),
        (error) => errorResponse(c, error),
      );
}

/** GET /payment/:orderId/status?clientSecret=: the order as the payer may see it. */
function status(deps: AppDeps): Handler<AppEnv> {
  return async (c: Context<AppEnv>) =>
    parseForm(orderIdParam.extend(statusQuery.shape), { orderId: c.req.param('orderId'), clientSecret: c.req.query('clientSecret') })
      .asyncAndThen((input) => getOrderStatus(deps, input))
      .match(
        (view) => c.json(view),
        (error) => errorResponse(c, error),
      );
}

const notHere: Handler<AppEnv> = async (c) => problem(c, 404, NOTHING_HERE);

/**
 * The routes that need the payment's client secret: the simulator's confirmation (404 when Stripe
 * is configured: the card then goes to Stripe.js, never to us), the server-side settlement after
 * Stripe.js, and the order's status. A wrong secret and an unknown order answer alike (404).
 */
export function paymentSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const simulator = deps.simulator;
  return new Hono<AppEnv>()
    .post('/confirm', simulator === null ? notHere : confirm(deps, simulator))
    .post('/:orderId/sync', sync(deps))
    .get('/:orderId/status', status(deps));
}
