/**
 * What `synchronous = FULL` costs against NORMAL for the server's typical writes on this machine's
 * disk (docs/performance.md, "Durability: synchronous = FULL"). Each write kind runs `--ops` times
 * in a row, one at a time (as the server's single connection does them), on a fresh database file
 * per round; NORMAL and FULL take turns for `--rounds` rounds and each is judged by its best round
 * (other work on a shared machine only ever slows a round down). Prints a Markdown table.
 *
 *   npx tsx scripts/bench/sqlite-sync.ts [--ops 1000] [--rounds 5] [--dir <folder on the disk DATA_DIR uses>]
 *
 * The folder must be on the same file system as DATA_DIR: on tmpfs an fsync costs nothing.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import { openDatabase, type Database } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { SqlAccountStore } from '../../src/adapters/database/sql-account-store';
import { SqlMemberRepository } from '../../src/adapters/database/sql-member-repository';
import { SqlOrderLedger } from '../../src/adapters/database/sql-order-ledger';
import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { SqlCardSimulator } from '../../src/adapters/card-simulator/sql-card-simulator';
import { CryptoIds } from '../../src/adapters/crypto/crypto-ids';
import {
  createPayment,
  type CreatePaymentDeps,
  type CreatePaymentInput,
} from '../../src/application/server/payments/create-payment.use-case';
import { systemClock } from '../../src/adapters/system/system-clock';
import type { NewOrder } from '../../src/application/ports/order-ledger.port';
import type { Cents } from '../../src/domain/money';
import { SqlTicketedEventStore } from '../../src/adapters/database/sql-ticketed-event-store';
import { SqlWaitingList } from '../../src/adapters/database/sql-waiting-list';
import { HmacSignedTokens } from '../../src/adapters/crypto/hmac-signed-tokens';
import { randomBytes } from 'node:crypto';
import { okAsync } from 'neverthrow';
import { DEFAULT_TIME_ZONE } from '../../src/domain/local-date-time';

type Mode = 'NORMAL' | 'FULL';

/** One kind of write: what it does for its n-th run. */
interface WriteKind {
  readonly name: string;
  prepare?(database: Database, ops: number): Promise<void>;
  write(database: Database, n: number): Promise<unknown>;
}

const order = (n: number): NewOrder => ({
  id: `order-${n}`,
  order: { item: 'cookout-2024', tickets: 2 },
  amount: 5_000 as Cents,
  currency: 'usd',
  description: 'Cookout 2024 Tickets: 2',
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: `buyer${n}@example.org` },
  application: null,
  memberId: null,
  idempotencyKey: `key-${n}`,
  createdAt: new Date().toISOString(),
});

/** The ports createPayment writes through, over one database, with the card simulator as the processor. */
function checkoutDeps(database: Database): CreatePaymentDeps {
  const ids = new CryptoIds();
  const processor = new SqlCardSimulator({ db: database.db, clock: systemClock, ids, webhookSecret: 'whsec_bench', hmac: nodeHmacSha256 });
  return {
    ledger: new SqlOrderLedger(database.db, systemClock),
    processor,
    members: new SqlMemberRepository(database.db, systemClock),
    clock: systemClock,
    ids,
    // A ticket order holds its seats in the same database: that write is measured too.
    ticketing: {
      events: new SqlTicketedEventStore(database.db),
      waitingList: new SqlWaitingList(database.db),
      tokens: new HmacSignedTokens(randomBytes(32)),
    },
    mailer: { send: () => okAsync(undefined) },
    config: { timeZone: DEFAULT_TIME_ZONE, publicUrl: 'http://localhost:8787' },
  };
}

const checkout = (n: number): CreatePaymentInput => ({
  order: { item: 'cookout-2024', tickets: 2 },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: `buyer${n}@example.org` },
  idempotencyKey: `checkout-${n}`,
  actor: { role: 'visitor', email: null, memberId: null },
});

const must = async (result: ResultAsync<unknown, unknown>) => {
  if ((await result).isErr()) throw new Error('a write failed');
};

