import { errAsync } from 'neverthrow';
import type { BackupLog } from '../../application/ports/backup-log.port';
import type { BackupsGateway, BackupSchedule } from '../../application/ports/backups-gateway.port';
import { viewBackups } from '../../application/server/backups/view-backups.use-case';
import type { Actor } from '../../domain/access';

/** What the server's backups give the page: their log, the schedule and the chapter's zone; null where the host backs up. */
export interface BackupsSource {
  readonly log: BackupLog;
  readonly every: BackupSchedule;
  readonly timeZone: string;
  readonly maxAgeHours: number;
}

const NOT_HERE = 'There is nothing here.';

/**
 * The officers' backups over the server's own use case and an in-memory log, as `actor()` (the UI
 * tests' fake): the same rules and words as GET /officers/backups, with no server between.
 */
export class InMemoryBackupsGateway implements BackupsGateway {
  readonly #source: () => BackupsSource | null;
  readonly #actor: () => Actor;

  constructor(source: () => BackupsSource | null, actor: () => Actor) {
    this.#source = source;
    this.#actor = actor;
  }

  overview() {
    const source = this.#source();
    if (source === null) return errAsync({ type: 'NotFound' as const, message: NOT_HERE });
    return viewBackups(source, this.#actor())
      .map((view) => ({ every: source.every, timeZone: source.timeZone, maxAgeHours: source.maxAgeHours, ...view }))
      .mapErr((error) =>
        error.type === 'Unavailable'
          ? { type: 'Unavailable' as const, message: error.message }
          : { type: 'Unauthorized' as const, message: error.message },
      );
  }
}
