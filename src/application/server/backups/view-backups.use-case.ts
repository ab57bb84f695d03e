import { errAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import type { BackupLog, BackupRun } from '../../ports/backup-log.port';

/** How many recent runs the officers' view lists. */
const BACKUP_RUNS_SHOWN = 30;

/** What officers with `viewBackups` see: the last success and the recent runs (with their sizes and failures), newest first. */
interface BackupsView {
  readonly lastSucceeded: BackupRun | null;
  readonly recent: readonly BackupRun[];
}

type ViewBackupsError = AccessError | { readonly type: 'Unavailable'; readonly message: string };

const UNAVAILABLE = 'The backups cannot be read just now. Please try again shortly.';

/** The backups' log as the officers' area shows it (`viewBackups`: the secretary and administrators). */
export function viewBackups(deps: { readonly log: BackupLog }, actor: Actor): ResultAsync<BackupsView, ViewBackupsError> {
  const allowed = authorizeActor(actor, 'viewBackups');
  if (allowed.isErr()) return errAsync(allowed.error);
  return ResultAsync.combine([deps.log.lastSucceeded(), deps.log.recent(BACKUP_RUNS_SHOWN)] as const)
    .map(([lastSucceeded, recent]) => ({ lastSucceeded, recent }))
    .mapErr(() => ({ type: 'Unavailable' as const, message: UNAVAILABLE }));
}
