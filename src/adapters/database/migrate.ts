import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { initialMigration } from './migrations/0001-initial';
import { identityMigration } from './migrations/0002-identity';
import { identityLimitsMigration } from './migrations/0003-identity-limits';
import { siteTextsMigration } from './migrations/0004-site-texts';
import { newsCommitteesMigration } from './migrations/0005-news-committees';
import { ticketedEventsMigration } from './migrations/0006-ticketed-events';
import { orderRefundsMigration } from './migrations/0007-order-refunds';
import { signingKeysMigration } from './migrations/0008-signing-keys';
import { auditLogMigration } from './migrations/0009-audit-log';
import { roleGrantsMigration } from './migrations/0010-role-grants';
import { rosterMigration } from './migrations/0011-roster';
import { offlinePaymentsMigration } from './migrations/0012-offline-payments';
import { refundsMigration } from './migrations/0013-refunds';
import { mailQueueMigration } from './migrations/0016-mail-queue';
import { duesRemindersMigration } from './migrations/0017-dues-reminders';
import { memberEmailMigration } from './migrations/0018-member-email';
import { chapterSettingsMigration } from './migrations/0019-chapter-settings';
import { givingStatementsMigration } from './migrations/0020-giving-statements';
import { auditRedactionMigration } from './migrations/0021-audit-redaction';
import { memberDirectoryMigration } from './migrations/0022-member-directory';
import { backupRunsMigration } from './migrations/0023-backup-runs';

/**
 * Every migration, in order. Names sort as they run; Kysely records the applied ones in its
 * `kysely_migration` table and takes a lock, so two servers starting at once apply each once.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initialMigration,
  '0002-identity': identityMigration,
  '0003-identity-limits': identityLimitsMigration,
  '0004-site-texts': siteTextsMigration,
  '0005-news-committees': newsCommitteesMigration,
  '0006-ticketed-events': ticketedEventsMigration,
  '0007-order-refunds': orderRefundsMigration,
  '0008-signing-keys': signingKeysMigration,
  '0009-audit-log': auditLogMigration,
  '0010-role-grants': roleGrantsMigration,
  '0011-roster': rosterMigration,
  '0012-offline-payments': offlinePaymentsMigration,
  '0013-refunds': refundsMigration,
  '0016-mail-queue': mailQueueMigration,
  '0017-dues-reminders': duesRemindersMigration,
  '0018-member-email': memberEmailMigration,
  '0019-chapter-settings': chapterSettingsMigration,
  '0020-giving-statements': givingStatementsMigration,
  '0021-audit-redaction': auditRedactionMigration,
  '0022-member-directory': memberDirectoryMigration,
  '0023-backup-runs': backupRunsMigration,
};

export type MigrationError =
  | { readonly type: 'MigrationFailed'; readonly message: string }
  /** The database was migrated by a newer version of the site: this one stops before touching it. */
  | { readonly type: 'NewerDatabase'; readonly message: string; readonly unknown: readonly string[] };

const staticProvider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/** The migrations this version knows, in the order they run. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(MIGRATIONS).sort();

/** The names recorded in `kysely_migration` (none for a new database). */
function recordedMigrations<DB>(db: Kysely<DB>): ResultAsync<readonly string[], MigrationError> {
  return ResultAsync.fromPromise(
    (async () => {
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      if (!tables.some((table) => table.name === 'kysely_migration')) return [];
      const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      return rows.rows.map((row) => row.name);
    })(),
    failed,
  );
}

/** The refusal for a database that holds migrations this version does not know. */
function newerDatabase(unknown: readonly string[]): MigrationError {
  return {
    type: 'NewerDatabase',
    unknown,
    message:
      `The database was upgraded by a newer version of the site (migration ${unknown.join(', ')}, which this version does not know). ` +
      'Nothing was changed. Run the newer version again, or restore a backup made before the upgrade onto an empty data folder.',
  };
}

/**
 * Where the database stands: the migrations applied and those still to run. A database holding a
 * migration this version does not know (written by a newer version) is answered `NewerDatabase`.
 */
export function migrationState<DB>(
  db: Kysely<DB>,
): ResultAsync<{ readonly applied: readonly string[]; readonly pending: readonly string[] }, MigrationError> {
  return recordedMigrations(db).andThen((applied) => {
    const unknown = applied.filter((name) => !(name in MIGRATIONS));
    if (unknown.length > 0) return errAsync(newerDatabase(unknown));
    return okAsync({ applied, pending: KNOWN_MIGRATIONS.filter((name) => !applied.includes(name)) });
  });
}

/**
 * Brings the schema up to date; answers the names of the migrations it applied (none when the
 * schema was already current). The pending migrations run in one transaction on both databases
 * (DDL is transactional on SQLite and PostgreSQL), in name order, each recorded in
 * `kysely_migration` within it, so a failure leaves the schema as it was. A database a newer
 * version migrated is refused before anything runs (`NewerDatabase`).
 * Run it on every start, before the repositories are used.
 */
export function migrate<DB>(db: Kysely<DB>): ResultAsync<readonly string[], MigrationError> {
  return migrationState(db).andThen(() => {
    const migrator = new Migrator({ db, provider: staticProvider });
    return ResultAsync.fromPromise(migrator.migrateToLatest(), failed).andThen(outcome);
  });
}

/** Brings a database (a new one, for a restore) up to `name` exactly, running nothing after it. */
export function migrateTo<DB>(db: Kysely<DB>, name: string): ResultAsync<readonly string[], MigrationError> {
  if (!(name in MIGRATIONS)) return errAsync(newerDatabase([name]));
  return migrationState(db).andThen(() => {
    const migrator = new Migrator({ db, provider: staticProvider });
    return ResultAsync.fromPromise(migrator.migrateTo(name), failed).andThen(outcome);
  });
}

function outcome({ error, results }: MigrationResultSet): ResultAsync<readonly string[], MigrationError> {
  return error === undefined ? okAsync((results ?? []).map((result) => result.migrationName)) : errAsync(failed(error));
}

function failed(error: unknown): MigrationError {
  const reason = error instanceof Error ? error.message : String(error);
  return { type: 'MigrationFailed', message: `The database schema could not be brought up to date: ${reason}` };
}
