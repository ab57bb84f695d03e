import { okAsync, type ResultAsync } from 'neverthrow';
import type { ChapterSettings, ChapterSettingsStore } from '../../application/ports/chapter-settings.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import { InMemoryAuditRecords } from './in-memory-audit-records';

/** Settings a test or the in-memory wiring starts from: the seed's chapter, no tax ID, not deductible, the calendar year. */
export const SAMPLE_CHAPTER_SETTINGS: ChapterSettings = {
  legalName: 'Hartwell Scholars Alumni Chapter',
  address: ['c/o Office of Alumni Relations', 'Institute of Mathematics and Applied Sciences'],
  taxId: '',
  deductible: false,
  fiscalYearStartMonth: 1,
};

/** The chapter's settings in memory, with the SQL store's rules: the defaults until a save, each save audited with it. */
export class InMemoryChapterSettings implements ChapterSettingsStore {
  #settings: ChapterSettings;
  readonly #audit: InMemoryAuditRecords;

  constructor(defaults: ChapterSettings = SAMPLE_CHAPTER_SETTINGS, audit = new InMemoryAuditRecords()) {
    this.#settings = defaults;
    this.#audit = audit;
  }

  settings(): ResultAsync<ChapterSettings, RepositoryError> {
    return okAsync(this.#settings);
  }

  save(settings: ChapterSettings, audit: AuditEntry): ResultAsync<ChapterSettings, RepositoryError> {
    this.#settings = { ...settings, address: [...settings.address] };
    this.#audit.append(audit);
    return okAsync(this.#settings);
  }
}
