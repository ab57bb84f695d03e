import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { DocumentAudit, DocumentStore } from '../../src/application/ports/document-store.port';
import { minutes, TEXT_BYTES } from './document-store.contract';

/** A document store over an EMPTY store and the audit log its writes append to. */
export interface AuditedDocumentWritesHarness {
  readonly store: DocumentStore;
  readonly auditLog: AuditLog;
  readonly dispose?: () => Promise<void>;
}

/** An officer's entry as the use cases make it (application/server/content/document-audit.ts makes the same shape). */
const officer =
  (action: string): DocumentAudit =>
  (document, at) => ({
    actor: 'secretary@example.com',
    at,
    action,
    subject: { kind: 'document', id: document.key },
    before: action === 'deleteDocument' ? { name: document.name } : null,
    after: action === 'deleteDocument' ? null : { name: document.name },
    reason: null,
  });

/** An officer's upload or removal of a document and its audit entry are written together (issue 18, item 9). */
export function auditedDocumentWritesContract(kind: string, make: () => Promise<AuditedDocumentWritesHarness>): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;

  describe(`a document's audited writes (${kind})`, () => {
    it('writes an upload and a removal each with its entry, naming the file by its key', async () => {
      const { store, auditLog, dispose } = await make();
      const stored = (await store.upload(minutes('March 2026.pdf'), undefined, officer('uploadDocument')))._unsafeUnwrap();
      (await store.delete(stored.key, officer('deleteDocument')))._unsafeUnwrap();
      const written = await entries(auditLog);
      expect(written.map((entry) => [entry.action, entry.subject, entry.before, entry.after])).toEqual([
        ['deleteDocument', { kind: 'document', id: stored.key }, { name: 'March 2026.pdf' }, null],
        ['uploadDocument', { kind: 'document', id: stored.key }, null, { name: 'March 2026.pdf' }],
      ]);
      await dispose?.();
    });

    it('writes no entry for a file refused or a removal of nothing', async () => {
      const { store, auditLog, dispose } = await make();
      const notAnImage = { folder: 'website-assets', fileName: 'me.png', contentType: 'image/png', bytes: TEXT_BYTES } as const;
      const refused = await store.upload(notAnImage, undefined, officer('uploadPhoto'));
      expect(refused.isErr()).toBe(true);
      expect((await store.delete('meeting-minutes/id-9-none.pdf', officer('deleteDocument')))._unsafeUnwrapErr().type).toBe('NotFound');
      expect(await entries(auditLog)).toEqual([]);
      await dispose?.();
    });
  });
}
