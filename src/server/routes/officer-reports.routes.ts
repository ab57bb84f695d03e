import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { TreasuryReportQuery } from '../../application/ports/treasury-report-gateway.port';
import { publishTreasuryReport } from '../../application/server/treasury/publish-treasury-report.use-case';
import { treasuryReportFile } from '../../application/server/treasury/treasury-report-file.use-case';
import { viewTreasuryReport } from '../../application/server/treasury/view-treasury-report.use-case';
import { CHAPTER } from '../../domain/site-texts';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const PUBLISH_BODY_BYTES = 1024;

/** The period's shape only; its rules (real days, in order) and their words are the domain's. */
const periodBody = z.object({ from: z.string().max(100).default(''), to: z.string().max(100).default('') });

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function periodQuery(query: Record<string, string>): TreasuryReportQuery {
  return { from: query.from, to: query.to };
}

/**
 * The treasurer's report (issue 18, item 7), mounted under `/officers/reports`:
 * - `GET /?from&to` -> the period's income and refunds by category and method, with net totals
 *   (viewTreasuryReport; no days: this month);
 * - `GET /report.csv?from&to`, `GET /report.pdf?from&to` -> the same as a file to save;
 * - `POST /publish` `{ from, to }` -> the PDF among the members' Treasury Reports, replacing the
 *   same period's earlier copy (publishTreasuryReport).
 */
export function officerReportRoutes(deps: AppDeps): Hono<AppEnv> {
  const files = { ...deps, issuer: CHAPTER };
  const download =
    (kind: 'csv' | 'pdf'): Handler<AppEnv> =>
    (c) =>
      treasuryReportFile(files, c.var.actor, periodQuery(c.req.query()), kind).match(
        (file) =>
          c.body(new Uint8Array(file.bytes), 200, {
            'Content-Type': file.contentType,
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
          }),
        (error) => refuse(c, error),
      );
  return new Hono<AppEnv>()
    .get('/', noStore, allow('viewTreasuryReport'), (c) =>
      viewTreasuryReport(deps, c.var.actor, periodQuery(c.req.query())).match(
        (report) => c.json(report),
        (error) => refuse(c, error),
      ),
    )
    .get('/report.csv', noStore, allow('viewTreasuryReport'), download('csv'))
    .get('/report.pdf', noStore, allow('viewTreasuryReport'), download('pdf'))
    .post(
      '/publish',
      noStore,
      allow('publishTreasuryReport'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(PUBLISH_BODY_BYTES),
      (c) =>
        jsonBody(c, periodBody)
          .andThen((period) => publishTreasuryReport(files, c.var.actor, period))
          .match(
            (published) => c.json(published, 201),
            (error) => refuse(c, error),
          ),
    );
}
