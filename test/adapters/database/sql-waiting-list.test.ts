import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlWaitingList } from '../../../src/adapters/database/sql-waiting-list';
import { auditedOfferContract } from '../../contracts/audited-offer.contract';
import { waitingListContract } from '../../contracts/waiting-list.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlWaitingList', (kind, database) => {
  waitingListContract(kind, async () => {
    await resetTables(database());
    return { list: new SqlWaitingList(database().db) };
  });
  auditedOfferContract(
    kind,
    async () => {
      await resetTables(database());
      return { list: new SqlWaitingList(database().db), auditLog: new SqlAuditLog(database().db) };
    },
    { canRefuseEntry: true },
  );
});
