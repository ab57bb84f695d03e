import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryChapterSettings } from '../../../src/adapters/in-memory/in-memory-chapter-settings';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryPaymentHistory } from '../../../src/adapters/in-memory/in-memory-payment-history';
import { chapterSettingsStoreContract, DEFAULT_SETTINGS } from '../../contracts/chapter-settings-store.contract';
import { paymentHistoryContract } from '../../contracts/payment-history.contract';

chapterSettingsStoreContract('in memory', async () => {
  const audit = new InMemoryAuditRecords();
  return { store: new InMemoryChapterSettings(DEFAULT_SETTINGS, audit), audit: async () => audit.all() };
});

paymentHistoryContract('in memory', async () => {
  const ledger = new InMemoryOrderLedger();
  return { ledger, history: new InMemoryPaymentHistory(ledger) };
});
