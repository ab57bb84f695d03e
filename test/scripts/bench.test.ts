import { describe, expect, it } from 'vitest';
import { CHECK_PASSES, worthAnotherPass, type BudgetCheck } from '../../scripts/bench/budgets';
import { NOTES_MARKER, renderReport, type BenchResults } from '../../scripts/bench/report';
import { best } from '../../scripts/bench/server-load';

const run = (requestsPerSecond: number, p50Ms: number, p99Ms: number, requests: number, failures = 0) => ({
  name: 'listEvents',
  requestsPerSecond,
  p50Ms,
  p99Ms,
  requests,
  failures,
  rateLimited: 0,
  cpuMsPerRequest: requests > 0 ? 1000 / requestsPerSecond : Number.NaN,
});

describe('judging the runs of one server probe', () => {
  it('takes the best throughput and latencies, and counts the failures of every run', () => {
    const judged = best([run(900, 20, 60, 4500, 1), run(1500, 12, 30, 7500), run(1200, 15, 24, 6000)]);
    expect(judged.cpuMsPerRequest).toBeCloseTo(1000 / 1500);
    expect(judged).toMatchObject({
      requestsPerSecond: 1500,
      p50Ms: 12,
      p99Ms: 24,
      requests: 18_000,
      failures: 1,
      runsPerSecond: [900, 1500, 1200],
    });
  });

  it('never takes the latencies of a run that got no answer', () => {
    expect(best([run(0, 0, 0, 0), run(400, 30, 90, 2000)])).toMatchObject({ p50Ms: 30, p99Ms: 90 });
    expect(best([run(0, 0, 0, 0)]).p99Ms).toBe(Infinity);
  });
});

const results: BenchResults = {
  startedAt: '2026-11-23T18:00:00.000Z',
  chromium: 'Chromium 140',
  prerendered: [{ route: '/', prerendered: true }],
  bundles: [],
  pageLoads: [],
  server: [],
  connections: 50,
  seconds: 5,
  runs: 3,
  pass: 2,
  loadAverage: { atStart: [0.1, 0.1, 0.1], atEnd: [0.2, 0.1, 0.1] },
  startup: {
    emptyMs: 900,
    seededMs: 400,
    emptyRunsMs: [950, 900, 990],
    seededRunsMs: [400, 420, 410],
    seededCpuMs: 300,
    rssAfterStart: 1,
    rssAfterLoad: 2,
  },
  checks: [{ name: 'Start-up, seeded DATA_DIR', limit: '< 2000 ms', measured: '400 ms', ok: true, kind: 'timing' }],
};

describe('docs/performance.md', () => {
  it('keeps the hand-written analysis of the previous report and replaces the figures', () => {
    const previous = `# Performance\n\nold figures: 999 ms\n\n${NOTES_MARKER}\n\n## Analysis\n\nThe cause was X.\n`;
    const report = renderReport(results, previous);
    expect(report).not.toContain('999 ms');
    expect(report).toContain('400 ms (best of 400 ms, 420 ms, 410 ms)');
    expect(report.endsWith(`${NOTES_MARKER}\n\n## Analysis\n\nThe cause was X.\n`)).toBe(true);
  });

  it('starts an analysis section when there was none, and says whether the machine was busy', () => {
    const report = renderReport(results);
    expect(report).toContain(`${NOTES_MARKER}\n\n## Analysis`);
    expect(report).toContain('otherwise quiet');
    expect(renderReport({ ...results, loadAverage: { atStart: [16, 15, 12], atEnd: [17, 16, 13] } })).toContain('shared and busy');
  });
});

describe('another pass with --check', () => {
  const budget = (kind: BudgetCheck['kind'], ok: boolean): BudgetCheck => ({ name: `${kind} ${ok}`, limit: '', measured: '', ok, kind });

  it('is made only when every missed budget is a timing one', () => {
    expect(worthAnotherPass([budget('exact', true), budget('timing', true)])).toBe(false);
    expect(worthAnotherPass([budget('exact', true), budget('timing', false)])).toBe(true);
    expect(worthAnotherPass([budget('exact', false), budget('timing', false)])).toBe(false);
    expect(worthAnotherPass([budget('exact', false)])).toBe(false);
  });

  it('is named in the report with the pass the figures come from', () => {
    expect(renderReport(results)).toContain(`up to ${CHECK_PASSES} passes in all; the figures here are those of pass 2.`);
  });
});
