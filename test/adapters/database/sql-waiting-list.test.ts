import { SqlWaitingList } from '../../../src/adapters/database/sql-waiting-list';
import { waitingListContract } from '../../contracts/waiting-list.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlWaitingList', (kind, database) => {
  waitingListContract(kind, async () => {
    await resetTables(database());
    return { list: new SqlWaitingList(database().db) };
  });
});
