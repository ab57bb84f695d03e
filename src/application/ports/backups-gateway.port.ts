import type { ResultAsync } from 'neverthrow';
import type { BackupRun } from './backup-log.port';

/** How often the server backs itself up (BACKUP_EVERY), or null when only `npm run backup` makes them. */
export type BackupSchedule = 'day' | 'hour' | null;

/** The officers' view of the backups: the schedule, the chapter's zone, the last success and the latest runs, newest first. */
export interface BackupsOverview {
  readonly every: BackupSchedule;
  /** The chapter's time zone (TIME_ZONE), in which the page shows the runs' times. */
  readonly timeZone: string;
  /** HEALTH_BACKUP_MAX_HOURS: a last success older than this is a warning, as on /healthz (0: never). */
  readonly maxAgeHours: number;
  readonly lastSucceeded: BackupRun | null;
  readonly recent: readonly BackupRun[];
}

export type BackupsGatewayError =
  | { readonly type: 'Unauthorized'; readonly message: string }
  /** This server takes no backups of its own: the host backs the data up. */
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The officers' backups page in the browser (issue 21; the secretary and administrators). */
export interface BackupsGateway {
  overview(): ResultAsync<BackupsOverview, BackupsGatewayError>;
}
