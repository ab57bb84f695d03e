import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { startPayLinkPayment, viewPayLink, type PayLinkDeps } from '../../application/server/reminders/pay-dues-by-link.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';
import { limitCheckout, limitPaymentStarts } from '../payment-limits';

const BODY_BYTES = 4 * 1024;

const token = z.string({ error: 'The link is incomplete.' }).min(1, 'The link is incomplete.').max(600, 'The link is incomplete.');
const paymentBody = z.object({ token, idempotencyKey: z.string().min(1).max(255) });

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function payLinkDeps(deps: AppDeps): PayLinkDeps {
  return { ...deps, tokens: deps.ticketing.tokens, config: deps.config };
}

/**
 * A dues reminder's pay link (issue 19, payDuesByLink: the signed link is the authority, nobody
 * signs in), mounted at `/dues-link`:
 * - `GET /?t=<token>` -> `{ name, year, amount, description }` (400 altered, 410 expired, 409 paid already);
 * - `POST /payment` `{ token, idempotencyKey }` -> `{ clientSecret, orderId, amount, description }`: the
 *   dues payment the link names, priced by the server; then the card goes to `POST /payment/confirm`
 *   (simulator) or Stripe.js and `POST /payment/:orderId/sync`, as for every payment. Limited like
 *   `POST /payment`: per client (declines and starts) and per member (their e-mail's starts).
 */
export function duesLinkRoutes(deps: AppDeps): Hono<AppEnv> {
  const links = payLinkDeps(deps);
  return new Hono<AppEnv>()
    .use('*', noStore)
    .get('/', (c) =>
      viewPayLink(links, c.var.actor, c.req.query('t') ?? '').match(
        (view) => c.json(view),
        (error) => refuse(c, error),
      ),
    )
    .post(
      '/payment',
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(BODY_BYTES),
      limitPaymentStarts(deps.rateLimiter, deps.paymentStarts),
      (c) =>
        jsonBody(c, paymentBody)
          .andThen((input) =>
            startPayLinkPayment(links, c.var.actor, input, (member) =>
              limitCheckout(deps.paymentStarts, { accountId: null, emails: [member.email] }),
            ),
          )
          .match(
            (session) =>
              c.json({
                clientSecret: session.clientSecret,
                orderId: session.orderId,
                amount: session.amount,
                description: session.description,
              }),
            (error) => refuse(c, error),
          ),
    );
}
