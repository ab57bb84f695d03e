import { Hono, type MiddlewareHandler } from 'hono';
import { retryMail, viewOutgoingMail, viewSchedule, type OutgoingMailDeps } from '../../application/server/mail/outgoing-mail.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { problem, NOTHING_HERE } from '../http-errors';

/**
 * The officers' view of outgoing mail and of the schedule (issue 19), mounted at /officers:
 * `GET /mail/outgoing?status=&to=&keyPrefix=` (`{ deliveries, counts }`, newest first, never a
 * mail's text), `POST /mail/outgoing/:id/retry` (a failed mail queued again, audited) and
 * `GET /schedule` (`{ runs }`: the scheduled jobs' latest runs). 404 where the server has no queue.
 */
export function outgoingMailRoutes(deps: AppDeps): Hono<AppEnv> {
  // Per route, not `use('*')`: this app shares /officers with the roster's and the ledger's.
  const queued: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!deps.outgoingMail) return problem(c, 404, NOTHING_HERE);
    await next();
    c.header('Cache-Control', 'no-store');
  };
  const ops = (): OutgoingMailDeps => ({ ...(deps.outgoingMail as NonNullable<AppDeps['outgoingMail']>), clock: deps.clock });
  const read = (value: string | undefined) => (value ?? '').slice(0, 254);
  return new Hono<AppEnv>()
    .get('/mail/outgoing', queued, allow('viewOutgoingMail'), (c) =>
      viewOutgoingMail(ops(), c.var.actor, {
        status: read(c.req.query('status')),
        to: read(c.req.query('to')),
        keyPrefix: read(c.req.query('keyPrefix')),
      }).match(
        (page) => c.json(page),
        (error) => refuse(c, error),
      ),
    )
    .post('/mail/outgoing/:id/retry', queued, allow('retryMail'), sameSiteJsonOnly(deps.config.publicUrl), (c) =>
      retryMail(ops(), c.var.actor, c.req.param('id')).match(
        (delivery) => c.json({ delivery }),
        (error) => refuse(c, error),
      ),
    )
    .get('/schedule', queued, allow('viewOutgoingMail'), (c) =>
      viewSchedule(ops(), c.var.actor).match(
        (runs) => c.json({ runs }),
        (error) => refuse(c, error),
      ),
    );
}
