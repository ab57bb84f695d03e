import { availableParallelism, cpus, totalmem } from 'node:os';
import { CHECK_PASSES, type BudgetCheck } from './budgets';
import type { RouteBundle } from './bundle';
import { MOBILE_4G, type PageLoad } from './page-load';
import type { LoadResult } from './server-load';

/** Everything one run measured. */
export interface BenchResults {
  readonly startedAt: string;
  readonly chromium: string;
  /** Public pages and whether the server's HTML for them already holds the page. */
  readonly prerendered: readonly { readonly route: string; readonly prerendered: boolean }[];
  readonly bundles: readonly RouteBundle[];
  readonly pageLoads: readonly PageLoad[];
  readonly server: readonly LoadResult[];
  readonly connections: number;
  readonly seconds: number;
  /** How often start-up and each server probe were measured. */
  readonly runs: number;
  /** Which pass of page loads and server load these are (with --check, a later one follows a pass that missed only timing budgets). */
  readonly pass: number;
  /** The machine's load averages (1, 5, 15 min) when the run started and ended: other work on it. */
  readonly loadAverage: { readonly atStart: readonly number[]; readonly atEnd: readonly number[] };
  readonly startup: {
    /** The best of the runs below. */
    readonly emptyMs: number;
    readonly seededMs: number;
    readonly emptyRunsMs: readonly number[];
    readonly seededRunsMs: readonly number[];
    /** CPU time the server process used to start on the seeded DATA_DIR (best of the runs): what a start costs on an idle machine. */
    readonly seededCpuMs: number;
    readonly rssAfterStart: number;
    readonly rssAfterLoad: number;
  };
  readonly checks: readonly BudgetCheck[];
}

/**
 * docs/performance.md keeps what follows this line from run to run: the written analysis (causes
 * of a missed budget, what was changed and what it gained) that no run can measure.
 */
export const NOTES_MARKER = '<!-- Everything below this line is written by hand and kept by `npm run bench`. -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'no answer');

const list = (values: readonly number[]) => values.map(ms).join(', ');

function machine(results: BenchResults): string {
  const cpu = cpus();
  return `${availableParallelism()} CPU cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${process.platform}, ${results.chromium}`;
}

/** The machine's other work during the run, from its load average, in words. */
function busyness(results: BenchResults): string {
  const cores = availableParallelism();
  const [startOne = 0] = results.loadAverage.atStart;
  const [endOne = 0] = results.loadAverage.atEnd;
  const shared = Math.max(startOne, endOne) / cores > 0.5;
  const figures = `load average over the last minute ${startOne.toFixed(2)} when the run started and ${endOne.toFixed(2)} when it ended, on ${cores} cores`;
  return shared
    ? `The machine was shared and busy with other work (${figures}; the benchmark itself adds up to about one core): the timings are slower and noisier than on an idle machine, and are judged as described under Method.`
    : `The machine was otherwise quiet (${figures}).`;
}

/** The hand-written part of the previous report, from the marker on (or a heading for it). */
function notesOf(previous: string): string {
  const at = previous.indexOf(NOTES_MARKER);
  return at >= 0 ? previous.slice(at) : `${NOTES_MARKER}\n\n## Analysis\n\nNothing written yet.\n`;
}

/**
 * docs/performance.md: the figures of the last run, the machine, the budgets and how they were
 * measured, and the hand-written analysis of the previous report (`previous`), kept as it was.
 */
