import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
import { auditRedactionMigration } from './migrations/0021-audit-redaction';
import { givingStatementsMigration } from './migrations/0020-giving-statements';
import { memberDirectoryMigration } from './migrations/0022-member-directory';
import { chapterSettingsMigration } from './migrations/0019-chapter-settings';

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
  '0021-audit-redaction': auditRedactionMigration,
  '0020-giving-statements': givingStatementsMigration,
  '0022-member-directory': memberDirectoryMigration,
  '0019-chapter-settings': chapterSettingsMigration,
};

export type MigrationError = { readonly type: 'MigrationFailed'; readonly message: string };

const staticProvider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/**
 * Brings the schema up to date; answers the names of the migrations it applied (none when the
 * schema was already current). The pending migrations run in one transaction on both databases
 * (DDL is transactional on SQLite and PostgreSQL), so a failure leaves the schema as it was.
 * Run it on every start, before the repositories are used.
 */
export function migrate<DB>(db: Kysely<DB>): ResultAsync<readonly string[], MigrationError> {
  const migrator = new Migrator({ db, provider: staticProvider });
  return ResultAsync.fromPromise(migrator.migrateToLatest(), failed).andThen(({ error, results }) =>
    error === undefined ? okAsync((results ?? []).map((result) => result.migrationName)) : errAsync(failed(error)),
  );
}

function failed(error: unknown): MigrationError {
  const reason = error instanceof Error ? error.message : String(error);
  return { type: 'MigrationFailed', message: `The database schema could not be brought up to date: ${reason}` };
}
