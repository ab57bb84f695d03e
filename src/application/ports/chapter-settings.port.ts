import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { RepositoryError } from './repository.errors';

/**
 * What a receipt and a giving statement must name (issue 20): the chapter as the tax authorities
 * know it. Set by the treasurer or an administrator on `/Admin/settings`; every change is audited.
 */
export interface ChapterSettings {
  /** 'Example University Alumni Association, Chicago Chapter'. */
  readonly legalName: string;
  /** The postal address, a line each. */
  readonly address: readonly string[];
  /** The employer identification number, 'NN-NNNNNNN', or '' before it is set. */
  readonly taxId: string;
  /** Whether gifts to the chapter are tax-deductible (a 501(c)(3)); when false receipts say they are not. */
  readonly deductible: boolean;
  /** The month (1-12) the chapter's fiscal year starts; 1 for the calendar year. */
  readonly fiscalYearStartMonth: number;
}

export interface ChapterSettingsReader {
  /** The settings as last saved, or the defaults from configuration before any save. */
  settings(): ResultAsync<ChapterSettings, RepositoryError>;
}

/** The settings as the officers' page changes them: each save written with its audit entry, both or neither. */
export interface ChapterSettingsStore extends ChapterSettingsReader {
  save(settings: ChapterSettings, audit: AuditEntry): ResultAsync<ChapterSettings, RepositoryError>;
}
