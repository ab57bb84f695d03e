import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Written with the schema builder and portable types only (text, integer), so the same
// statements run on SQLite and PostgreSQL. Constraint names are what PostgreSQL reports on a
// violation (see sql-errors.ts); SQLite reports `table.column` instead.

async function createMembers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('grad_year', 'text')
    .addColumn('membership', 'text', (c) => c.notNull())
    .addColumn('dues_pay_year', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('members_pkey', ['id'])
    .addUniqueConstraint('members_email_key_unique', ['email_key'])
    .execute();
  await db.schema.createIndex('members_listing').on('members').columns(['created_at', 'id']).execute();
}

async function createEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('event_desc', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pkey', ['id'])
    .addUniqueConstraint('events_name_key_unique', ['name_key'])
    .execute();
  await db.schema.createIndex('events_listing').on('events').columns(['created_at', 'id']).execute();
}

async function createOfficers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('officers')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('officers_pkey', ['id'])
    .addUniqueConstraint('officers_name_key_unique', ['name_key'])
    .execute();
  await db.schema.createIndex('officers_listing').on('officers').columns(['created_at', 'id']).execute();
}

async function createOrders(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
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
    // NULLs are distinct in a unique constraint on both databases: unique only when set.
    .addUniqueConstraint('orders_payment_id_unique', ['payment_id'])
    .addCheckConstraint('orders_status_check', sql`status in ('pending', 'paid', 'fulfilled', 'failed', 'flagged')`)
    .addCheckConstraint('orders_amount_check', sql`amount >= 0`)
    .execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute();
}

async function createPaymentTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fulfilments')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('fulfilled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fulfilments_pkey', ['order_id'])
    .addForeignKeyConstraint('fulfilments_order_fkey', ['order_id'], 'orders', ['id'])
    .execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pkey', ['event_id'])
    .execute();
}

async function createDocuments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('documents_pkey', ['key'])
    .addCheckConstraint('documents_size_check', sql`size >= 0`)
    .execute();
  await db.schema.createIndex('documents_listing').on('documents').columns(['folder', 'uploaded_at']).execute();
}

async function createSimulatedPayments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('simulated_payments')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('receipt_email', 'text')
    .addColumn('metadata_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error_json', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('simulated_payments_pkey', ['id'])
    .addUniqueConstraint('simulated_payments_idempotency_key_unique', ['idempotency_key'])
    .execute();
}

const TABLES = ['simulated_payments', 'documents', 'payment_events', 'fulfilments', 'orders', 'officers', 'events', 'members'];

/** Members, events, officers, orders and payments, documents, and the card simulator's intents. */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await createMembers(db);
    await createEvents(db);
    await createOfficers(db);
    await createOrders(db);
    await createPaymentTables(db);
    await createDocuments(db);
    await createSimulatedPayments(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) await db.schema.dropTable(table).execute();
  },
};
