import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { MemberAccounts } from '../../application/ports/member-accounts.port';
import { importMembers } from '../../application/server/roster/import-members.use-case';
import { actOnAccount, amendMember, viewMemberFile } from '../../application/server/roster/member-file.use-case';
import type { RosterDeps } from '../../application/server/roster/roster-deps';
import { ROSTER_PARAMS, type RosterParams } from '../../application/ports/officer-members-gateway.port';
import { exportRoster, viewRoster } from '../../application/server/roster/view-roster.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const WRITE_BODY_LIMIT_BYTES = 16 * 1024;
const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** A change of a record: the fields by name (text, or null to empty one) and why. */
const amendRequest = z.object({
  changes: z.record(z.string(), z.union([z.string().max(500, 'is too long.'), z.null()]), {
    error: 'changes must name the fields to change, each with its new text (or null to empty it).',
  }),
  reason: z.string({ error: 'Please give a reason for this change.' }).max(2000, 'The reason must be at most 500 characters.'),
});

/** A members' CSV as text, and whether the officer confirmed it (false: a dry run). */
const importRequest = z.object({
  csv: z.string({ error: 'csv must be the text of the file.' }).max(IMPORT_BODY_LIMIT_BYTES, 'The file is too large: at most 2 MB.'),
  confirm: z.boolean({ error: 'confirm must be true (write the rows) or false (a dry run).' }),
});

const signInRequest = z.object({ enabled: z.boolean({ error: 'enabled must be true (sign-in on) or false (sign-in off).' }) });

/** Officers' answers name people: never kept by a cache. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function rosterDeps(deps: AppDeps): RosterDeps {
  const accounts: MemberAccounts = deps.identity;
  return { roster: deps.roster ?? null, members: deps.members, accounts, clock: deps.clock, config: deps.config };
}

function paramsOf(c: Context<AppEnv>): RosterParams {
  return Object.fromEntries(ROSTER_PARAMS.flatMap((name) => (c.req.query(name) === undefined ? [] : [[name, c.req.query(name)]])));
}

/**
 * The member roster and a member's page (issue 18), under /officers. `GET /members?year=&q=&status=
 * &membership=&gradFrom=&gradTo=&sort=&dir=&page=&pageSize=` (viewRoster) answers a page with the
 * counts; `GET /members.csv?...` (exportRoster) every member of the same filter; `GET /members/:id`
 * (readAnyMember) the record, status, account and orders; `POST /members/import` `{ csv, confirm }`
 * (importMembers: a dry run, or the rows written); `PUT /members/:id` `{ changes, reason }`
 * (editDuesRecord at least; other fields updateAnyMember); `POST /members/:id/invite`
 * (inviteMember), `/reset-password` (resetMemberPassword), `/sign-in` `{ enabled }` (disableSignIn).
 * Each route refuses early with `allow`; the use case asks `authorizeActor` again. Writes are JSON
 * from our own site. Bad parameters answer 400 with a message per field.
 */
export function officerMemberRoutes(deps: AppDeps): Hono<AppEnv> {
  const roster = rosterDeps(deps);
  const write = [sameSiteJsonOnly(deps.config.publicUrl), limitBody(WRITE_BODY_LIMIT_BYTES)] as const;
  const account = (action: 'inviteMember' | 'resetMemberPassword') => (c: Context<AppEnv>) =>
    actOnAccount(roster, { actor: c.var.actor, id: c.req.param('id') ?? '', action }).match(
      (state) => c.json({ account: state }),
      (error) => refuse(c, error),
    );
  return new Hono<AppEnv>()
    .use('*', noStore)
    .get('/members', allow('viewRoster'), (c) =>
      viewRoster(roster, { actor: c.var.actor, params: paramsOf(c) }).match(
        (view) => c.json(view),
        (error) => refuse(c, error),
      ),
    )
    .get('/members.csv', allow('exportRoster'), (c) =>
      exportRoster(roster, { actor: c.var.actor, params: paramsOf(c) }).match(
        ({ csv, fileName }) =>
          c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` }),
        (error) => refuse(c, error),
      ),
    )
    .get('/members/:id', allow('readAnyMember'), (c) =>
      viewMemberFile(roster, { actor: c.var.actor, id: c.req.param('id') }).match(
        (file) => c.json(file),
        (error) => refuse(c, error),
      ),
    )
    .put('/members/:id', allow('editDuesRecord'), ...write, (c) =>
      jsonBody(c, amendRequest)
        .andThen((body) => amendMember(roster, { actor: c.var.actor, id: c.req.param('id'), changes: body.changes, reason: body.reason }))
        .match(
          (member) => c.json({ member }),
          (error) => refuse(c, error),
        ),
    )
    .post(
      '/members/import',
      allow('importMembers'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(IMPORT_BODY_LIMIT_BYTES + 1024),
      (c) =>
        jsonBody(c, importRequest)
          .andThen((body) => importMembers({ ...roster, ids: deps.ids }, { actor: c.var.actor, csv: body.csv, confirm: body.confirm }))
          .match(
            (report) => c.json(report),
            (error) => refuse(c, error),
          ),
    )
    .post('/members/:id/invite', allow('inviteMember'), ...write, account('inviteMember'))
    .post('/members/:id/reset-password', allow('resetMemberPassword'), ...write, account('resetMemberPassword'))
    .post('/members/:id/sign-in', allow('disableSignIn'), ...write, (c) =>
      jsonBody(c, signInRequest)
        .andThen((body) =>
          actOnAccount(roster, { actor: c.var.actor, id: c.req.param('id'), action: body.enabled ? 'enableSignIn' : 'disableSignIn' }),
        )
        .match(
          (state) => c.json({ account: state }),
          (error) => refuse(c, error),
        ),
    );
}
