import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { ChapterSettings, ChapterSettingsStore } from '../../application/ports/chapter-settings.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

const SETTINGS_ID = 'chapter';

function addressOf(json: string): readonly string[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((line) => typeof line === 'string')) {
    throw new Error('chapter_settings holds an address that is not a list of lines.');
  }
  return parsed as string[];
}

/**
 * The chapter's settings in `chapter_settings` (migration 0019), one row; before the first save,
 * the defaults from the configuration. A save and its audit entry are one transaction.
 */
export class SqlChapterSettings implements ChapterSettingsStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #defaults: ChapterSettings;

  constructor(db: Kysely<DatabaseSchema>, defaults: ChapterSettings) {
    this.#db = db;
    this.#defaults = defaults;
  }

  settings(): ResultAsync<ChapterSettings, RepositoryError> {
    return attempt(() => this.#db.selectFrom('chapter_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst()).map((row) =>
      row === undefined
        ? this.#defaults
        : {
            legalName: row.legal_name,
            address: addressOf(row.address_json),
            taxId: row.tax_id,
            deductible: row.deductible === 1,
            fiscalYearStartMonth: row.fiscal_year_start_month,
          },
    );
  }

  save(settings: ChapterSettings, audit: AuditEntry): ResultAsync<ChapterSettings, RepositoryError> {
    const values = {
      legal_name: settings.legalName,
      address_json: JSON.stringify(settings.address),
      tax_id: settings.taxId,
      deductible: settings.deductible ? 1 : 0,
      fiscal_year_start_month: settings.fiscalYearStartMonth,
      updated_by: audit.actor,
      updated_at: audit.at,
    };
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chapter_settings')
          .values({ id: SETTINGS_ID, ...values })
          .onConflict((oc) => oc.column('id').doUpdateSet(values))
          .execute();
        await appendAuditEntry(trx, audit);
      }),
    ).map(() => settings);
  }
}
