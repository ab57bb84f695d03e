import type { Kysely, Migration } from 'kysely';
import { ledgerCategory } from '../../../domain/ledger';
import type { Order } from '../../../domain/pricing';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The ledger and offline payments (issue 18).

const BACKFILL_BATCH = 500;

/** Files every order recorded before this migration under its category (domain/ledger.ts), a batch at a time. */
async function backfillCategories(db: Kysely<unknown>): Promise<void> {
  const orders = db as unknown as Kysely<{
    orders: { id: string; order_json: string; category_group: string; category_detail: string };
  }>;
  for (;;) {
    const rows = await orders
      .selectFrom('orders')
      .select(['id', 'order_json'])
      .where('category_group', '=', '')
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const category = ledgerCategory(JSON.parse(row.order_json) as Order);
      await orders
        .updateTable('orders')
        .set({ category_group: category.group, category_detail: category.detail })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/**
 * On `orders`:
 * - `method`: how the money came ('card' online, the default for every order before this one;
 *   'cash', 'cheque', 'bank-transfer', 'other' recorded by an officer);
 * - `reference` (a cheque's number), `received_on` (the chapter's calendar day, YYYY-MM-DD) and
 *   `recorded_by` (the officer's e-mail): null for a card payment;
 * - `category_group` and `category_detail`: the ledger's category, derived from the order
 *   (domain/ledger.ts) when it is recorded, so the ledger filters and totals in SQL;
 * - indexes for the ledger's newest-first pages and its category filter.
 * On `payment_events`: `order_id`, `kind` and `outcome` of a processor event about one of our
 * orders (null for the events remembered before, and for no order of ours), for the order's page.
 */
export const offlinePaymentsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('orders')
      .addColumn('method', 'text', (c) => c.notNull().defaultTo('card'))
      .execute();
    await db.schema.alterTable('orders').addColumn('reference', 'text').execute();
    await db.schema.alterTable('orders').addColumn('received_on', 'text').execute();
    await db.schema.alterTable('orders').addColumn('recorded_by', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('category_group', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('category_detail', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await backfillCategories(db);
    await db.schema.alterTable('payment_events').addColumn('order_id', 'text').execute();
    await db.schema.alterTable('payment_events').addColumn('kind', 'text').execute();
    await db.schema.alterTable('payment_events').addColumn('outcome', 'text').execute();
    await db.schema.createIndex('payment_events_order').on('payment_events').columns(['order_id', 'received_at']).execute();
    await db.schema.createIndex('orders_ledger').on('orders').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('orders_category').on('orders').columns(['category_group', 'category_detail', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('payment_events_order').execute();
    for (const column of ['outcome', 'kind', 'order_id']) await db.schema.alterTable('payment_events').dropColumn(column).execute();
    await db.schema.dropIndex('orders_category').execute();
    await db.schema.dropIndex('orders_ledger').execute();
    for (const column of ['category_detail', 'category_group', 'recorded_by', 'received_on', 'reference', 'method']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
  },
};
