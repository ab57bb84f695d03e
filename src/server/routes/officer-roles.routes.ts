import { Hono } from 'hono';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { notFound, unavailable, type RepositoryError } from '../../application/ports/repository.errors';
import {
  chapterDate,
  grantRole,
  listRoleGrants,
  revokeRole,
  type RoleGrantDeps,
} from '../../application/server/officers/role-grants.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const text = z.string({ error: 'Please send text.' }).max(500, 'At most 500 characters.').default('');

const grantRequest = z.object({ email: text, role: text, event: text, endsOn: text });

/**
 * Whether an e-mail can sign in: an account of this server's identity service, or (where accounts
 * are another service's, as Cognito's in the aws wiring) a member record, every member's account being theirs.
 */
function accountExists(deps: AppDeps): (email: string) => ResultAsync<boolean, RepositoryError> {
  return (email) =>
    deps.identity
      .hasAccount(email)
      .mapErr(() => unavailable())
      .andThen((has) => (has ? okAsync(true) : deps.members.findByEmail(email).map((member) => member !== null)));
}

/**
 * The officers' roles (issue 18), mounted at /officers/roles, administrators only: `GET /`
 * (`{ grants, today, timeZone }`: every grant newest first, with its status), `POST /` (`{ email,
 * role, event, endsOn }`: a grant, 201; field errors 400), `POST /:id/revoke` (the grant revoked).
 * Writes come from our own origin as JSON; nothing here is cached.
 */
export function officerRoleRoutes(deps: AppDeps): Hono<AppEnv> {
  const ops: RoleGrantDeps = {
    roleGrants: deps.roleGrants,
    clock: deps.clock,
    ids: deps.ids,
    timeZone: deps.config.timeZone,
    accountExists: accountExists(deps),
  };
  const writes = [sameSiteJsonOnly(deps.config.publicUrl), limitBody(4 * 1024)] as const;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/', allow('viewRoles'), (c) =>
      listRoleGrants(ops, c.var.actor).match(
        (grants) => c.json({ grants, today: chapterDate(deps.clock, deps.config.timeZone), timeZone: deps.config.timeZone }),
        (error) => refuse(c, error),
      ),
    )
    .post('/', allow('grantRole'), ...writes, (c) =>
      jsonBody(c, grantRequest)
        .andThen((form) => grantRole(ops, c.var.actor, form))
        .match(
          (grant) => c.json({ grant }, 201),
          (error) => refuse(c, error),
        ),
    )
    .post('/:id/revoke', allow('revokeRole'), ...writes, (c) =>
      (c.req.param('id').length > 200 ? errAsync(notFound('That grant')) : revokeRole(ops, c.var.actor, c.req.param('id'))).match(
        (grant) => c.json({ grant }),
        (error) => refuse(c, error),
      ),
    );
}
