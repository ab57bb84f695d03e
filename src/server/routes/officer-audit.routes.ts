import { Hono, type Context } from 'hono';
import {
  auditPage,
  AUDIT_PAGE_SIZE,
  exportAuditLog,
  type AuditDeps,
  type AuditQuery,
} from '../../application/server/officers/audit-log.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';

/** The filter from the query string (each at most 254 characters; longer is cut, and then matches nothing). */
function queryOf(c: Context<AppEnv>): AuditQuery {
  const read = (name: string) => (c.req.query(name) ?? '').slice(0, 254);
  return {
    from: read('from'),
    to: read('to'),
    actor: read('actor'),
    action: read('action'),
    subjectKind: read('subjectKind'),
    subjectId: read('subjectId'),
  };
}

/** The page asked for, from 1; anything that is not a whole number is the first. */
function pageOf(c: Context<AppEnv>): number {
  const page = Number(c.req.query('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The audit log's reading side (issue 18, item 9), mounted at /officers/audit, administrators
 * only: `GET /` (`?from=&to=&actor=&action=&subjectKind=&subjectId=&page=`: `{ entries, total,
 * page, pageSize }`, newest first; dates are the chapter's days, both included) and `GET /export.csv`
 * (the same filter, every match). Only reads: no route anywhere changes or removes an entry.
 */
export function officerAuditRoutes(deps: AppDeps): Hono<AppEnv> {
  const ops: AuditDeps = { auditLog: deps.auditLog, timeZone: deps.config.timeZone };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/', allow('viewAuditLog'), (c) => {
      const page = pageOf(c);
      return auditPage(ops, c.var.actor, queryOf(c), page).match(
        (found) => c.json({ ...found, page, pageSize: AUDIT_PAGE_SIZE }),
        (error) => refuse(c, error),
      );
    })
    .get('/export.csv', allow('exportAuditLog'), (c) =>
      exportAuditLog(ops, c.var.actor, queryOf(c)).match(
        (csv) =>
          c.body(csv, 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log.csv"',
          }),
        (error) => refuse(c, error),
      ),
    );
}
