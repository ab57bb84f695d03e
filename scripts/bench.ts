// `npm run bench [-- --check]`: builds the production bundle, starts the server on a temporary
// DATA_DIR and measures what a visitor and the server feel: bundle sizes per route, throttled page
// loads in Chromium, throughput and latency next to /healthz, start-up time and memory. Writes
// docs/performance.md; with --check, exits 1 when a budget of scripts/bench/budgets.ts is missed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ADMIN, startSiteServer } from '../test/e2e/support/site-server';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { BUDGETS, type BudgetCheck } from './bench/budgets';
import { measureBundles } from './bench/bundle';
import { measurePageLoads } from './bench/page-load';
import { renderReport, type BenchResults } from './bench/report';
import { measureServer } from './bench/server-load';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BUNDLE_ROUTES = ['/', '/Donate', '/Become-A-Member', '/Login', '/Member-Area'];
const PAGE_LOAD_ROUTES = ['/', '/Executive-Board', '/Donate'];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

function checkBudgets(results: Omit<BenchResults, 'checks'>): BudgetCheck[] {
  const home = results.bundles.find((b) => b.route === '/');
  const homeLoad = results.pageLoads.find((p) => p.route === '/');
  const content = results.server.filter((r) => r.name.startsWith('listEvents') || r.name.startsWith('listOfficers'));
  const check = (name: string, limit: string, measured: string, ok: boolean): BudgetCheck => ({ name, limit, measured, ok });
  return [
    check('Home, first-load JavaScript (gzip)', `≤ ${BUDGETS.homeFirstLoadJsGzipBytes / 1024} KB`, `${((home?.js.gzip ?? Infinity) / 1024).toFixed(1)} KB`, (home?.js.gzip ?? Infinity) <= BUDGETS.homeFirstLoadJsGzipBytes),
    check('No route ships Amplify or Stripe.js (self-hosted)', 'none', results.bundles.flatMap((b) => b.forbidden).join(', ') || 'none', results.bundles.every((b) => b.forbidden.length === 0)),
    check('Home LCP, throttled', `< ${BUDGETS.homeLcpMs} ms`, `${Math.round(homeLoad?.lcpMs ?? Infinity)} ms`, (homeLoad?.lcpMs ?? Infinity) < BUDGETS.homeLcpMs),
    check('Home CLS, throttled', `< ${BUDGETS.homeCls}`, (homeLoad?.cls ?? Infinity).toFixed(3), (homeLoad?.cls ?? Infinity) < BUDGETS.homeCls),
    check('Home TBT, throttled', `< ${BUDGETS.homeTbtMs} ms`, `${Math.round(homeLoad?.tbtMs ?? Infinity)} ms`, (homeLoad?.tbtMs ?? Infinity) < BUDGETS.homeTbtMs),
    ...content.map((r) => check(`${r.name}: throughput vs /healthz`, `≥ ${BUDGETS.contentThroughputShare * 100}%`, `${(r.shareOfHealthz * 100).toFixed(0)}%`, r.shareOfHealthz >= BUDGETS.contentThroughputShare)),
    ...content.map((r) => check(`${r.name}: p99 at ${CONNECTIONS} clients`, `< ${BUDGETS.contentP99Ms} ms`, `${r.p99Ms} ms`, r.p99Ms < BUDGETS.contentP99Ms)),
    check('No failed request under load', '0', String(results.server.reduce((sum, r) => sum + r.failures, 0)), results.server.every((r) => r.failures === 0)),
    check('Start-up, seeded DATA_DIR', `< ${BUDGETS.seededStartupMs} ms`, `${Math.round(results.startup.seededMs)} ms`, results.startup.seededMs < BUDGETS.seededStartupMs),
    check('Resident memory after the load', `< ${BUDGETS.rssAfterLoadBytes / 1024 / 1024} MB`, `${(results.startup.rssAfterLoad / 1024 / 1024).toFixed(0)} MB`, results.startup.rssAfterLoad < BUDGETS.rssAfterLoadBytes),
  ];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const startedAt = new Date().toISOString();
  buildIfStale();
  const clientDir = path.join(ROOT, 'dist', 'client');
  // First start on an empty DATA_DIR (migrations and seed), then a restart on the seeded one.
  const first = await startSiteServer({ env: { NODE_ENV: 'production' } });
  await first.stop({ keepData: true });
  const server = await startSiteServer({ env: { NODE_ENV: 'production' }, dataDir: first.dataDir });
  const rssAfterStart = rssOf(server.pid);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    console.log('Measuring bundles...');
    const bundles = await measureBundles(browser, server.url, clientDir, BUNDLE_ROUTES);
    console.log('Measuring page loads (throttled)...');
    const pageLoads = await measurePageLoads(browser, server.url, PAGE_LOAD_ROUTES);
    console.log(`Loading the server (${CONNECTIONS} clients, ${SECONDS} s per request kind)...`);
    const serverResults = await measureServer(server.url, ADMIN, CONNECTIONS, SECONDS);
    const measured = {
      startedAt,
      chromium: browser.version() ? `Chromium ${browser.version()}` : 'Chromium',
      bundles,
      pageLoads,
      server: serverResults,
      connections: CONNECTIONS,
      seconds: SECONDS,
      startup: { emptyMs: first.startedInMs, seededMs: server.startedInMs, rssAfterStart, rssAfterLoad: rssOf(server.pid) },
    };
    const results: BenchResults = { ...measured, checks: checkBudgets(measured) };
    const report = renderReport(results);
    writeFileSync(path.join(ROOT, 'docs', 'performance.md'), report);
    console.log(report);
    const missed = results.checks.filter((c) => !c.ok);
    if (check && missed.length > 0) {
      console.error(`\n${missed.length} budget(s) missed: ${missed.map((c) => c.name).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
