import { beforeEach, describe, expect, it } from 'vitest';
import type { ChapterSettings, ChapterSettingsStore } from '../../src/application/ports/chapter-settings.port';
import type { AuditEntry } from '../../src/domain/audit';

/** What the contract needs: the store (made with DEFAULTS), and the audit entries written with its saves. */
export interface ChapterSettingsWorld {
  readonly store: ChapterSettingsStore;
  readonly audit: () => Promise<readonly Pick<AuditEntry, 'action' | 'actor' | 'subject' | 'after'>[]>;
}

/** The defaults every store of the contract is made with. */
export const DEFAULT_SETTINGS: ChapterSettings = {
  legalName: 'Hartwell Scholars Alumni Chapter',
  address: ['c/o Office of Alumni Relations', 'Institute of Mathematics and Applied Sciences'],
  taxId: '',
  deductible: false,
  fiscalYearStartMonth: 1,
};

const SAVED: ChapterSettings = {
  legalName: 'Hartwell Scholars Alumni Association, Inc.',
  address: ['PO Box 1234', 'Springfield, IL 62701'],
  taxId: '12-3456789',
  deductible: true,
  fiscalYearStartMonth: 7,
};

const entry = (at: string, after: ChapterSettings): AuditEntry => ({
  actor: 'treasurer@example.org',
  at,
  action: 'manageChapterSettings',
  subject: { kind: 'chapterSettings', id: 'chapter' },
  before: null,
  after,
  reason: null,
});

/** The chapter's settings (issue 20): the defaults until saved, then the last save, each save with its audit entry. */
export function chapterSettingsStoreContract(kind: string, make: () => Promise<ChapterSettingsWorld>): void {
  describe(`ChapterSettingsStore contract (${kind})`, () => {
    let world: ChapterSettingsWorld;
    beforeEach(async () => {
      world = await make();
    });

    it('answers the defaults from the configuration until the settings are saved', async () => {
      expect((await world.store.settings())._unsafeUnwrap()).toEqual(DEFAULT_SETTINGS);
      expect(await world.audit()).toEqual([]);
    });

    it('answers the last save, and writes an audit entry with each', async () => {
      (await world.store.save({ ...SAVED, taxId: '' }, entry('2026-12-01T10:00:00.000Z', SAVED)))._unsafeUnwrap();
      expect((await world.store.save(SAVED, entry('2026-12-02T10:00:00.000Z', SAVED)))._unsafeUnwrap()).toEqual(SAVED);
      expect((await world.store.settings())._unsafeUnwrap()).toEqual(SAVED);
      const entries = (await world.audit()).filter((e) => e.action === 'manageChapterSettings');
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({ actor: 'treasurer@example.org', subject: { kind: 'chapterSettings', id: 'chapter' } });
    });

    it('keeps an address of no lines, and gifts saved as not deductible', async () => {
      const bare = { ...SAVED, address: [], deductible: false, fiscalYearStartMonth: 12 };
      (await world.store.save(bare, entry('2026-12-01T10:00:00.000Z', bare)))._unsafeUnwrap();
      expect((await world.store.settings())._unsafeUnwrap()).toEqual(bare);
    });
  });
}