const KINDS: readonly WriteKind[] = [
  {
    // The smallest write: one row upserted (what every failed sign-in does).
    name: 'sign-in failure counted (one-row upsert, recordSignInFailure)',
    write: (database, n) => must(new SqlAccountStore(database.db).recordSignInFailure(`user${n % 50}@example.org`, Date.now())),
  },
  {
    name: 'order recorded (one-row insert, OrderLedger.record)',
    write: (database, n) => must(new SqlOrderLedger(database.db, systemClock).record(order(n))),
  },
  {
    // What POST /payment writes for tickets: the order, the seats' hold, the simulator's intent, the intent's id on the order.
    name: 'checkout opened (createPayment for tickets: four commits)',
    write: (database, n) => must(createPayment(checkoutDeps(database), checkout(n))),
  },
  {
    // A transaction of two statements: the order marked fulfilled and its fulfilment row.
    name: 'order fulfilled (transaction of two writes, markFulfilled)',
    async prepare(database, ops) {
      const at = new Date().toISOString();
      await database.db.transaction().execute(async (trx) => {
        const inTrx = new SqlOrderLedger(trx, systemClock);
        for (let n = 0; n < ops; n++) {
          await must(inTrx.record(order(n)));
          await must(inTrx.attachPayment(`order-${n}`, `pi_${n}`));
          await must(inTrx.markPaid(`order-${n}`, at));
        }
      });
    },
    write: (database, n) => must(new SqlOrderLedger(database.db, systemClock).markFulfilled(`order-${n}`, new Date().toISOString())),
  },
];

interface Round {
  readonly opsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function round(dir: string, kind: WriteKind, mode: Mode, ops: number): Promise<Round> {
  const roundDir = mkdtempSync(path.join(dir, 'sync-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(roundDir, 'chapter.sqlite') });
  try {
    if ((await migrate(database.db)).isErr()) throw new Error('migration failed');
    // openDatabase sets FULL; NORMAL is what it set before, on the same (only) connection.
    await sql.raw(`pragma synchronous = ${mode}`).execute(database.db);
    await kind.prepare?.(database, ops);
    const latencies: number[] = [];
    const started = performance.now();
    for (let n = 0; n < ops; n++) {
      const before = performance.now();
      await kind.write(database, n);
      latencies.push(performance.now() - before);
    }
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { opsPerSecond: ops / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
  } finally {
    await database.close();
    rmSync(roundDir, { recursive: true, force: true });
  }
}

const best = (rounds: readonly Round[]): Round => ({
  opsPerSecond: Math.max(...rounds.map((r) => r.opsPerSecond)),
  p50Ms: Math.min(...rounds.map((r) => r.p50Ms)),
  p99Ms: Math.min(...rounds.map((r) => r.p99Ms)),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ops: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '5' },
      dir: { type: 'string', default: '.tmp' },
    },
  });
  const ops = Number(values.ops);
  const rounds = Number(values.rounds);
  const dir = path.resolve(values.dir);
  mkdirSync(dir, { recursive: true });
  const results: { kind: string; mode: Mode; round: Round; all: readonly Round[] }[] = [];
  for (const kind of KINDS) {
    const runs: Record<Mode, Round[]> = { NORMAL: [], FULL: [] };
    for (let r = 0; r < rounds; r++) for (const mode of ['NORMAL', 'FULL'] as const) runs[mode].push(await round(dir, kind, mode, ops));
    for (const mode of ['NORMAL', 'FULL'] as const) results.push({ kind: kind.name, mode, round: best(runs[mode]), all: runs[mode] });
  }
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`${ops} writes per round, ${rounds} rounds per mode, best round; database in ${dir}\n`);
  console.log('| Write | synchronous | Writes/s | p50 | p99 | Writes/s of each round |');
  console.log('|---|---|---|---|---|---|');
  for (const { kind, mode, round: r, all } of results) {
    console.log(
      `| ${kind} | ${mode} | ${Math.round(r.opsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${all.map((a) => Math.round(a.opsPerSecond)).join(', ')} |`,
    );
  }
}

await main();
