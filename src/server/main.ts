import { serve } from '@hono/node-server';
import { okAsync } from 'neverthrow';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reconcileOrders } from '../application/server/payments/reconcile-orders.use-case';
import type { AppDeps } from './app-deps';
import { createApp } from './app';
import { composeServer } from './composition-root';
import { prepareDataDir, readConfig, type ServerConfig } from './config';
import { productionWarnings } from './production-check';
import { jsonLineSink } from './request-log';
import { seedAdministrators, seedDemoContent } from './seed/seed';
import { startBackgroundWork } from './background-work';

/**
 * Starts the self-hosted server: reads the settings (a bad one stops start-up naming it), opens
 * and migrates the database, seeds a fresh install once, then serves the site and the API.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig(process.env)
    .andThen((settings) => prepareDataDir(settings.dataDir).map(() => settings))
    .match(
      (value) => value,
      (error) => {
        console.error(`Configuration error: ${error.message}`);
        process.exit(1);
      },
    );
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const composed = await composeServer(config, {
    clientDir: existsSync(path.join(clientDir, 'index.html')) ? clientDir : null,
    log: jsonLineSink,
  });
  const { deps, database, dataDir, migrated, upgradeBackup, mail, scheduler } = composed.match(
    (server) => server,
    (error) => {
      const setting = config.databaseUrl === null ? `DATA_DIR (${path.resolve(config.dataDir)})` : 'DATABASE_URL';
      console.error(`Database error, check ${setting}: ${error.message}`);
      process.exit(1);
    },
  );
  if (upgradeBackup !== null) console.log(`Backed up before upgrading: ${upgradeBackup}`);
  if (migrated.length > 0) console.log(`Database migrations applied: ${migrated.join(', ')}`);
  await seedOnStart(deps, dataDir, config);
  void reconcile(deps);
  setInterval(() => void reconcile(deps), RECONCILE_EVERY_MS).unref();
  setInterval(() => void forgetEndedCounters(deps), HOUSEKEEPING_EVERY_MS).unref();
  // The mail queue's worker and the scheduled jobs (the waiting list's pass among them).
  const background = startBackgroundWork(mail, scheduler);
  const server = serve({ fetch: createApp(deps).fetch, port: config.port }, (info) => {
    console.log(`Alumni chapter site: http://localhost:${info.port}/ (public address ${config.publicUrl})`);
    console.log(paymentsLine(config, deps));
    if (deps.outbox) console.log(`E-mail: outbox at ${config.publicUrl}/dev/outbox`);
    else if (config.smtpUrl === null && !config.production) console.log(NO_OUTBOX_PAGE);
    for (const warning of productionWarnings(config)) console.warn(`Missing for production: ${warning}`);
  });
  // Stops taking requests, lets the mail and the jobs in hand finish, then closes the database.
  const stop = () => {
    server.close(() => void background.stop().then(() => database.close().then(() => process.exit(0))));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** How often unfinished orders are re-read from the processor (a missed webhook is repaired within this). */
const RECONCILE_EVERY_MS = 10 * 60 * 1000;

const NO_OUTBOX_PAGE =
  'E-mail: not delivered (no SMTP_URL); each mail is printed here. The outbox page is served only while PUBLIC_URL is a ' +
  'loopback address (DEV_OUTBOX=1 serves it on a private network).';

/** How payments are taken, said once at start; the simulator in production says it takes no real payments. */
function paymentsLine(config: ServerConfig, deps: AppDeps): string {
  if (!deps.simulator) return 'Payments: Stripe';
  if (config.production) return 'Payments: card simulator (PAYMENTS=simulator): no real payments are taken, and every page says so';
  return 'Payments: card simulator (use Stripe test cards, e.g. 4242 4242 4242 4242)';
}

/**
 * Finishes orders left unfinished by a crash between charge and fulfilment, or by a webhook that
 * never came: at start, then every ten minutes.
 */
async function reconcile(deps: AppDeps): Promise<void> {
  (await reconcileOrders(deps)).match(
    (report) =>
      report.checked > 0 &&
      console.log(
        `Reconciled ${report.checked} unfinished orders: ${report.fulfilled} fulfilled, ${report.failed} failed, ${report.flagged} flagged.`,
      ),
    (error) => console.error(`Reconciliation: ${error.message}`),
  );
}

/** How often the identity service's ended attempt counters are forgotten. */
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** Forgets attempt counters whose windows have ended, so one-off requests for unknown e-mails leave no rows behind. */
async function forgetEndedCounters(deps: AppDeps): Promise<void> {
  (await deps.identity.forgetEndedCounters()).match(
    () => undefined,
    (error) => console.error(`Housekeeping: ${error.message}`),
  );
}

/**
 * Every start creates the accounts of administrators who have none yet (an address added to
 * ADMIN_EMAILS later too: its account is made by the server, never by a sign-up), printing a new
 * first administrator's password once; the first start (no marker in DATA_DIR) also seeds the demo
 * content, outside production or with SEED_DEMO=1.
 */
async function seedOnStart(deps: AppDeps, dataDir: string, config: ServerConfig): Promise<void> {
  const marker = path.join(dataDir, '.seeded');
  const firstStart = !existsSync(marker);
  const firstAdminPassword = config.seedAdminPassword ?? deps.ids.secret().slice(0, 20);
  const seeded = seedAdministrators(deps, { adminEmails: [...config.admins], firstAdminPassword }).andThen((admins) =>
    (firstStart && config.seedDemo ? seedDemoContent(deps) : okAsync(null)).map((demo) => ({ admins, demo })),
  );
  const report = (await seeded).match(
    (value) => value,
    (error) => {
      console.error(`Could not seed the first start: ${error.message}`);
      process.exit(1);
    },
  );
  if (firstStart) writeFileSync(marker, `${new Date().toISOString()}\n`);
  if (report.demo)
    console.log(`Seeded ${report.demo.events} events, ${report.demo.officers} officers and ${report.demo.documents} documents.`);
  for (const admin of report.admins) {
    console.log(
      admin.password === null
        ? `Administrator ${admin.email}: a temporary password was e-mailed (Set Password on first sign-in).`
        : `Administrator ${admin.email}, password: ${admin.password}${config.seedAdminPassword ? '' : '  (shown once: write it down)'}`,
    );
  }
}

await main();
