import { Hono } from 'hono';
import { publicEvents } from '../../application/server/events/view-public-events.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';

/**
 * Ticketed events' public reads, under /ticketing: `GET /events` (`{ events }`, every event that is
 * not a draft, earliest first) and `GET /events/:slug` (the event's page for this caller; 404
 * `The event was not found.` for an unknown slug, and for a draft unless an administrator asks).
 * Seats change with every sale and prices with the caller, so nothing here is stored by anyone.
 */
export function ticketedEventRoutes(deps: AppDeps): Hono<AppEnv> {
  const events = publicEvents(deps);
  return new Hono<AppEnv>()
    .get('/events', allow('viewTicketedEvents'), (c) => {
      c.header('Cache-Control', 'no-store');
      return events.list({ actor: c.var.actor }).match(
        (list) => c.json({ events: list }),
        (error) => refuse(c, error),
      );
    })
    .get('/events/:slug', allow('viewTicketedEvents'), (c) => {
      c.header('Cache-Control', 'no-store');
      return events.view({ actor: c.var.actor, slug: c.req.param('slug') }).match(
        (event) => c.json(event),
        (error) => refuse(c, error),
      );
    });
}
