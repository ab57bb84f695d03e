import type { Kysely, Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// News posts and committees (issue 16), two more kinds of named record (domain NEWS_POSTS, COMMITTEES).

/**
 * - `news_posts`: title (unique after `nameKey`, in `name_key`), its date in ISO form, a summary
 *   and the text in Markdown;
 * - `committees`: name (unique after `nameKey`), chair, purpose and how to join (Markdown).
 * Both are listed by `(created_at, id)` as the events and officers are.
 */
export const newsCommitteesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('news_posts')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('post_date', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_posts_pkey', ['id'])
      .addUniqueConstraint('news_posts_name_key_unique', ['name_key'])
      .execute();
    await db.schema.createIndex('news_posts_listing').on('news_posts').columns(['created_at', 'id']).execute();
    await db.schema
      .createTable('committees')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('chair', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('how_to_join', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('committees_pkey', ['id'])
      .addUniqueConstraint('committees_name_key_unique', ['name_key'])
      .execute();
    await db.schema.createIndex('committees_listing').on('committees').columns(['created_at', 'id']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('committees').execute();
    await db.schema.dropTable('news_posts').execute();
  },
};
