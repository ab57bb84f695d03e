import autocannon from 'autocannon';
import path from 'node:path';
import { openDatabase } from '../../src/adapters/database/database';
import { toRow } from '../../src/adapters/database/order-rows';
import type { NewOrder } from '../../src/application/ports/order-ledger.port';
import type { Cents } from '../../src/domain/money';
import { normalizeEmail } from '../../src/domain/members';
import { best, type LoadResult } from './server-load';

/** The benchmark's chapter: this many members on the roster. */
export const ROSTER_MEMBERS = 10_000;
/** Members 1 in this many have a paid order on record (their last payment). */
const PAYING_EVERY = 4;
/** The filtered export measured: annual members who have not paid this year. */
const ROSTER_CSV_FILTER = 'membership=annual&status=unpaid,lapsed';

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Dorothy', 'Mary', 'John', 'Barbara', 'Edsger', 'Frances', 'Margaret', 'Donald'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Vaughan',
  'Jackson',
  'Backus',
  'Liskov',
  'Dijkstra',
  'Allen',
  'Hamilton',
  'Knuth',
];

/** The n-th member: names, classes from 1960, a mix of memberships and dues years around this one. */
function memberRow(n: number, year: number, at: string) {
  const email = `member${n}@bench.example.org`;
  return {
    id: String(200_000 + n),
    first_name: FIRST[n % FIRST.length] ?? 'Ada',
    last_name: `${LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Lovelace'} ${n}`,
    email,
    email_key: normalizeEmail(email),
    address: `${n} Main St`,
    city: 'Norfolk',
    state: 'VA',
    zipcode: '23504',
    phone: '7575550100',
    grad_year: String(1960 + (n % 66)),
    membership: n % 5 === 0 ? 'Lifetime Membership' : 'Annual Membership',
    dues_pay_year: n % 7 === 0 ? null : String(year - (n % 4)),
    created_at: at,
    updated_at: at,
  };
}

function paidOrderRow(n: number, at: string) {
  const order: NewOrder = {
    id: `bench-dues-${n}`,
    order: { item: 'dues', membership: 'Annual Membership' },
    amount: 5_000 as Cents,
    currency: 'usd',
    description: 'Member Dues',
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: `member${n}@bench.example.org` },
    application: null,
    memberId: String(200_000 + n),
    idempotencyKey: `bench-dues-${n}`,
    createdAt: at,
  };
  return { ...toRow(order), payment_id: `pi_bench_${n}`, status: 'fulfilled', paid_at: at, fulfilled_at: at };
}

/**
 * Puts {@link ROSTER_MEMBERS} members (and a paid dues order for one in {@link PAYING_EVERY}) into
 * the SQLite database of a stopped server's DATA_DIR, in batches of 500 rows.
 */
export async function seedRoster(dataDir: string): Promise<void> {
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
  try {
    const at = new Date().toISOString();
    const year = new Date().getFullYear();
    await database.db.transaction().execute(async (trx) => {
      for (let start = 0; start < ROSTER_MEMBERS; start += 500) {
        const batch = Array.from({ length: Math.min(500, ROSTER_MEMBERS - start) }, (_, i) => start + i);
        await trx
          .insertInto('members')
          .values(batch.map((n) => memberRow(n, year, at)))
          .execute();
        const paying = batch.filter((n) => n % PAYING_EVERY === 0);
        if (paying.length > 0)
          await trx
            .insertInto('orders')
            .values(paying.map((n) => paidOrderRow(n, at)))
            .execute();
      }
    });
  } finally {
    await database.close();
  }
}

/** One autocannon run of `paths` (taken in turn), `connections` clients, as the signed-in officer whose session is `cookie`. */
async function run(baseUrl: string, cookie: string, name: string, paths: readonly string[], connections: number, seconds: number) {
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: '/',
        headers: { cookie, origin: new URL(baseUrl).origin },
        setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[n++ % paths.length] ?? '/' }),
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    rateLimited: result.statusCodeStats?.['429']?.count ?? 0,
    cpuMsPerRequest: Number.NaN,
  };
}

export interface RosterLoad {
  readonly page: LoadResult;
  readonly csv: LoadResult;
}

/**
 * The roster as an officer's browser asks for it, with {@link ROSTER_MEMBERS} members: its first
 * page (`GET /officers/members`, sorted by name, with the counts) at `connections` clients, and
 * the CSV export of a filter (`GET /officers/members.csv?` {@link ROSTER_CSV_FILTER}, every
 * matching member) at 2 clients; each judged by the best of `rounds` runs like every server probe.
 */
export async function measureRoster(
  baseUrl: string,
  cookie: string,
  { connections = 10, seconds = 5, rounds = 3 }: { connections?: number; seconds?: number; rounds?: number } = {},
): Promise<RosterLoad> {
  const pages = [];
  const exports = [];
  for (let round = 0; round < rounds; round++) {
    pages.push(
      await run(
        baseUrl,
        cookie,
        `roster, first page, ${ROSTER_MEMBERS} members (${connections} clients)`,
        ['/officers/members'],
        connections,
        seconds,
      ),
    );
    exports.push(
      await run(
        baseUrl,
        cookie,
        `roster CSV, ${ROSTER_CSV_FILTER} (2 clients)`,
        [`/officers/members.csv?${ROSTER_CSV_FILTER}`],
        2,
        seconds,
      ),
    );
  }
  return { page: { ...best(pages), shareOfHealthz: Number.NaN }, csv: { ...best(exports), shareOfHealthz: Number.NaN } };
}
