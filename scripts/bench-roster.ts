// `npx tsx scripts/bench-roster.ts`: only the roster's part of `npm run bench`, on its own server
// (production build, a fresh DATA_DIR seeded with 10,000 members), to measure it without the rest.
import { ADMIN, PRODUCTION_WITH_SIMULATOR, startSiteServer } from '../test/e2e/support/site-server';
import { siteClient } from '../test/reliability/support/site-client';
import { buildIfStale } from './build-if-stale.mjs';
import { BUDGETS } from './bench/budgets';
import { LOAD_LIMITS } from './load/mixed-load';
import { measureRoster, seedRoster } from './bench/roster';

const SERVER_ENV = { ...PRODUCTION_WITH_SIMULATOR, ...LOAD_LIMITS, ADMIN_TWO_STEP: '0' } as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

buildIfStale();
const fresh = await startSiteServer({ env: SERVER_ENV });
const dataDir = fresh.dataDir;
await fresh.stop({ keepData: true });
await seedRoster(dataDir);
const server = await startSiteServer({ env: SERVER_ENV, dataDir });
try {
  const cookie = await siteClient(server.url).signIn(ADMIN.email, ADMIN.password);
  const { page, csv } = await measureRoster(server.url, cookie, { seconds: SECONDS, rounds: RUNS });
  for (const r of [page, csv]) {
    console.log(
      `${r.name}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.requests} requests, ${r.failures} failures`,
    );
  }
  console.log(`Budget: roster first page p99 < ${BUDGETS.rosterPageP99Ms} ms: ${page.p99Ms < BUDGETS.rosterPageP99Ms ? 'met' : 'MISSED'}`);
} finally {
  await server.stop();
}
