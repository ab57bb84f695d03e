import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { InMemoryRateLimiter } from '../../adapters/in-memory/in-memory-rate-limiter';
import { JOIN_WINDOW_SECONDS, JOINS_PER_WINDOW, joinWaitingList } from '../../application/server/events/join-waiting-list.use-case';
import { leaveWaitingList } from '../../application/server/events/leave-waiting-list.use-case';
import { offerWaitingListSeats, viewWaitingList } from '../../application/server/events/view-waiting-list.use-case';
import { viewOffer } from '../../application/server/events/waiting-list-offer.use-case';
import type { RateLimiter } from '../../application/ports/rate-limiter.port';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

/** A join's fields with room to spare. */
const WAITING_LIST_BODY_BYTES = 8 * 1024;

/** The join form as sent (the use case checks each field, with its words). */
const joinBody = z.object({
  typeId: z.string().max(100).nullable().default(null),
  name: z.string().max(1_000).default(''),
  email: z.string().max(1_000).default(''),
  partySize: z.number({ error: 'Party size must be a whole number.' }),
});
const leaveBody = z.object({ token: z.string({ error: 'The link is incomplete.' }).max(1_000) });

/** Per route, not `use('*')`: other '/ticketing' sub-apps (the public event pages) decide their own caching. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * The waiting list (issue 17, point 5), mounted under `/ticketing`:
 * - `POST /events/:slug/waiting-list` `{ typeId, name, email, partySize }` -> 201 `{ message }`
 *   (anyone; 5 places an hour per client and per address, 429 with the wait);
 * - `POST /waiting-list/leave` `{ token }` -> `{ message }` (the leave link's token);
 * - `GET /offers/:token` -> `{ eventSlug, name, seats, expiresAt }` (404 not ours, 410 expired or used);
 * - administrators: `GET /admin/events/:slug/waiting-list` -> `{ eventName, parties }` and
 *   `POST /admin/waiting-list/:id/offer` -> `{ party }` (an offer by hand).
 * Writes come from our own origin as JSON; every route names its action (the use case checks again).
 */
export function waitingListRoutes(
  deps: AppDeps,
  waitingListJoins: RateLimiter = new InMemoryRateLimiter(deps.clock, { failures: JOINS_PER_WINDOW, windowSeconds: JOIN_WINDOW_SECONDS }),
): Hono<AppEnv> {
  const writes = [sameSiteJsonOnly(deps.config.publicUrl), limitBody(WAITING_LIST_BODY_BYTES)] as const;
  const joining = { ...deps, waitingListJoins };
  return new Hono<AppEnv>()
    .post('/events/:slug/waiting-list', noStore, allow('joinWaitingList'), ...writes, (c) =>
      jsonBody(c, joinBody)
        .andThen((form) => joinWaitingList(joining, c.var.actor, { ...form, slug: c.req.param('slug'), clientKey: c.var.clientKey }))
        .match(
          (message) => c.json({ message }, 201),
          (error) => refuse(c, error),
        ),
    )
    .post('/waiting-list/leave', noStore, allow('leaveWaitingList'), ...writes, (c) =>
      jsonBody(c, leaveBody)
        .andThen(({ token }) => leaveWaitingList(deps, c.var.actor, token))
        .match(
          (message) => c.json({ message }),
          (error) => refuse(c, error),
        ),
    )
    .get('/offers/:token', noStore, allow('claimWaitingListOffer'), (c) =>
      viewOffer(deps, c.var.actor, c.req.param('token')).match(
        (offer) => c.json(offer),
        (error) => refuse(c, error),
      ),
    )
    .get('/admin/events/:slug/waiting-list', noStore, allow('viewWaitingList'), (c) =>
      viewWaitingList(deps, c.var.actor, c.req.param('slug')).match(
        (list) => c.json(list),
        (error) => refuse(c, error),
      ),
    )
    .post('/admin/waiting-list/:id/offer', noStore, allow('offerWaitingListSeats'), ...writes, (c) =>
      offerWaitingListSeats(deps, c.var.actor, c.req.param('id')).match(
        (party) => c.json({ party }),
        (error) => refuse(c, error),
      ),
    );
}
