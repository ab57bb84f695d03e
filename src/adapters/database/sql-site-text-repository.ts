import type { Kysely, Selectable } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { SiteTextAudit, SiteTextRepository, StoredSiteText } from '../../application/ports/site-text-repository.port';
import type { DatabaseSchema, SiteTextsTable } from './schema';
import { appendAuditEntry } from './audit-rows';
import { attempt } from './sql-errors';

type Row = Selectable<SiteTextsTable>;

const toText = (row: Row): StoredSiteText => ({
  key: row.key,
  text: row.text,
  html: row.html,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

/** The `site_texts` table: a save is one `INSERT ... ON CONFLICT (key) DO UPDATE`, so two saves at once leave one of them whole. */
export class SqlSiteTextRepository implements SiteTextRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  list(): ResultAsync<readonly StoredSiteText[], RepositoryError> {
    return attempt(() => this.#db.selectFrom('site_texts').selectAll().orderBy('key').execute()).map((rows) => rows.map(toText));
  }

  get(key: string): ResultAsync<StoredSiteText | null, RepositoryError> {
    return attempt(() => this.#db.selectFrom('site_texts').selectAll().where('key', '=', key).executeTakeFirst()).map((row) =>
      row === undefined ? null : toText(row),
    );
  }

  save(text: StoredSiteText, audit?: SiteTextAudit): ResultAsync<StoredSiteText, RepositoryError> {
    const row: Row = { key: text.key, text: text.text, html: text.html, updated_by: text.updatedBy, updated_at: text.updatedAt };
    const { key: _key, ...changes } = row;
    const save = () =>
      this.#db.transaction().execute(async (trx) => {
        const before = audit && (await trx.selectFrom('site_texts').selectAll().where('key', '=', text.key).executeTakeFirst());
        await trx
          .insertInto('site_texts')
          .values(row)
          .onConflict((conflict) => conflict.column('key').doUpdateSet(changes))
          .execute();
        if (audit) await appendAuditEntry(trx, audit(before === undefined ? null : toText(before)));
      });
    return attempt(save).map(() => toText(row));
  }
}
