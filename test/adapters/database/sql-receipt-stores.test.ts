import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlChapterSettings } from '../../../src/adapters/database/sql-chapter-settings';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { SqlPaymentHistory } from '../../../src/adapters/database/sql-payment-history';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { chapterSettingsStoreContract, DEFAULT_SETTINGS } from '../../contracts/chapter-settings-store.contract';
import { paymentHistoryContract } from '../../contracts/payment-history.contract';
import { describeEachDatabase, resetTables } from './database-harness';

const ANY_ENTRY = { from: null, until: null, actor: null, action: null, subjectKind: null, subjectId: null };

describeEachDatabase('SqlChapterSettings and SqlPaymentHistory', (kind, database) => {
  chapterSettingsStoreContract(kind, async () => {
    await resetTables(database());
    const { db } = database();
    const audit = new SqlAuditLog(db);
    return {
      store: new SqlChapterSettings(db, DEFAULT_SETTINGS),
      audit: async () => (await audit.page(ANY_ENTRY, 0, 100))._unsafeUnwrap().entries,
    };
  });

  paymentHistoryContract(kind, async () => {
    await resetTables(database());
    const { db } = database();
    return { ledger: new SqlOrderLedger(db, new ManualClock(Date.parse('2026-06-15T12:00:00Z'))), history: new SqlPaymentHistory(db) };
  });
});
