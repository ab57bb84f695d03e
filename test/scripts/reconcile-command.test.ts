import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileCommand } from '../../scripts/reconcile-command';
import { databaseConfigOf } from '../../src/server/wiring/self-hosted.module';
import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { SqlCardSimulator } from '../../src/adapters/card-simulator/sql-card-simulator';
import { openDatabase, type Database } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { SqlOrderLedger } from '../../src/adapters/database/sql-order-ledger';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import { StripePaymentProcessor } from '../../src/adapters/stripe/stripe-payment-processor';
import type { PaymentProcessor } from '../../src/application/ports/payment-processor.port';
import { BILLING, card } from '../contracts/card-simulator.contract';
import { sampleOrder } from '../contracts/order-ledger.contract';
import { sampleIntent } from '../contracts/payment-processor.contract';
import { FakeStripeServer } from '../support/fake-stripe-server';

const BASE_ENV = { ADMIN_EMAILS: 'chair@example.org' };
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake' };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated embedded database under a new DATA_DIR, as the server would leave it. */
async function dataDir(): Promise<{ dir: string; database: Database }> {
  const dir = mkdtempSync(join(tmpdir(), 'chapter-reconcile-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const database = openDatabase(databaseConfigOf({ databaseUrl: null, dataDir: dir }));
  (await migrate(database.db))._unsafeUnwrap();
  return { dir, database };
}

/** Records order n with an intent opened at `processor`; answers the intent's id. */
async function recordOrder(ledger: SqlOrderLedger, processor: PaymentProcessor, n: number): Promise<string> {
  const order = sampleOrder(n);
  (await ledger.record(order))._unsafeUnwrap();
  const intent = (
    await processor.createIntent(
      sampleIntent({ amount: order.amount, idempotencyKey: `order-${order.id}`, metadata: { orderId: order.id, item: order.order.item } }),
    )
  )._unsafeUnwrap();
  (await ledger.attachPayment(order.id, intent.id))._unsafeUnwrap();
  return intent.id;
}

async function statuses(dir: string): Promise<string[]> {
  const database = openDatabase(databaseConfigOf({ databaseUrl: null, dataDir: dir }));
  try {
    return (await database.db.selectFrom('orders').select('status').orderBy('id').execute()).map((row) => row.status);
  } finally {
    await database.close();
  }
}

describe('npm run reconcile', () => {
  it('re-reads unfinished orders from the card simulator’s table, finishes them and prints the counts', async () => {
    const { dir, database } = await dataDir();
    const ledger = new SqlOrderLedger(database.db, new ManualClock());
    const simulator = new SqlCardSimulator({
      db: database.db,
      clock: new ManualClock(),
      ids: new SequentialIds(),
      webhookSecret: 'whsec_x',
      hmac: nodeHmacSha256,
    });
    const paid = await recordOrder(ledger, simulator, 1);
    const declined = await recordOrder(ledger, simulator, 2);
    void (await recordOrder(ledger, simulator, 3));
    void (await simulator.confirm(paid, card('4242424242424242'), BILLING));
    void (await simulator.confirm(declined, card('4000000000000002'), BILLING));
    await database.close();
    const lines: string[] = [];
    expect(await reconcileCommand({ ...BASE_ENV, DATA_DIR: dir }, { print: (line) => lines.push(line) })).toBe(0);
    expect(lines).toEqual([
      'Reconciled 3 unfinished orders: 1 fulfilled, 1 failed, 0 flagged for a person, 1 still waiting for a card, 0 could not be finished (run again later).',
    ]);
    expect(await statuses(dir)).toEqual(['fulfilled', 'failed', 'pending']);
  });

  it('re-reads them from Stripe when STRIPE_SECRET_KEY is set, and says when Stripe cannot be reached', async () => {
    const fake = await FakeStripeServer.start();
    cleanups.push(() => fake.close());
    const { dir, database } = await dataDir();
    const ledger = new SqlOrderLedger(database.db, new ManualClock());
    const stripeProcessor = new StripePaymentProcessor({ stripe: fake.client(), webhookSecret: 'whsec_fake', clock: new ManualClock() });
    fake.confirm(await recordOrder(ledger, stripeProcessor, 1), '4242424242424242');
    await database.close();
    const lines: string[] = [];
    fake.failNext(1);
    const env = { ...BASE_ENV, ...STRIPE_ENV, DATA_DIR: dir };
    expect(await reconcileCommand(env, { print: (line) => lines.push(line), stripe: () => fake.client() })).toBe(1);
    expect(await reconcileCommand(env, { print: (line) => lines.push(line), stripe: () => fake.client() })).toBe(0);
    expect(lines.map((line) => /(\d+) fulfilled.*(\d+) could not/.exec(line)?.slice(1))).toEqual([
      ['0', '1'],
      ['1', '0'],
    ]);
    expect(await statuses(dir)).toEqual(['fulfilled']);
  });

  it('stops with exit code 2 and the setting’s name for bad settings', async () => {
    const lines: string[] = [];
    expect(await reconcileCommand({ ...BASE_ENV, STRIPE_SECRET_KEY: 'nonsense' }, { print: (line) => lines.push(line) })).toBe(2);
    expect(lines[0]).toContain('STRIPE_SECRET_KEY');
  });
});
