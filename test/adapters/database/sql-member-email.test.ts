import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlCampaignStore } from '../../../src/adapters/database/sql-campaign-store';
import { SqlMailPreferences } from '../../../src/adapters/database/sql-mail-preferences';
import { campaignStoreContract } from '../../contracts/campaign-store.contract';
import { mailPreferencesContract } from '../../contracts/mail-preferences.contract';
import { describeEachDatabase, resetTables } from './database-harness';

const PUBLIC_URL = 'https://chapter.example.org';

describeEachDatabase('SqlMailPreferences and SqlCampaignStore', (kind, database) => {
  mailPreferencesContract(kind, async () => {
    await resetTables(database());
    const tokens = new HmacSignedTokens(Buffer.alloc(32, 5));
    return { preferences: new SqlMailPreferences(database().db, tokens, PUBLIC_URL), tokens, publicUrl: PUBLIC_URL };
  });

  campaignStoreContract(kind, async () => {
    await resetTables(database());
    return { campaigns: new SqlCampaignStore(database().db), audit: new SqlAuditLog(database().db) };
  });
});
