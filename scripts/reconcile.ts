/**
 * `npm run reconcile`: re-reads every unfinished order's payment from the processor and finishes
 * it (the repair for a webhook that never came, or a crash between charge and fulfilment), then
 * prints the counts. Reads the server's settings from the environment and `.env`.
 */
import { existsSync } from 'node:fs';
import { reconcileCommand } from './reconcile-command';

if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await reconcileCommand(process.env);
