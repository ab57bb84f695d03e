// `npm run load [-- --seconds 60 --connections 50]`: builds the site when stale, starts the
// production server on a temporary DATA_DIR and holds a mixed load on it over loopback (home-page
// events, officer list, sign-in, payment creation; see scripts/load/mixed-load.ts), then prints the
// figures. `npm run test:reliability` runs the same load for 60 s and writes them to docs/reliability.md.
import { parseArgs } from 'node:util';
import { ADMIN, PRODUCTION_WITH_SIMULATOR, startSiteServer } from '../test/e2e/support/site-server';
import { buildIfStale } from './build-if-stale.mjs';
import { LOAD_LIMITS, mixedLoad } from './load/mixed-load';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '50' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (!Number.isInteger(seconds) || seconds < 1 || !Number.isInteger(connections) || connections < 1) {
  console.error('--seconds and --connections must be whole numbers of at least 1.');
  process.exit(1);
}

buildIfStale();
const server = await startSiteServer({ env: { ...PRODUCTION_WITH_SIMULATOR, ...LOAD_LIMITS } });
try {
  console.log(`Holding ${connections} clients for ${seconds} s on ${server.url} ...`);
  const result = await mixedLoad({ url: server.url, admin: ADMIN, connections, seconds, pid: server.pid });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `${result.requests} requests, ${result.requestsPerSecond.toFixed(0)} per second, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms`,
  );
  console.log(
    `errors: ${result.errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts}); statuses ${JSON.stringify(result.statusCounts)}`,
  );
  console.log(`server memory (RSS): ${mb(result.rssBefore)} before, ${mb(result.rssAfter)} after`);
  if (result.errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
