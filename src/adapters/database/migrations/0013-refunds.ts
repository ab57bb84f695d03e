import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Officers' refunds of online payments, whole or in part (issue 18).

/**
 * - `refunds`: one row per refund at the processor (its refund id the key, so a repeated submit
 *   records one), the order, the cents given back, why, the officer, when, and whether the
 *   officer asked for the order's effect to be undone (1) or not (0).
 * - `orders.refunded_amount`: the cents given back so far by those refunds, kept with the order in
 *   the refund's transaction, so the ledger's totals count part refunds in one GROUP BY. An order
 *   refunded before this migration (the chair's cancellations) counts its whole amount by its status.
 */
export const refundsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('refunds')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('refunded_by', 'text', (c) => c.notNull())
      .addColumn('refunded_at', 'text', (c) => c.notNull())
      .addColumn('undo', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('refunds_pkey', ['id'])
      .addForeignKeyConstraint('refunds_order_fkey', ['order_id'], 'orders', ['id'])
      .addCheckConstraint('refunds_amount_check', sql`amount > 0`)
      .addCheckConstraint('refunds_undo_check', sql`undo in (0, 1)`)
      .execute();
    await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id', 'refunded_at']).execute();
    await db.schema
      .alterTable('orders')
      .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
    await db.schema.dropTable('refunds').execute();
  },
};
