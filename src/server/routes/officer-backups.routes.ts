import { Hono } from 'hono';
import { viewBackups } from '../../application/server/backups/view-backups.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { problem, NOTHING_HERE } from '../http-errors';

/**
 * The officers' view of the backups (issue 21), mounted at /officers/backups: `GET /` answers
 * `{ every, timeZone, maxAgeHours, lastSucceeded, recent }` (BACKUP_EVERY, the chapter's TIME_ZONE,
 * HEALTH_BACKUP_MAX_HOURS as /healthz reads it, the last success, the latest runs with their
 * archive, size or failure). 404 where the server takes no backups (the host does: aws).
 */
export function officerBackupRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', allow('viewBackups'), (c) => {
    const backups = deps.backups;
    if (!backups) return problem(c, 404, NOTHING_HERE);
    c.header('Cache-Control', 'no-store');
    return viewBackups(backups, c.var.actor).match(
      (view) =>
        c.json({ every: backups.every, timeZone: deps.config.timeZone, maxAgeHours: deps.config.health.backupMaxAgeHours, ...view }),
      (error) => refuse(c, error),
    );
  });
}
