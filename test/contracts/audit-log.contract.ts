import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { AuditEntry } from '../../src/domain/audit';

const sampleEntry = (n: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  actor: n % 2 === 0 ? 'pres@chapter.org' : 'jane@example.org',
  at: `2026-06-${String(10 + (n % 10)).padStart(2, '0')}T12:00:00.000Z`,
  action: n % 3 === 0 ? 'grantRole' : 'updateAnyMember',
  subject: { kind: n % 3 === 0 ? 'role' : 'member', id: `s${n % 4}` },
  before: n % 3 === 0 ? null : { city: 'Old Town', n },
  after: { city: 'Nèw Town “quoted”', n },
  reason: n % 3 === 0 ? null : 'Moved house',
  ...changes,
});

/** What a test of the reader needs: the log, and the one way its wiring appends (as the adapters of officer writes do). */
export interface AuditLogSubject {
  readonly audit: AuditLog;
  readonly append: (entry: AuditEntry) => Promise<void>;
}

/** The AuditLog contract: newest first, each filter narrows, pages cover every entry once, JSON values come back as written. */
export function auditLogContract(name: string, make: () => Promise<AuditLogSubject>): void {
  describe(`AuditLog contract: ${name}`, () => {
    it('reads nothing from an empty log', async () => {
      const { audit } = await make();
      expect((await audit.page(NO_AUDIT_FILTER, 0, 50))._unsafeUnwrap()).toEqual({ entries: [], total: 0 });
    });

    it('reads entries back as written, newest first, and those of one instant in the reverse of their writing', async () => {
      const { audit, append } = await make();
      const first = sampleEntry(1, { at: '2026-06-12T12:00:00.000Z' });
      const second = sampleEntry(2, { at: '2026-06-12T12:00:00.000Z' });
      const older = sampleEntry(3, { at: '2026-06-11T08:00:00.000Z' });
      for (const entry of [first, second, older]) await append(entry);
      expect((await audit.page(NO_AUDIT_FILTER, 0, 50))._unsafeUnwrap()).toEqual({ entries: [second, first, older], total: 3 });
    });

    it('filters by dates (from included, until excluded), actor, action and subject, and counts the matches', async () => {
      const { audit, append } = await make();
      const entries = Array.from({ length: 24 }, (_, n) => sampleEntry(n));
      for (const entry of entries) await append(entry);
      const cases = [
        { ...NO_AUDIT_FILTER, from: '2026-06-13T00:00:00.000Z', until: '2026-06-15T12:00:00.000Z' },
        { ...NO_AUDIT_FILTER, actor: 'jane@example.org' },
        { ...NO_AUDIT_FILTER, action: 'grantRole' },
        { ...NO_AUDIT_FILTER, subjectKind: 'member', subjectId: 's1' },
        { ...NO_AUDIT_FILTER, subjectKind: 'member' },
      ];
      for (const filter of cases) {
        const expected = entries.filter(
          (e) =>
            (filter.from === null || e.at >= filter.from) &&
            (filter.until === null || e.at < filter.until) &&
            (filter.actor === null || e.actor === filter.actor) &&
            (filter.action === null || e.action === filter.action) &&
            (filter.subjectKind === null || e.subject.kind === filter.subjectKind) &&
            (filter.subjectId === null || e.subject.id === filter.subjectId),
        );
        const page = (await audit.page(filter, 0, 100))._unsafeUnwrap();
        expect(page.total).toBe(expected.length);
        expect(new Set(page.entries)).toEqual(new Set(expected));
        expect(page.entries.map((e) => e.at)).toEqual([...page.entries.map((e) => e.at)].sort().reverse());
      }
    });

    it('pages through every entry once', async () => {
      const { audit, append } = await make();
      for (let n = 0; n < 23; n++) await append(sampleEntry(n, { at: `2026-06-01T12:00:${String(n).padStart(2, '0')}.000Z` }));
      const seen: string[] = [];
      for (let offset = 0; offset < 30; offset += 10) {
        const page = (await audit.page(NO_AUDIT_FILTER, offset, 10))._unsafeUnwrap();
        expect(page.total).toBe(23);
        seen.push(...page.entries.map((e) => e.at));
      }
      expect(seen).toHaveLength(23);
      expect(new Set(seen).size).toBe(23);
      expect(seen[0]).toBe('2026-06-01T12:00:22.000Z');
    });
  });
}
