import { Hono, type MiddlewareHandler } from 'hono';
import { errAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { ReminderDeps } from '../../application/server/reminders/reminder-deps';
import { saveReminderSettings, sendRemindersNow, viewReminders } from '../../application/server/reminders/manage-dues-reminders.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const BODY_BYTES = 8 * 1024;

const settingsBody = z.object({ enabled: z.boolean({ error: 'Please say whether the schedule is on.' }), offsets: z.string().max(200) });
const sendNowBody = z.object({
  year: z.number({ error: 'Please choose a dues year.' }).int(),
  offset: z.number({ error: 'Please choose one of the schedule’s reminder dates.' }).int(),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

const NO_REMINDERS = {
  type: 'Unavailable',
  message: "Dues reminders need the server's own database and mail queue; this installation has none.",
} as const;

/** The reminders' deps from the app's, or Unavailable where the wiring has none. */
export function reminderDeps(deps: AppDeps): ReminderDeps | null {
  const reminders = deps.duesReminders ?? null;
  if (reminders === null) return null;
  return {
    reminders: reminders.store,
    queue: reminders.queue,
    tokens: deps.ticketing.tokens,
    clock: deps.clock,
    ids: deps.ids,
    config: { timeZone: deps.config.timeZone, publicUrl: deps.config.publicUrl, duesLinkDays: reminders.linkDays },
  };
}

function withDeps<T, E>(deps: AppDeps, act: (reminders: ReminderDeps) => ResultAsync<T, E>): ResultAsync<T, E | typeof NO_REMINDERS> {
  const reminders = reminderDeps(deps);
  return reminders === null ? errAsync(NO_REMINDERS) : act(reminders);
}

/**
 * The officers' dues reminders (issue 19, manageDuesReminders), mounted at `/officers/reminders`:
 * - `GET /` -> `{ settings, today, next, runs }` (the schedule, the preview of the next reminders, the runs);
 * - `PUT /settings` `{ enabled, offsets: '-30, 0, +30, +60' }` -> `{ settings }` (audited);
 * - `POST /send` `{ year, offset }` -> `{ year, offset, mailed }` ('Send now', audited).
 */
export function duesReminderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', noStore, allow('manageDuesReminders'), (c) =>
      withDeps(deps, (reminders) => viewReminders(reminders, c.var.actor)).match(
        (view) => c.json(view),
        (error) => refuse(c, error),
      ),
    )
    .put('/settings', noStore, allow('manageDuesReminders'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(BODY_BYTES), (c) =>
      jsonBody(c, settingsBody)
        .andThen((input) => withDeps(deps, (reminders) => saveReminderSettings(reminders, c.var.actor, input)))
        .match(
          (settings) => c.json({ settings }),
          (error) => refuse(c, error),
        ),
    )
    .post('/send', noStore, allow('manageDuesReminders'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(BODY_BYTES), (c) =>
      jsonBody(c, sendNowBody)
        .andThen((input) => withDeps(deps, (reminders) => sendRemindersNow(reminders, c.var.actor, input)))
        .match(
          ({ slot, mailed }) => c.json({ year: slot.year, offset: slot.offset, mailed }, 201),
          (error) => refuse(c, error),
        ),
    );
}
