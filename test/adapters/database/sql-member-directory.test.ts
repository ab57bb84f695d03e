import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlMemberDirectory } from '../../../src/adapters/database/sql-member-directory';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { memberDirectoryContract } from '../../contracts/member-directory.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlMemberDirectory', (kind, database) => {
  memberDirectoryContract(kind, async () => {
    await resetTables(database());
    return { directory: new SqlMemberDirectory(database().db), members: new SqlMemberRepository(database().db, new ManualClock()) };
  });
});
