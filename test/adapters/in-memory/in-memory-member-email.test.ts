import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryCampaignStore } from '../../../src/adapters/in-memory/in-memory-campaign-store';
import { InMemoryMailPreferences } from '../../../src/adapters/in-memory/in-memory-mail-preferences';
import { campaignStoreContract } from '../../contracts/campaign-store.contract';
import { mailPreferencesContract } from '../../contracts/mail-preferences.contract';

const PUBLIC_URL = 'http://localhost:3000';

mailPreferencesContract('in memory', async () => {
  const tokens = new HmacSignedTokens(Buffer.alloc(32, 5));
  return { preferences: new InMemoryMailPreferences(tokens, PUBLIC_URL), tokens, publicUrl: PUBLIC_URL };
});

campaignStoreContract('in memory', async () => {
  const records = new InMemoryAuditRecords();
  return { campaigns: new InMemoryCampaignStore(records), audit: new InMemoryAuditLog(records) };
});
