import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { PREFERENCES_PAGE } from '../../application/ports/mail-preferences.port';
import {
  changeMailPreferences,
  unsubscribeByLink,
  viewMailPreferences,
  type MailPreferencesDeps,
} from '../../application/server/member-email/mail-preferences.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { errorResponse } from '../http-errors';
import { jsonBody, limitBody } from '../json-body';

const PREFERENCES_BODY_BYTES = 2 * 1024;

const preferencesBody = z.object({
  token: z.string().max(2_000).nullable().default(null),
  reminders: z.boolean(),
  newsletters: z.boolean(),
});

/** RFC 8058: the one-click POST carries exactly this field, form-encoded (or as multipart form data). */
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const NOT_ONE_CLICK = {
  type: 'InvalidBody',
  message: `An unsubscribe by one click must send the form field ${ONE_CLICK}.`,
  fields: { 'List-Unsubscribe': 'must be One-Click' },
} as const;

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function preferencesDeps(deps: AppDeps): MailPreferencesDeps {
  return { mailPreferences: deps.mailPreferences ?? null, ticketing: deps.ticketing, clock: deps.clock };
}

/**
 * Mail preferences (issue 19, item 5), mounted under `/mail`:
 * - `POST /unsubscribe?t=<token>&list=<list>` with the form body `List-Unsubscribe=One-Click` ->
 *   200 `{ message, email, receives }`: the mail provider's one-click unsubscribe (RFC 8058). The one
 *   write of this server with no session, no JSON and no same-origin check: a mail provider sends
 *   it from its own servers, and the signed link (never expiring, naming one address) is the authority.
 * - `GET /unsubscribe?t=&list=` -> 303 to the preferences page, which asks before acting (mail
 *   scanners follow every GET; a GET changes nothing).
 * - `GET /preferences?t=` -> `{ email, receives }` for the link's address, or without `t` the
 *   signed-in person's own; `POST /preferences` `{ token, reminders, newsletters }` changes them
 *   (JSON from our own origin, as every other write).
 */
export function mailPreferencesRoutes(deps: AppDeps): Hono<AppEnv> {
  const preferences = preferencesDeps(deps);
  return new Hono<AppEnv>()
    .post('/unsubscribe', noStore, allow('changeMailPreferences'), limitBody(PREFERENCES_BODY_BYTES), async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (form['List-Unsubscribe'] !== 'One-Click') return errorResponse(c, NOT_ONE_CLICK);
      return unsubscribeByLink(preferences, c.var.actor, c.req.query('t') ?? '', c.req.query('list') ?? '').match(
        (view) => c.json({ message: 'You have been unsubscribed.', ...view }),
        (error) => refuse(c, error),
      );
    })
    .get('/unsubscribe', noStore, (c) => {
      const target = new URLSearchParams({ t: c.req.query('t') ?? '', leave: c.req.query('list') ?? '' });
      return c.redirect(`${PREFERENCES_PAGE}?${target.toString()}`, 303);
    })
    .get('/preferences', noStore, allow('changeMailPreferences'), (c) =>
      viewMailPreferences(preferences, c.var.actor, c.req.query('t') ?? null).match(
        (view) => c.json(view),
        (error) => refuse(c, error),
      ),
    )
    .post(
      '/preferences',
      noStore,
      allow('changeMailPreferences'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(PREFERENCES_BODY_BYTES),
      (c) =>
        jsonBody(c, preferencesBody)
          .andThen(({ token, reminders, newsletters }) =>
            changeMailPreferences(preferences, c.var.actor, token, { reminders, newsletters }),
          )
          .match(
            (view) => c.json(view),
            (error) => refuse(c, error),
          ),
    );
}
