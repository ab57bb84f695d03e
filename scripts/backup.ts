/**
 * `npm run backup`: one archive of the database and every file of DATA_DIR into BACKUP_DIR, read
 * while the site runs; the archive's path is the last line. Reads the settings as `npm start` does.
 */
import { existsSync } from 'node:fs';
import { backupCommand } from './backup-commands';

if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await backupCommand(process.env);
