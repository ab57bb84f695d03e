import type { Kysely, Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.

/**
 * `site_texts`: the page texts administrators changed (issue 16), one row per text: its Markdown,
 * the sanitised HTML the server made of it, and who saved it when. Texts never changed have no row.
 */
export const siteTextsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('site_texts')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('site_texts_pkey', ['key'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('site_texts').execute();
  },
};
