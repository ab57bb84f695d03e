import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { cancelTicketOrder, refundEventOrders } from '../../application/server/events/cancel-ticket-order.use-case';
import { listEventOrders, orderView } from '../../application/server/events/list-event-orders.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, eventParam, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const CANCEL_BODY_BYTES = 8 * 1024;
const cancelBody = z.object({ reason: z.string().max(2_000).default('') });

/** Per route, not `use('*')`: other '/ticketing' sub-apps (the public event pages) decide their own caching. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * An event's orders for its chair, mounted under `/ticketing` (administrators only):
 * - `GET /admin/events/:slug/orders` -> `{ eventName, orders }` (every status, oldest first);
 * - `POST /admin/orders/:orderId/cancel` `{ reason }` -> `{ order, refunded, offered }`: refunded in
 *   full through the processor, its tickets voided, its seats offered to the waiting list (a
 *   repeat refunds nothing twice);
 * - `POST /admin/events/:slug/refund-all` `{ reason }` -> `{ refunded, amount, failed }`: every paid
 *   order of a cancelled event refunded the same way, one after the other (409 for an event not cancelled).
 */
export function eventOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  // A refund's guards, before its body is read: the chair's action, same-site JSON, a small body.
  const refund = [allow('cancelTicketOrder'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(CANCEL_BODY_BYTES)] as const;
  return new Hono<AppEnv>()
    .get('/admin/events/:slug/orders', noStore, allow('viewAttendees', eventParam('slug')), (c) =>
      listEventOrders(deps, c.var.actor, c.req.param('slug')).match(
        (list) => c.json(list),
        (error) => refuse(c, error),
      ),
    )
    .post('/admin/orders/:orderId/cancel', noStore, ...refund, (c) =>
      jsonBody(c, cancelBody)
        .andThen(({ reason }) => cancelTicketOrder(deps, c.var.actor, { orderId: c.req.param('orderId'), reason }))
        .match(
          ({ order, refunded, offered }) => c.json({ order: orderView(order), refunded, offered }),
          (error) => refuse(c, error),
        ),
    )
    .post('/admin/events/:slug/refund-all', noStore, ...refund, (c) =>
      jsonBody(c, cancelBody)
        .andThen(({ reason }) => refundEventOrders(deps, c.var.actor, { slug: c.req.param('slug'), reason }))
        .match(
          (refunds) => c.json(refunds),
          (error) => refuse(c, error),
        ),
    );
}
