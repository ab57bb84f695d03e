import { SqlBackupLog } from '../../../src/adapters/database/sql-backup-log';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { backupLogContract } from '../../contracts/backup-log.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlBackupLog', (kind, database) => {
  backupLogContract(kind, async () => {
    await resetTables(database());
    return new SqlBackupLog(database().db, new SequentialIds());
  });
});
