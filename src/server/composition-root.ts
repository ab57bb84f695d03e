import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import type { Database } from '../adapters/database/database';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import { selfHostedModule, type RuntimeOptions } from './wiring/self-hosted.module';
import { TOKENS } from './wiring/tokens';

/** How the Stripe client is made (scripts and tests point it at a local fake). */
export type { StripeFactory } from './wiring/self-hosted.module';

/** What the server runs on: the app's dependencies, and its database (to migrate and close). */
export interface ComposedServer {
  readonly deps: AppDeps;
  readonly database: Database;
  readonly dataDir: string;
}

/**
 * The server's composition root. A container holds every service, bound by the wiring's module
 * (server/wiring/): the self-hosted one always, then any module that replaces some of its
 * services (the aws wiring on Lambda: aws.module.ts). The app's dependencies are resolved once,
 * here; the caller migrates the database before serving.
 */
export async function composeServer(
  config: ServerConfig,
  runtime: RuntimeOptions,
  ...replacing: readonly ContainerModule[]
): Promise<ComposedServer> {
  const container = new Container();
  container.load(selfHostedModule(config, runtime), ...replacing);
  const [deps, database, dataDir] = await Promise.all([
    container.getAsync<AppDeps>(TOKENS.appDeps.id),
    container.getAsync<Database>(TOKENS.database.id),
    container.getAsync<string>(TOKENS.dataDir.id),
  ]);
  return { deps, database, dataDir };
}
