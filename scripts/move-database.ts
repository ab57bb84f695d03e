/**
 * `npm run move-database -- --to postgres://...` (or `--to sqlite`): copies the configured database
 * into an empty one of the other kind. Stop the site first.
 */
import { existsSync } from 'node:fs';
import { moveDatabaseCommand } from './backup-commands';

if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await moveDatabaseCommand(process.env, process.argv.slice(2));
