import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The chapter's settings for receipts and giving statements (issue 20).

/**
 * - `chapter_settings`: one row (`id` 'chapter'): the legal name, the postal address (a JSON array
 *   of lines), the tax ID ('' before it is set), whether gifts are deductible (1) or not (0), the
 *   month the fiscal year starts (1-12), and who saved them when. No row: the defaults from the
 *   configuration.
 */
export const chapterSettingsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('chapter_settings')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('legal_name', 'text', (c) => c.notNull())
      .addColumn('address_json', 'text', (c) => c.notNull())
      .addColumn('tax_id', 'text', (c) => c.notNull())
      .addColumn('deductible', 'integer', (c) => c.notNull())
      .addColumn('fiscal_year_start_month', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chapter_settings_pkey', ['id'])
      .addCheckConstraint('chapter_settings_deductible_check', sql`deductible in (0, 1)`)
      .addCheckConstraint('chapter_settings_month_check', sql`fiscal_year_start_month between 1 and 12`)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('chapter_settings').execute();
  },
};
