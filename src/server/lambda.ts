import { getConnInfo, handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { err, ok, type Result } from 'neverthrow';
import { reconcileOrders, type ReconcileReport } from '../application/server/payments/reconcile-orders.use-case';
import { createApp } from './app';
import type { DeliveryRound } from '../application/server/mail/mail-worker';
import type { JobOutcome } from '../application/server/scheduling/scheduler';
import type { AppDeps } from './app-deps';
import { readAwsWiring } from './aws-wiring';
import { composeServer, type ComposedServer, type StripeFactory } from './composition-root';
import { readConfig, type ConfigError, type ServerConfig } from './config';
import { jsonLineSink, type LogSink } from './request-log';
import { awsModule, lambdaModule, type AwsOptions } from './wiring/aws.module';

/**
 * The server on AWS Lambda: the same Hono app as `npm start` (src/server/main.ts), behind an API
 * Gateway HTTP API or a function URL, with no socket of its own. Settings come from the function's
 * environment, checked as at a normal start; the first invocation of an instance builds the app
 * and migrates the database, later ones reuse it. An EventBridge schedule invoking the function
 * runs the reconciliation that main.ts runs every ten minutes, the scheduled jobs whose slot has come
 * (through the same scheduler as main.ts, so a slot runs once whichever instance or server gets
 * there first), and drains the mail queue for at most MAIL_DRAIN_MS. Nothing is seeded here (see
 * docs/deploy-aws.md). Deployed with `handler` as the entry point.
 */

/** The one writable folder on Lambda, lost whenever the instance stops: DATA_DIR's default here. */
export const LAMBDA_DATA_DIR = '/tmp/alumni-chapter';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The server's settings as Lambda reads them: DATA_DIR defaults to /tmp, ADMIN_EMAILS is not
 * needed in the AWS wiring (COGNITO_USER_POOL_ID set), and in production a
 * PostgreSQL DATABASE_URL is required, because an embedded database under /tmp would lose the
 * chapter's orders whenever the instance is recycled, and each instance would have its own.
 */
export function readLambdaConfig(environment: Environment): Result<ServerConfig, ConfigError> {
  const dataDir = environment.DATA_DIR?.trim() ? environment.DATA_DIR : LAMBDA_DATA_DIR;
  // In the AWS wiring administrators are Cognito's `admins` group: ADMIN_EMAILS plays no part.
  const adminEmailsRequired = !environment.COGNITO_USER_POOL_ID?.trim();
  return readConfig({ ...environment, DATA_DIR: dataDir }, { adminEmailsRequired }).andThen((config) =>
    config.production && config.databaseUrl === null
      ? err({
          type: 'InvalidSetting' as const,
          setting: 'DATABASE_URL',
          message: 'DATABASE_URL is required on AWS Lambda in production: the embedded database under /tmp is lost when an instance stops.',
        })
      : ok(config),
  );
}

/** What EventBridge sends on a schedule (the fields this function looks at). */
interface ScheduledEvent {
  readonly source: 'aws.events';
  readonly 'detail-type': 'Scheduled Event';
}

function isScheduledEvent(event: unknown): event is ScheduledEvent {
  return typeof event === 'object' && event !== null && (event as Partial<ScheduledEvent>)['detail-type'] === 'Scheduled Event';
}

/** How long a scheduled invocation sends queued mail (the function's timeout must leave room for the rest: 60 s or more). */
export const MAIL_DRAIN_MS = 40_000;

/** The answer to a scheduled invocation: the reconciliation's counts, each due job's outcome and the mail sent; or why it could not run. */
export type ScheduledResult =
  { readonly reconciled: ReconcileReport; readonly jobs: readonly JobOutcome[]; readonly mail: DeliveryRound } | { readonly error: string };

/** The Lambda entry point: HTTP events go to the app, scheduled events reconcile unfinished orders. */
export type LambdaHandler = {
  (event: ScheduledEvent, context?: LambdaContext): Promise<ScheduledResult>;
  (event: LambdaEvent, context?: LambdaContext): Promise<Awaited<ReturnType<ReturnType<typeof handle>>>>;
};

/** What a test swaps: how the Stripe client is made (pointed at a local fake), where request lines go, and the aws wiring's reach. */
export interface LambdaOptions extends AwsOptions {
  readonly stripe?: StripeFactory;
  /** Default: one JSON line per request on stdout, which Lambda sends to CloudWatch Logs. */
  readonly log?: LogSink;
}

/** A composed function: its handler, the app's dependencies and how to let go of the database (for tests). */
export interface ComposedLambda {
  readonly handler: LambdaHandler;
  readonly deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Builds the handler from the environment and migrates the database. A bad setting or a database
 * that cannot be migrated throws (misconfiguration: the invocation fails and the message is in the
 * function's log).
 */
export async function composeLambda(environment: Environment, options: LambdaOptions = {}): Promise<ComposedLambda> {
  const config = readLambdaConfig(environment);
  if (config.isErr()) throw new Error(`Configuration error: ${config.error.message}`);
  const aws = readAwsWiring(environment, config.value.production);
  if (aws.isErr()) throw new Error(`Configuration error: ${aws.error.message}`);
  const runtime = {
    clientDir: null,
    log: options.log ?? jsonLineSink,
    connInfo: getConnInfo,
    ...(options.stripe ? { stripe: options.stripe } : {}),
  };
  const composed = await composeServer(
    config.value,
    runtime,
    lambdaModule(),
    ...(aws.value === null ? [] : [awsModule(aws.value, environment, options)]),
  );
  if (composed.isErr()) throw new Error(`Database error: ${composed.error.message}`);
  const { deps, database } = composed.value;
  return { handler: wire(composed.value), deps, close: () => database.close() };
}

function wire({ deps, scheduler, mail }: ComposedServer): LambdaHandler {
  const http = handle(createApp(deps));
  // The schedule also runs the scheduled jobs (the waiting list's pass among them) and sends queued mail.
  const scheduled = async (): Promise<ScheduledResult> => {
    const reconciled = await reconcileOrders(deps);
    if (reconciled.isErr()) return { error: reconciled.error.message };
    const jobs = await scheduler.runDue();
    const sent = await mail.worker.deliverDue({ until: deps.clock.now() + MAIL_DRAIN_MS });
    return { reconciled: reconciled.value, jobs, mail: sent };
  };
  return ((event: LambdaEvent | ScheduledEvent, context?: LambdaContext) =>
    isScheduledEvent(event) ? scheduled() : http(event, context)) as LambdaHandler;
}

let instance: Promise<ComposedLambda> | undefined;

/**
 * The function's entry point (`src/server/lambda.handler`). The app is built once per instance; a
 * failed build is not kept, so the next invocation tries again (say, after the database is back).
 */
export const handler: LambdaHandler = (async (event: LambdaEvent | ScheduledEvent, context?: LambdaContext) => {
  instance ??= composeLambda(process.env).catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return (await instance).handler(event as LambdaEvent, context);
}) as LambdaHandler;
