import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The opt-in member directory (issue 20, item 4).

/** The visibility columns, one per field of domain/directory.ts DIRECTORY_FIELDS (0 hidden, 1 shown). */
const SHOW_COLUMNS = [
  'show_name',
  'show_grad_year',
  'show_location',
  'show_email',
  'show_phone',
  'show_employer',
  'show_job_title',
  'show_website',
  'show_bio',
] as const;

/**
 * `directory_profiles`: one row per member who saved a directory profile (removed with the member):
 * the directory's own fields (employer, job title, web address, a short bio) and, per field, whether
 * other members may see it. A member without a row shows nothing. The name index serves the
 * directory's order.
 */
export const memberDirectoryMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    let table = db.schema
      .createTable('directory_profiles')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('employer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('job_title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('directory_profiles_pkey', ['member_id']);
    for (const column of SHOW_COLUMNS) {
      table = table
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint(`${column}_check`, sql.raw(`${column} in (0, 1)`));
    }
    await table.execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('directory_profiles').execute();
  },
};
