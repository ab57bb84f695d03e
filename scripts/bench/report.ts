import { cpus, totalmem } from 'node:os';
import type { BudgetCheck } from './budgets';
import type { RouteBundle } from './bundle';
import { MOBILE_4G, type PageLoad } from './page-load';
import type { LoadResult } from './server-load';

/** Everything one run measured. */
export interface BenchResults {
  readonly startedAt: string;
  readonly chromium: string;
  readonly bundles: readonly RouteBundle[];
  readonly pageLoads: readonly PageLoad[];
  readonly server: readonly LoadResult[];
  readonly connections: number;
  readonly seconds: number;
  readonly startup: { readonly emptyMs: number; readonly seededMs: number; readonly rssAfterStart: number; readonly rssAfterLoad: number };
  readonly checks: readonly BudgetCheck[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function machine(results: BenchResults): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${mb(totalmem())} RAM, Node ${process.version}, ${process.platform}, ${results.chromium}`;
}

/** docs/performance.md: the figures of the last run, the budgets and how they were measured. */
export function renderReport(results: BenchResults): string {
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (see `scripts/bench.ts`); `npm run bench -- --check` fails when a budget is missed.',
    '',
    `Last run: ${results.startedAt}, on ${machine(results)}.`,
    '',
    '## Budgets',
    '',
    '| Budget | Limit | Measured | |',
    '|---|---|---|---|',
    ...results.checks.map((check) => `| ${check.name} | ${check.limit} | ${check.measured} | ${check.ok ? 'ok' : '**missed**'} |`),
    '',
    '## Bundle: what each route loads first',
    '',
    'Every script and stylesheet a first visit fetches until the network is idle (lazy chunks included), with the sizes of the built files compressed by gzip (level 9) and brotli (quality 11).',
    '',
    '| Route | JS gzip | JS brotli | CSS gzip | CSS brotli | Files | Amplify / Stripe.js |',
    '|---|---|---|---|---|---|---|',
    ...results.bundles.map(
      (b) => `| ${b.route} | ${kb(b.js.gzip)} | ${kb(b.js.brotli)} | ${kb(b.css.gzip)} | ${kb(b.css.brotli)} | ${b.files.length} | ${b.forbidden.length === 0 ? 'none' : b.forbidden.join(', ')} |`,
    ),
    '',
    '## Page load in Chromium, throttled',
    '',
    `Headless Chromium on loopback with the network throttled to ${MOBILE_4G.latencyMs} ms round trip, ${MOBILE_4G.downKbps} kbit/s down and ${MOBILE_4G.upKbps} kbit/s up, and the CPU slowed ${MOBILE_4G.cpuSlowdown}x (Lighthouse's mid-range phone on 4G), a 412 × 823 phone screen; the browser's own Performance API; the median of ${results.pageLoads[0]?.runs ?? 0} cold loads.`,
    '',
    '| Page | First contentful paint | Largest contentful paint | Total blocking time | Cumulative layout shift |',
    '|---|---|---|---|---|',
    ...results.pageLoads.map((p) => `| ${p.route} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)} | ${ms(p.tbtMs)} | ${p.cls.toFixed(3)} |`),
    '',
    '## Server',
    '',
    `${results.connections} concurrent keep-alive clients on loopback for ${results.seconds} s each (autocannon in the benchmark's process, the server in its own), one after another on the same server, seeded.`,
    '',
    '| Request | Requests/s | p50 | p99 | Share of /healthz | Requests | Failures |',
    '|---|---|---|---|---|---|---|',
    ...results.server.map(
      (r) => `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${(r.shareOfHealthz * 100).toFixed(0)}% | ${r.requests} | ${r.failures} |`,
    ),
    '',
    '## Start-up and memory',
    '',
    '| | |',
    '|---|---|',
    `| Process start to the first answered request, empty DATA_DIR (migrations, seed) | ${ms(results.startup.emptyMs)} |`,
    `| The same, seeded DATA_DIR | ${ms(results.startup.seededMs)} |`,
    `| Resident memory after start | ${mb(results.startup.rssAfterStart)} |`,
    `| Resident memory after the load | ${mb(results.startup.rssAfterLoad)} |`,
    '',
  ];
  return lines.join('\n');
}
