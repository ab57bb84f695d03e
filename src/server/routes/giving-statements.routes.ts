import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { errAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { GivingStatementDeps, GivingStatementError } from '../../application/server/giving/giving-statement-deps';
import {
  givingStatementFile,
  sendGivingStatements,
  viewGivingStatements,
  type StatementFile,
} from '../../application/server/giving/giving-statements.use-case';
import {
  givingStatementByLink,
  ownGivingStatementFile,
  ownGivingYears,
} from '../../application/server/giving/own-giving-statements.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const SEND_BODY_BYTES = 1024;
const sendBody = z.object({ year: z.number({ error: 'Please choose a year such as 2026.' }).int() });

const NO_STATEMENTS = {
  type: 'Unavailable',
  message: "Giving statements need the server's own database and mail queue; this installation has none.",
} as const;

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** The statements' deps from the app's, or null where the wiring keeps no run record or mail queue. */
function givingStatementDeps(deps: AppDeps): GivingStatementDeps | null {
  const runs = deps.givingStatements?.runs ?? null;
  const queue = deps.mailQueue ?? null;
  if (runs === null || queue === null) return null;
  return {
    ledger: deps.ledger,
    events: deps.ticketing.events,
    settings: deps.chapterSettings,
    runs,
    queue,
    tokens: deps.ticketing.tokens,
    pdf: deps.pdf,
    clock: deps.clock,
    ids: deps.ids,
    config: { timeZone: deps.config.timeZone, publicUrl: deps.config.publicUrl },
  };
}

function withDeps<T>(
  deps: AppDeps,
  act: (giving: GivingStatementDeps) => ResultAsync<T, GivingStatementError>,
): ResultAsync<T, GivingStatementError | typeof NO_STATEMENTS> {
  const giving = givingStatementDeps(deps);
  return giving === null ? errAsync(NO_STATEMENTS) : act(giving);
}

function pdfAnswer(c: Context<AppEnv>, file: StatementFile) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
  });
}

/**
 * The treasurer's giving statements (issue 20), mounted at `/officers/giving-statements`:
 * - `GET /?year=2026` -> the year's donors, totals and runs (viewGivingStatements; no year: the last full one);
 * - `GET /:year/statement.pdf?donor=<e-mail>` -> that donor's statement (viewGivingStatements);
 * - `POST /send` `{ year }` -> `{ year, donors, queued, alreadyQueued }` ('Send all': sendGivingStatements, audited).
 */
export function officerGivingStatementRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', noStore, allow('viewGivingStatements'), (c) =>
      withDeps(deps, (giving) => viewGivingStatements(giving, c.var.actor, { year: c.req.query('year') ?? null })).match(
        (view) => c.json(view),
        (error) => refuse(c, error),
      ),
    )
    .get('/:year/statement.pdf', noStore, allow('viewGivingStatements'), (c) =>
      withDeps(deps, (giving) =>
        givingStatementFile(giving, c.var.actor, { year: c.req.param('year'), donor: c.req.query('donor') ?? '' }),
      ).match(
        (file) => pdfAnswer(c, file),
        (error) => refuse(c, error),
      ),
    )
    .post('/send', noStore, allow('sendGivingStatements'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(SEND_BODY_BYTES), (c) =>
      jsonBody(c, sendBody)
        .andThen((input) => withDeps(deps, (giving) => sendGivingStatements(giving, c.var.actor, input)))
        .match(
          (sent) => c.json(sent, 201),
          (error) => refuse(c, error),
        ),
    );
}

/**
 * A member's own statements (issue 20, viewOwnPayments), mounted at `/me/giving-statements`:
 * - `GET /` -> `{ years, startMonth }`: the years their own paid orders (by their e-mail) hold a gift;
 * - `GET /:year/statement.pdf` -> their own statement of that year (never another donor's).
 */
export function memberGivingStatementRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', noStore, allow('viewOwnPayments'), (c) =>
      withDeps(deps, (giving) => ownGivingYears(giving, c.var.actor)).match(
        (years) => c.json(years),
        (error) => refuse(c, error),
      ),
    )
    .get('/:year/statement.pdf', noStore, allow('viewOwnPayments'), (c) =>
      withDeps(deps, (giving) => ownGivingStatementFile(giving, c.var.actor, c.req.param('year'))).match(
        (file) => pdfAnswer(c, file),
        (error) => refuse(c, error),
      ),
    );
}

/**
 * A statement by the signed link of its mail, mounted at `/giving-statements`: `GET /:token` ->
 * the PDF (readGivingStatementByLink; no sign-in). A link changed or not ours answers 400, one
 * past its date 410: to a browser (Accept: text/html) as the plain sentence, else as JSON.
 */
export function givingStatementLinkRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:token', noStore, allow('readGivingStatementByLink'), (c) =>
    withDeps(deps, (giving) => givingStatementByLink(giving, c.var.actor, c.req.param('token'))).match(
      (file) => pdfAnswer(c, file),
      (error) => {
        // A person who clicked the link reads the sentence itself; a program gets the API's JSON problem.
        const reader = (c.req.header('Accept') ?? '').includes('text/html');
        if (reader && error.type === 'InvalidSignature') return c.text(error.message, 400);
        if (reader && error.type === 'Gone') return c.text(error.message, 410);
        return refuse(c, error);
      },
    ),
  );
}
