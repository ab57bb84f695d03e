import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { attendeesCsv, attendeesCsvName } from '../../application/server/events/attendees-csv';
import { checkInTicket } from '../../application/server/events/check-in-ticket.use-case';
import { doorCounts } from '../../application/server/events/door-counts.use-case';
import { listAttendees } from '../../application/server/events/list-attendees.use-case';
import { searchAttendees } from '../../application/server/events/search-attendees.use-case';
import { showTicket } from '../../application/server/events/show-ticket.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, eventParam, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const CODE_OR_ID = 'Please scan a ticket or choose one from the search.';

/** `{ code }` (a QR code's text) or `{ ticketId }` (from the search), with the door's event when the page knows it. */
const checkInRequest = z
  .object({
    code: z.string({ error: CODE_OR_ID }).min(1, CODE_OR_ID).max(1000, 'This code is not a ticket of ours.').optional(),
    ticketId: z.string({ error: CODE_OR_ID }).min(1, CODE_OR_ID).max(200, CODE_OR_ID).optional(),
    event: z.string({ error: 'event is the slug of the event at the door.' }).max(80).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.ticketId === undefined), { message: CODE_OR_ID, path: ['code'] });

/**
 * The door (issue 17, point 6), under /ticketing. Administrators: `GET /admin/events/:slug/attendees`
 * (viewAttendees), `GET /admin/events/:slug/attendees.csv` (exportAttendees), `GET
 * /admin/events/:slug/search?q=` and `GET /admin/events/:slug/counts`, `POST /admin/check-in`
 * `{ code } | { ticketId }` with the door's `event` (checkInTickets; JSON from our own site, as
 * every admin write). Anyone holding a ticket's code: `GET /tickets/:code`. Nothing here is cached.
 */
/** Door answers name people and change by the minute: never kept by a cache. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

export function eventDoorRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/admin/events/:slug/attendees', noStore, allow('viewAttendees', eventParam('slug')), (c) =>
      listAttendees(deps, { actor: c.var.actor, slug: c.req.param('slug') }).match(
        (list) => c.json(list),
        (error) => refuse(c, error),
      ),
    )
    .get('/admin/events/:slug/attendees.csv', noStore, allow('exportAttendees', eventParam('slug')), (c) =>
      listAttendees(deps, { actor: c.var.actor, slug: c.req.param('slug') }, 'exportAttendees').match(
        (list) =>
          c.body(attendeesCsv(list.attendees), 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${attendeesCsvName(list.event.slug)}"`,
          }),
        (error) => refuse(c, error),
      ),
    )
    .get('/admin/events/:slug/search', noStore, allow('checkInTickets', eventParam('slug')), (c) =>
      searchAttendees(deps, { actor: c.var.actor, slug: c.req.param('slug'), text: c.req.query('q') ?? '' }).match(
        (tickets) => c.json({ tickets }),
        (error) => refuse(c, error),
      ),
    )
    .get('/admin/events/:slug/counts', noStore, allow('checkInTickets', eventParam('slug')), (c) =>
      doorCounts(deps, { actor: c.var.actor, slug: c.req.param('slug') }).match(
        (counts) => c.json(counts),
        (error) => refuse(c, error),
      ),
    )
    .post(
      '/admin/check-in',
      noStore,
      allow('checkInTickets', 'anyEvent'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(4 * 1024),
      (c) =>
        jsonBody(c, checkInRequest)
          .andThen((body) =>
            checkInTicket(deps, {
              actor: c.var.actor,
              ticket: body.code !== undefined ? { code: body.code } : { ticketId: body.ticketId ?? '' },
              eventSlug: body.event ?? null,
            }),
          )
          .match(
            (answer) => c.json(answer),
            (error) => refuse(c, error),
          ),
    )
    .get('/tickets/:code', noStore, allow('viewTicketedEvents'), (c) =>
      showTicket(deps, { code: c.req.param('code') }).match(
        (ticket) => c.json(ticket),
        (error) => refuse(c, error),
      ),
    );
}
