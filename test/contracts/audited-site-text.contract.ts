import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { SiteTextAudit, SiteTextRepository, StoredSiteText } from '../../src/application/ports/site-text-repository.port';

/** A page-text repository over an EMPTY store and the audit log its saves append to. */
export interface AuditedSiteTextHarness {
  readonly texts: SiteTextRepository;
  readonly auditLog: AuditLog;
}

const TEXT: StoredSiteText = {
  key: 'about.body',
  text: 'A',
  html: '<p>A</p>',
  updatedBy: 'chair@example.org',
  updatedAt: '2026-06-15T12:00:00.000Z',
};

const officer =
  (actor: string | null = 'chair@example.org'): SiteTextAudit =>
  (before) => ({
    actor: actor as string,
    at: '2026-06-15T12:00:00.000Z',
    action: 'writeSiteTexts',
    subject: { kind: 'siteText', id: 'about.body' },
    before: before === null ? null : { text: before.text },
    after: { text: 'new' },
    reason: null,
  });

/**
 * An administrator's save of a page text and its audit entry (the words it replaced) are written
 * together or not at all (issue 18, item 9). `canRefuseEntry`: a database can refuse an entry, memory cannot.
 */
export function auditedSiteTextContract(
  kind: string,
  make: () => Promise<AuditedSiteTextHarness>,
  { canRefuseEntry }: { readonly canRefuseEntry: boolean },
): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;

  describe(`a page text's audited save (${kind})`, () => {
    it('writes each save with its entry, before it the words it replaced', async () => {
      const { texts, auditLog } = await make();
      (await texts.save(TEXT, officer()))._unsafeUnwrap();
      (await texts.save({ ...TEXT, text: 'B', html: '<p>B</p>' }, officer()))._unsafeUnwrap();
      expect((await entries(auditLog)).map((entry) => entry.before)).toEqual([{ text: 'A' }, null]);
    });

    it.runIf(canRefuseEntry)('keeps the words as they were when the entry cannot be written', async () => {
      const { texts, auditLog } = await make();
      (await texts.save(TEXT))._unsafeUnwrap();
      expect((await texts.save({ ...TEXT, text: 'B', html: '<p>B</p>' }, officer(null)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await texts.get('about.body'))._unsafeUnwrap()).toEqual(TEXT);
      expect(await entries(auditLog)).toEqual([]);
    });
  });
}
