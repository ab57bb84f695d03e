// Run by `npm run test:reliability` after the reliability tests: writes what they measured (left
// in .tmp/reliability/ by test/reliability/support/figures.ts) into the figures section of
// docs/reliability.md, between its `figures:start` and `figures:end` markers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFigures, type Figures } from '../test/reliability/support/figures';
import { ROOT } from './build-if-stale.mjs';

const PAGE = path.join(ROOT, 'docs', 'reliability.md');
const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const thousands = (value: unknown) => num(value).toLocaleString('en-US');
const mb = (bytes: unknown) => `${(num(bytes) / 1024 / 1024).toFixed(0)} MB`;

function fuzzLines(fuzz: Figures | undefined, money: Figures | undefined): string[] {
  if (!fuzz) return ['- Fuzzing: not run.'];
  const statuses = Object.entries((fuzz.statuses ?? {}) as Record<string, number>).map(([status, count]) => `${status}: ${thousands(count)}`);
  const routes = Object.keys((fuzz.routes ?? {}) as Record<string, number>).length;
  return [
    `- Requests fuzzed: **${thousands(fuzz.requests)}** over ${routes} routes and request kinds (seed ${String(fuzz.seed)}), plus ${thousands(money?.tamperedCheckouts)} tampered checkouts.`,
    `- Answers by status: ${statuses.join(', ')}.`,
    `- Server errors (5xx) and stack traces: **${thousands(fuzz.serverErrors)}**.`,
  ];
}

function faultLines(faults: Figures | undefined, money: Figures | undefined): string[] {
  if (!faults) return ['- Faults: not run.'];
  const list = (faults.faults ?? []) as { name: string; injected: number; outcome: string }[];
  const processor = (money?.processorFaults ?? []) as string[];
  return [
    `- Faults injected: **${thousands(num(faults.injected) + processor.length)}**`,
    ...list.map((fault) => `  - ${fault.name}: ${fault.outcome}.`),
    ...processor.map((fault) => `  - ${fault}.`),
  ];
}

function loadLines(load: Figures | undefined): string[] {
  if (!load) return ['- Load: not run.'];
  return [
    `- Load held: **${String(load.connections)} clients for ${String(load.seconds)} s** on loopback (mix per client: ${((load.mix ?? []) as string[]).join(', ')}).`,
    `- ${thousands(load.requests)} requests, ${num(load.requestsPerSecond).toFixed(1)} per second; latency p50 ${String(load.p50Ms)} ms, p99 **${String(load.p99Ms)} ms**, max ${String(load.maxMs)} ms.`,
    `- Errors (non-2xx, timeouts, connection errors): **${thousands(load.errors)}**.`,
    `- Server memory (RSS): ${mb(load.rssBefore)} before, ${mb(load.rssAfter)} after.`,
    `- Machine: ${String(load.cpus)} CPUs, load average ${String(load.loadAverage)} when the load ended (the load generator and the server share these CPUs${Number(load.loadAverage) > Number(load.cpus) * 2 ? ', and other work was running: latency reads high' : ''}).`,
  ];
}

function render(figures: Record<string, Figures>): string {
  const finished = Object.values(figures).map((f) => f.finishedAt).sort().at(-1) ?? 'never';
  const errors = num(figures.fuzz?.serverErrors) + num(figures.load?.errors);
  return [
    `Last run finished ${finished}. Errors seen: **${errors}**.`,
    '',
    ...fuzzLines(figures.fuzz, figures.money),
    ...faultLines(figures.faults, figures.money),
    ...loadLines(figures.load),
  ].join('\n');
}

const page = readFileSync(PAGE, 'utf8');
const [before, rest] = page.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) {
  console.error(`docs/reliability.md has no ${START} ... ${END} section.`);
  process.exit(1);
}
writeFileSync(PAGE, `${before}${START}\n${render(readFigures())}\n${END}${after}`);
console.log('Wrote the figures to docs/reliability.md.');
