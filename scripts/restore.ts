/**
 * `npm run restore -- <archive>`: checks the archive, then restores it onto the empty DATA_DIR and
 * database the settings name (as `npm start` reads them).
 */
import { existsSync } from 'node:fs';
import { restoreCommand } from './backup-commands';

if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await restoreCommand(process.env, process.argv.slice(2));
