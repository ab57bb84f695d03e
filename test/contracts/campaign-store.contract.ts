import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { CampaignStore } from '../../src/application/ports/campaign-store.port';
import type { AuditEntry } from '../../src/domain/audit';
import type { Campaign } from '../../src/domain/member-email';

/** What a test of the store needs: the store, and the audit log its writes append to. */
export interface CampaignStoreSubject {
  readonly campaigns: CampaignStore;
  readonly audit: AuditLog;
}

const draft = (id: string, changes: Partial<Campaign> = {}): Campaign => ({
  id,
  subject: 'Spring picnic',
  body: 'Come to the **picnic**.',
  segment: { kind: 'unpaid', year: 2026 },
  author: 'sec@example.org',
  state: 'draft',
  createdAt: '2026-06-15T12:00:00.000Z',
  updatedAt: '2026-06-15T12:00:00.000Z',
  sentAt: null,
  recipients: 0,
  queued: 0,
  ...changes,
});

const entry = (action: string, id: string, at = '2026-06-15T12:00:00.000Z'): AuditEntry => ({
  actor: 'sec@example.org',
  at,
  action,
  subject: { kind: 'campaign', id },
  before: null,
  after: { id },
  reason: null,
});

async function auditActions(audit: AuditLog): Promise<readonly string[]> {
  return (await audit.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries.map((e) => `${e.action} ${e.subject.id}`);
}

/**
 * The CampaignStore contract: drafts are kept, rewritten while drafts and listed newest first;
 * sending starts once (of two at once, one), a campaign sent is no longer rewritten, and every
 * write leaves its audit entry.
 */
export function campaignStoreContract(name: string, make: () => Promise<CampaignStoreSubject>): void {
  describe(`CampaignStore contract: ${name}`, () => {
    it('keeps drafts, rewrites them, and lists them newest first', async () => {
      const { campaigns, audit } = await make();
      expect((await campaigns.saveDraft(draft('c1'), entry('writeMemberEmail', 'c1')))._unsafeUnwrap()).toEqual(draft('c1'));
      expect(
        (await campaigns.saveDraft(draft('c2', { createdAt: '2026-06-16T12:00:00.000Z' }), entry('writeMemberEmail', 'c2'))).isOk(),
      ).toBe(true);
      const rewritten = draft('c1', { subject: 'Picnic moved', segment: { kind: 'all' }, updatedAt: '2026-06-17T00:00:00.000Z' });
      expect((await campaigns.saveDraft(rewritten, entry('writeMemberEmail', 'c1')))._unsafeUnwrap()).toEqual(rewritten);
      expect((await campaigns.list())._unsafeUnwrap().map((c) => c.id)).toEqual(['c2', 'c1']);
      expect((await campaigns.get('c1'))._unsafeUnwrap()).toEqual(rewritten);
      expect(await auditActions(audit)).toHaveLength(3);
    });

    it('answers NotFound for a campaign it does not hold', async () => {
      const { campaigns } = await make();
      expect((await campaigns.get('nope'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('starts sending once, even when asked twice at once, and then refuses to rewrite the campaign', async () => {
      const { campaigns, audit } = await make();
      expect((await campaigns.saveDraft(draft('c1'), entry('writeMemberEmail', 'c1'))).isOk()).toBe(true);
      const at = '2026-06-15T13:00:00.000Z';
      const [first, second] = await Promise.all([
        campaigns.startSending('c1', at, 4, entry('sendMemberEmail', 'c1')),
        campaigns.startSending('c1', at, 4, entry('sendMemberEmail', 'c1')),
      ]);
      const started = [first._unsafeUnwrap(), second._unsafeUnwrap()].filter((c) => c !== null);
      expect(started).toEqual([draft('c1', { state: 'sending', sentAt: at, updatedAt: at, recipients: 4 })]);
      expect((await campaigns.saveDraft(draft('c1', { subject: 'Changed' }), entry('writeMemberEmail', 'c1')))._unsafeUnwrap()).toBeNull();
      const sent = (await campaigns.finishSending('c1', 3))._unsafeUnwrap();
      expect(sent).toMatchObject({ state: 'sent', recipients: 4, queued: 3, subject: 'Spring picnic' });
      expect((await campaigns.startSending('c1', at, 4, entry('sendMemberEmail', 'c1')))._unsafeUnwrap()).toBeNull();
      expect((await auditActions(audit)).filter((a) => a.startsWith('sendMemberEmail'))).toHaveLength(1);
    });

    it('notes an entry that changes nothing stored', async () => {
      const { campaigns, audit } = await make();
      expect((await campaigns.note(entry('testMemberEmail', 'c9'))).isOk()).toBe(true);
      expect(await auditActions(audit)).toEqual(['testMemberEmail c9']);
    });
  });
}
