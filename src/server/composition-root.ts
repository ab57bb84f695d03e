import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { Database } from '../adapters/database/database';
import { migrate, type MigrationError } from '../adapters/database/migrate';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import { selfHostedModule, type RuntimeOptions } from './wiring/self-hosted.module';
import { TOKENS, type MailDelivery } from './wiring/tokens';
import { Scheduler } from '../application/server/scheduling/scheduler';
import { scheduledJobs } from './scheduled-jobs';
import { backupBeforeUpgrade, serverBackups, type Backups } from './backups';
import { databaseConfigOf } from './wiring/self-hosted.module';
import type { DatabaseConfig } from '../adapters/database/database';
import { SqlBackupLog } from '../adapters/database/sql-backup-log';
import { CryptoIds } from '../adapters/crypto/crypto-ids';
import { systemClock } from '../adapters/system/system-clock';

/** How the Stripe client is made (scripts and tests point it at a local fake). */
export type { StripeFactory } from './wiring/self-hosted.module';

/** What the server runs on: the app's dependencies, its database (to close), and the migrations this start applied. */
export interface ComposedServer {
  readonly deps: AppDeps;
  readonly database: Database;
  readonly dataDir: string;
  readonly migrated: readonly string[];
  /** The backup written before this start's migrations ran (a database with data), or null. */
  readonly upgradeBackup: string | null;
  /** The mail queue and its worker (main.ts runs the worker; the Lambda drains it on its schedule). */
  readonly mail: MailDelivery;
  /** The scheduled jobs (scheduled-jobs.ts) over `job_runs`, in the chapter's time zone. */
  readonly scheduler: Scheduler;
}

/**
 * The server's composition root. A container holds every service, bound by the wiring's module
 * (server/wiring/): the self-hosted one always, then any module that replaces some of its
 * services (the aws wiring on Lambda: aws.module.ts). The database is migrated first (some
 * services read it as they are made: the signing key), then the app's dependencies are resolved
 * once. A database with data is backed up before any migration runs (backups.ts); a database that
 * cannot be backed up or migrated, or one a newer version migrated, is closed and answered as the error.
 */
export async function composeServer(
  config: ServerConfig,
  runtime: RuntimeOptions,
  ...replacing: readonly ContainerModule[]
): Promise<Result<ComposedServer, MigrationError>> {
  const container = new Container();
  container.load(selfHostedModule(config, runtime), ...replacing);
  const database = await container.getAsync<Database>(TOKENS.database.id);
  const upgradeBackup = await backupBeforeUpgrade(config, database, new Date());
  if (upgradeBackup.isErr()) {
    await database.close();
    return err(upgradeBackup.error);
  }
  const migrated = await migrate(database.db);
  if (migrated.isErr()) {
    await database.close();
    return err(migrated.error);
  }
  const [deps, dataDir, mail] = await Promise.all([
    container.getAsync<AppDeps>(TOKENS.appDeps.id),
    container.getAsync<string>(TOKENS.dataDir.id),
    container.getAsync<MailDelivery>(TOKENS.mailDelivery.id),
  ]);
  const scheduler = new Scheduler({
    jobs: scheduledJobs(deps),
    runs: mail.jobRuns,
    clock: deps.clock,
    timeZone: config.timeZone,
    log: (line) => console.error(line),
  });
  return ok({ deps, database, dataDir, migrated: migrated.value, upgradeBackup: upgradeBackup.value, mail, scheduler });
}

/** Where the settings put the database (DATABASE_URL, else `<DATA_DIR>/chapter.sqlite`): for the backup, restore and move commands. */
export function configuredDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): DatabaseConfig {
  return databaseConfigOf(config);
}

/** The server's backups over an open, current database (`npm run backup` writes and logs as the schedule does). */
export function backupsOver(config: ServerConfig, database: Database): Backups {
  const where = databaseConfigOf(config);
  return serverBackups({
    config,
    database,
    sqliteFile: where.kind === 'sqlite' ? where.file : null,
    log: new SqlBackupLog(database.db, new CryptoIds()),
    clock: systemClock,
  });
}
