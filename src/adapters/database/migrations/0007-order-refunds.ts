import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Refunded orders and the card simulator's refunds (issue 17: cancelling an order with a refund).

const STATUSES_BEFORE = sql`status in ('pending', 'paid', 'fulfilled', 'failed', 'flagged')`;
const STATUSES_AFTER = sql`status in ('pending', 'paid', 'fulfilled', 'failed', 'flagged', 'refunded')`;

/** The `orders` table as 0001 made it, under another name and with the statuses given. */
async function createOrders(db: Kysely<unknown>, name: string, statuses: typeof STATUSES_AFTER): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_json', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact_first_name', 'text', (c) => c.notNull())
    .addColumn('contact_last_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('application_json', 'text')
    .addColumn('member_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('fulfilled_at', 'text')
    .addPrimaryKeyConstraint('orders_pkey', ['id'])
    .addUniqueConstraint('orders_idempotency_key_unique', ['idempotency_key'])
    .addUniqueConstraint('orders_payment_id_unique', ['payment_id'])
    .addCheckConstraint('orders_status_check', statuses)
    .addCheckConstraint('orders_amount_check', sql`amount >= 0`)
    .execute();
}

/**
 * Replaces the orders' status check. PostgreSQL alters it. SQLite changes a CHECK only by building
 * the table again, and `fulfilments` refers to `orders`: both are built anew beside the old ones
 * (`fulfilments_next` referring to `orders_next`), the rows copied, the old tables dropped, and the
 * new ones renamed (the rename carries the reference along), all in the migration's transaction.
 */
async function changeStatusCheck(db: Kysely<unknown>, statuses: typeof STATUSES_AFTER): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table orders drop constraint orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check check (${statuses})`.execute(db);
    return;
  }
  await createOrders(db, 'orders_next', statuses);
  await sql`insert into orders_next select * from orders`.execute(db);
  await db.schema
    .createTable('fulfilments_next')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('fulfilled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fulfilments_pkey', ['order_id'])
    .addForeignKeyConstraint('fulfilments_order_fkey', ['order_id'], 'orders_next', ['id'])
    .execute();
  await sql`insert into fulfilments_next select order_id, fulfilled_at from fulfilments`.execute(db);
  await db.schema.dropTable('fulfilments').execute();
  await db.schema.dropTable('orders').execute();
  await sql`alter table orders_next rename to orders`.execute(db);
  await sql`alter table fulfilments_next rename to fulfilments`.execute(db);
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute();
}

/**
 * - `orders.status` may be 'refunded' (a paid order cancelled and its money given back), and
 *   `orders.refunded_at` says when. No index
 *   on the event an order is for yet: the chair's list of an event's orders reads the order JSON.
 * - `simulated_refunds`: the card simulator's refunds, one per idempotency key, with a digest of
 *   the request (the same key with another request is a conflict, as at Stripe).
 */
export const orderRefundsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await changeStatusCheck(db, STATUSES_AFTER);
    await db.schema.alterTable('orders').addColumn('refunded_at', 'text').execute();
    await db.schema
      .createTable('simulated_refunds')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('simulated_refunds_pkey', ['id'])
      .addUniqueConstraint('simulated_refunds_idempotency_key_unique', ['idempotency_key'])
      .addCheckConstraint('simulated_refunds_amount_check', sql`amount > 0`)
      .execute();
    await db.schema.createIndex('simulated_refunds_payment').on('simulated_refunds').columns(['payment_id']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('simulated_refunds').execute();
    await sql`delete from orders where status = 'refunded'`.execute(db);
    await db.schema.alterTable('orders').dropColumn('refunded_at').execute();
    await changeStatusCheck(db, STATUSES_BEFORE);
  },
};
