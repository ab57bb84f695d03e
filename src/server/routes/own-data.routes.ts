import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  deleteOwnAccount,
  exportOwnData,
  requestAccountDeletionCode,
  type OwnDataDeps,
} from '../../application/server/own-data/own-data.use-case';
import { ownDataCsv } from '../../application/server/own-data/own-data-csv';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { limitFailuresPerClient, limitPerClient } from '../auth-limits';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';
import { sessionCookies } from '../session-cookies';

const CODE_BODY_BYTES = 1024;

const deletionBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function ownDataDeps(deps: AppDeps): OwnDataDeps {
  return { ownData: deps.ownData ?? null, codes: deps.identity, admins: deps.config.admins, clock: deps.clock, ids: deps.ids };
}

/** `my-data-2026-11-26.json`: the day the file was made, in the name. */
function fileName(deps: AppDeps, extension: 'json' | 'csv'): string {
  return `my-data-${new Date(deps.clock.now()).toISOString().slice(0, 10)}.${extension}`;
}

/**
 * A member's own data (issue 20), mounted under `/me`:
 * - `GET /data.json`, `GET /data.csv` -> everything the site holds about the signed-in person, as a file (exportOwnData);
 * - `POST /account/deletion-code` -> e-mails the code that confirms a deletion (limited per client
 *   like /auth's mail, and per account by the identity service);
 * - `POST /account/delete` `{ code }` -> deletes the account and the personal data, ends every session
 *   and clears this browser's session cookies (wrong codes counted per client and per account).
 * Where the server holds no database of accounts and members (the aws wiring) each answers 503.
 */
export function ownDataRoutes(deps: AppDeps): Hono<AppEnv> {
  const own = ownDataDeps(deps);
  const cookies = sessionCookies(deps.config.publicUrl, deps.clock);
  return new Hono<AppEnv>()
    .get('/data.json', noStore, allow('exportOwnData'), (c) =>
      exportOwnData(own, c.var.actor).match(
        (data) =>
          c.body(JSON.stringify({ exportedAt: new Date(deps.clock.now()).toISOString(), ...data }, null, 2), 200, {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': `attachment; filename="${fileName(deps, 'json')}"`,
          }),
        (error) => refuse(c, error),
      ),
    )
    .get('/data.csv', noStore, allow('exportOwnData'), (c) =>
      exportOwnData(own, c.var.actor).match(
        (data) =>
          c.body(ownDataCsv(data), 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${fileName(deps, 'csv')}"`,
          }),
        (error) => refuse(c, error),
      ),
    )
    .post(
      '/account/deletion-code',
      noStore,
      allow('deleteOwnAccount'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitPerClient(deps.authLimits.mail),
      (c) =>
        requestAccountDeletionCode(own, c.var.actor).match(
          (delivery) => c.json({ codeDelivery: delivery }),
          (error) => refuse(c, error),
        ),
    )
    .post(
      '/account/delete',
      noStore,
      allow('deleteOwnAccount'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitFailuresPerClient(deps.authLimits.failures),
      limitBody(CODE_BODY_BYTES),
      (c) =>
        jsonBody(c, deletionBody)
          .andThen(({ code }) => deleteOwnAccount(own, c.var.actor, code))
          .match(
            () => {
              cookies.clearAll(c);
              return c.json({ deleted: true });
            },
            (error) => refuse(c, error),
          ),
    );
}
