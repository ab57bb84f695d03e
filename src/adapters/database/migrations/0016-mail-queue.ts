import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The durable mail queue and the scheduled jobs' runs (issue 19).

/**
 * - `mail_queue`: one row per mail and recipient, the mail itself as JSON (attachments in base64),
 *   its list, where it stands (queued, sending, sent, failed, unsubscribed), the tries so far, when
 *   the next may start, the lease of the process sending it (`lease`, `claimed_until`: a lease that
 *   ran out is a crash, and the mail is tried again), the last error, and when it was queued and
 *   sent. UNIQUE(key, recipient): one mail ever per key and recipient, however often it is queued.
 *   Times are ISO instants, which order as text.
 * - `job_runs`: one row per scheduled job and slot, inserted by the process that runs it (the
 *   primary key lets only one win), with its state, its summary and when it started and finished.
 */
export const mailQueueMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('mail_json', 'text', (c) => c.notNull())
      .addColumn('list', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('lease', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('queued_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addPrimaryKeyConstraint('mail_queue_pkey', ['id'])
      .addUniqueConstraint('mail_queue_key_recipient_unique', ['key', 'recipient'])
      .addCheckConstraint('mail_queue_status_check', sql`status in ('queued', 'sending', 'sent', 'failed', 'unsubscribed')`)
      .execute();
    // The worker's question: what is due (queued by its next try, sending by its lease).
    await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('mail_queue_queued').on('mail_queue').columns(['queued_at']).execute();
    await db.schema
      .createTable('job_runs')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('summary', 'text')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addPrimaryKeyConstraint('job_runs_pkey', ['job', 'slot'])
      .addCheckConstraint('job_runs_state_check', sql`state in ('started', 'finished', 'failed')`)
      .execute();
    await db.schema.createIndex('job_runs_started').on('job_runs').columns(['started_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('job_runs').execute();
    await db.schema.dropTable('mail_queue').execute();
  },
};
