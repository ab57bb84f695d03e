import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { changeEventStatus } from '../../application/server/events/change-event-status.use-case';
import { copyEvent } from '../../application/server/events/copy-ticketed-event.use-case';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { EventAdminDeps } from '../../application/server/events/event-admin-deps';
import { offerFreedSeats } from '../../application/server/events/offer-freed-seats';
import { getEventForEditing, listAllEvents } from '../../application/server/events/list-all-events.use-case';
import { createTicketedEvent, updateTicketedEvent } from '../../application/server/events/save-ticketed-event.use-case';
import { canActor, UNAUTHORIZED, type Action } from '../../domain/access';
import { EVENT_STATUSES } from '../../domain/ticketed-events';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

/** The largest form: a long Markdown description and twenty ticket types, as JSON in any script. */
export const EVENT_FORM_BODY_BYTES = 256 * 1024;

// Shapes and outer bounds only: the domain's form check answers with the words shown beside each field.
const text = z.string({ error: 'Please send text.' }).max(50_000, 'At most 50000 characters.').default('');

const ticketTypeForm = z.object({
  id: text,
  name: text,
  description: text,
  price: text,
  memberPrice: text,
  capacity: text,
  perOrderMax: text,
  fairMarketValue: text,
  asksHolderName: z.boolean({ error: 'Please say whether each ticket asks for its holder’s name.' }).default(false),
  question: text,
  kind: z.enum(['ticket', 'sponsorship'], { error: 'Please choose a ticket or a sponsorship.' }).default('ticket'),
});

const eventForm = z.object({
  slug: text,
  name: text,
  start: text,
  end: text,
  venue: text,
  description: text,
  image: text,
  status: text,
  salesOpens: text,
  salesCloses: text,
  capacity: text,
  ticketTypes: z.array(ticketTypeForm, { error: 'Please add at least one ticket type.' }).max(100, 'Too many ticket types.'),
  descriptionTemplate: text,
  reminderHours: text,
});

const updateRequest = z.object({
  form: eventForm,
  updatedAt: z.string({ error: 'Please say which version of the event the edit started from.' }).min(1).max(100),
});

const statusRequest = z.object({
  status: z.enum(EVENT_STATUSES, { error: 'Please choose published, salesClosed or cancelled.' }),
});

const copyRequest = z.object({ slug: z.string({ error: 'Please give the new event an address.' }).max(200) });

/** Refuses early, before any body is read, whoever may take none of `actions` (the use case checks the one asked for). */
function allowAnyOf(actions: readonly Action[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!actions.some((action) => canActor(c.var.actor, action))) return refuse(c, UNAUTHORIZED);
    await next();
  };
}

/**
 * The event chair's work (issue 17, point 7), mounted at /ticketing/admin/events:
 * `GET /` (`{ events, timeZone }`: every event, drafts too, with seats sold and held, and the chapter's zone), `GET /:slug` (`{ event, updatedAt,
 * form, seats }`), `POST /` (the form: a new event), `PUT /:slug` (`{ form, updatedAt }`),
 * `POST /:slug/status` (`{ status }`: publish, close or reopen sales, cancel) and `POST /:slug/copy`
 * (`{ slug }`: a draft a year on). Each is its own access action, checked here before any body is
 * read (a visitor 401, a member 403) and again in the use case; writes come from our own origin as JSON.
 */
/**
 * More seats (a capacity raised), or sales reopened: the waiting list's first parties that fit are
 * offered them now rather than at the schedule's next minute. Best effort: the edit is saved either way.
 */
function offerSeatsFreed(deps: AppDeps, slug: string): ResultAsync<void, never> {
  return offerFreedSeats(deps, slug)
    .map(() => undefined)
    .orElse(() => okAsync(undefined));
}

export function eventAdminRoutes(deps: AppDeps): Hono<AppEnv> {
  const ops: EventAdminDeps = { events: deps.ticketing.events, clock: deps.clock, timeZone: deps.config.timeZone };
  const writes = [sameSiteJsonOnly(deps.config.publicUrl), limitBody(EVENT_FORM_BODY_BYTES)] as const;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/', allow('listAllTicketedEvents'), (c) =>
      listAllEvents(ops, { actor: c.var.actor }).match(
        (events) => c.json({ events, timeZone: deps.config.timeZone }),
        (error) => refuse(c, error),
      ),
    )
    .get('/:slug', allow('listAllTicketedEvents'), (c) =>
      getEventForEditing(ops, { actor: c.var.actor, slug: c.req.param('slug') }).match(
        (detail) => c.json(detail),
        (error) => refuse(c, error),
      ),
    )
    .post('/', allow('createTicketedEvent'), ...writes, (c) =>
      jsonBody(c, eventForm)
        .andThen((form) => createTicketedEvent(ops, { actor: c.var.actor, form }))
        .match(
          (detail) => c.json(detail, 201),
          (error) => refuse(c, error),
        ),
    )
    .put('/:slug', allow('updateTicketedEvent'), ...writes, (c) =>
      jsonBody(c, updateRequest)
        .andThen(({ form, updatedAt }) => updateTicketedEvent(ops, { actor: c.var.actor, slug: c.req.param('slug'), form, updatedAt }))
        .andThen((detail) => offerSeatsFreed(deps, c.req.param('slug')).map(() => detail))
        .match(
          (detail) => c.json(detail),
          (error) => refuse(c, error),
        ),
    )
    .post('/:slug/status', allowAnyOf(['publishTicketedEvent', 'closeTicketSales', 'cancelTicketedEvent']), ...writes, (c) =>
      jsonBody(c, statusRequest)
        .andThen(({ status }) => changeEventStatus(ops, { actor: c.var.actor, slug: c.req.param('slug'), status }))
        .andThen((detail) => offerSeatsFreed(deps, c.req.param('slug')).map(() => detail))
        .match(
          (detail) => c.json(detail),
          (error) => refuse(c, error),
        ),
    )
    .post('/:slug/copy', allow('createTicketedEvent'), ...writes, (c) =>
      jsonBody(c, copyRequest)
        .andThen(({ slug }) => copyEvent(ops, { actor: c.var.actor, slug: c.req.param('slug'), newSlug: slug }))
        .match(
          (detail) => c.json(detail, 201),
          (error) => refuse(c, error),
        ),
    );
}
