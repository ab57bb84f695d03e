import { InMemoryBackupLog } from '../../../src/adapters/in-memory/in-memory-backup-log';
import { backupLogContract } from '../../contracts/backup-log.contract';

backupLogContract('in memory', async () => new InMemoryBackupLog());