export function renderReport(results: BenchResults, previous = ''): string {
  const pages = results.pageLoads[0]?.runs ?? 0;
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (see `scripts/bench.ts`); `npm run bench -- --check` fails when a budget is missed (CI runs it after the build, in `.ci/run`).',
    '',
    `Last run: ${results.startedAt}, on ${machine(results)}.`,
    '',
    busyness(results),
    '',
    '## Method',
    '',
    '- **Build**: the production build (`npm run build`), made first when the sources are newer; every public page is prerendered to HTML and the server sends the brotli or gzip copy the build made.',
    '- **Server**: the built server (`dist/server/main.js`) in its own process with the heap limits of `npm start` (`--max-old-space-size=128 --max-semi-space-size=4`), `NODE_ENV=production` with `PAYMENTS=simulator` and `SEED_DEMO=1`, on a temporary `DATA_DIR`, seeded, with the card simulator (so every page carries the test-mode banner, its HTML compressed by the server once and kept); `PAYMENT_RATE_LIMIT` and `AUTH_RATE_LIMIT` are raised for it, since every request of the load comes from one address.',
    `- **Noise**: the machine may be shared, and other work only ever makes a measurement slower. So every timing figure is measured more than once and judged by a robust statistic: start-up by the best of ${results.runs} starts; each server request kind by the best of ${results.runs} runs (highest throughput, lowest p50 and p99), the runs taken in rounds of every kind in turn so that the baseline and each kind see the machine alike, and every failed request of every run counted; page loads by the median of ${pages} cold loads. Sizes are exact and measured once.`,
    `- **Budgets**: in \`scripts/bench/budgets.ts\`; a missed budget is analysed below and fixed in the design, not by moving the budget. With \`--check\`, a pass that misses only timing budgets (never a size) has its page loads and server load measured again, up to ${CHECK_PASSES} passes in all; the figures here are those of pass ${results.pass}.`,
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
      (b) =>
        `| ${b.route} | ${kb(b.js.gzip)} | ${kb(b.js.brotli)} | ${kb(b.css.gzip)} | ${kb(b.css.brotli)} | ${b.files.length} | ${b.forbidden.length === 0 ? 'none' : b.forbidden.join(', ')} |`,
    ),
    '',
    '## Page load in Chromium, throttled',
    '',
    `Headless Chromium on loopback with the network throttled to ${MOBILE_4G.latencyMs} ms round trip, ${MOBILE_4G.downKbps} kbit/s down and ${MOBILE_4G.upKbps} kbit/s up, and the CPU slowed ${MOBILE_4G.cpuSlowdown}x (Lighthouse's mid-range phone on 4G), a 412 × 823 phone screen; the browser's own Performance API; the median of ${pages} cold loads.`,
    '',
    '| Page | First contentful paint | Largest contentful paint | Total blocking time | Cumulative layout shift | LCP of each load |',
    '|---|---|---|---|---|---|',
    ...results.pageLoads.map(
      (p) => `| ${p.route} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)} | ${ms(p.tbtMs)} | ${p.cls.toFixed(3)} | ${list(p.lcpRunsMs)} |`,
    ),
    '',
    '## Server',
    '',
    `${results.connections} concurrent keep-alive clients on loopback (autocannon in the benchmark's process, the server in its own), ${results.runs} rounds of ${results.seconds} s per request kind on the same seeded server; the best run of each kind.`,
    '',
    '| Request | Requests/s | p50 | p99 | Share of /healthz | Requests/s of each run | Server CPU per request | Requests | Failures |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.server.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${(r.shareOfHealthz * 100).toFixed(0)}% | ${r.runsPerSecond.map((v) => Math.round(v)).join(', ')} | ${Number.isFinite(r.cpuMsPerRequest) ? `${r.cpuMsPerRequest.toFixed(2)} ms` : 'unknown'} | ${r.requests} | ${r.failures} |`,
    ),
    '',
    "Server CPU per request: the server process's user and system CPU time during a run (from `/proc`) divided by the requests it answered, lowest of the runs. Other work on the machine slows a run down but hardly changes this, so it tells what a request costs when throughput figures are disturbed.",
    '',
    "The door's search and the officers' roster are measured at 10 clients (a chapter's doors and officers, not 50), signed in as the administrator: the door with 1,000 attendees; the roster's first page (sorted by name, with the counts by status) with 10,000 seeded members, one in four with a paid order, and the CSV export of a filter (annual members unpaid or lapsed, every matching member) at 2 clients.",
    '',
    '## Start-up and memory',
    '',
    '| | |',
    '|---|---|',
    `| Process start to the first answered request, empty DATA_DIR (migrations, seed) | ${ms(results.startup.emptyMs)} (best of ${list(results.startup.emptyRunsMs)}) |`,
    `| The same, seeded DATA_DIR | ${ms(results.startup.seededMs)} (best of ${list(results.startup.seededRunsMs)}) |`,
    `| CPU time the server used for that start (user and system, from \`/proc\`) | ${ms(results.startup.seededCpuMs)} |`,
    `| Resident memory after start | ${mb(results.startup.rssAfterStart)} |`,
    `| Resident memory after the load | ${mb(results.startup.rssAfterLoad)} |`,
    '',
    notesOf(previous),
  ];
  return lines.join('\n');
}
