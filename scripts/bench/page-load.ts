import type { Browser } from 'playwright-core';

/**
 * The throttled profile: Lighthouse's mobile figures for a mid-range phone on 4G (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up) applied by Chromium itself, and the CPU slowed 4x.
 */
export const MOBILE_4G = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 } as const;

/** Paint and stability figures of one page, the median of several cold loads. */
export interface PageLoad {
  readonly route: string;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly runs: number;
  /** Largest contentful paint of every load, in order: the spread shows how noisy the machine was. */
  readonly lcpRunsMs: readonly number[];
}

interface Sample {
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

// Runs in the page before its own scripts: records LCP, layout shifts and long tasks as they happen.
const OBSERVE = `
  window.__perf = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.renderTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

async function sample(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_4G.latencyMs,
    downloadThroughput: (MOBILE_4G.downKbps * 1024) / 8,
    uploadThroughput: (MOBILE_4G.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_4G.cpuSlowdown });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Quiet time after the network settles, so late long tasks and shifts are counted.
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => {
    const perf = (window as unknown as { __perf: { lcp: number; cls: number; longTasks: [number, number][] } }).__perf;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // Total blocking time: the part of each long task beyond 50 ms, from the first contentful paint on.
    const tbt = perf.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp, lcp: perf.lcp, tbt, cls: perf.cls };
  });
  await context.close();
  return result;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Loads each route `runs` times cold on the throttled profile and keeps the medians: one slow
 * load (another process taking the CPU) or one lucky one moves a median of five no further than
 * its neighbours.
 */
export async function measurePageLoads(browser: Browser, baseUrl: string, routes: readonly string[], runs = 5): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  for (const route of routes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await sample(browser, new URL(route, baseUrl).toString()));
    loads.push({
      route,
      fcpMs: median(samples.map((s) => s.fcp)),
      lcpMs: median(samples.map((s) => s.lcp)),
      tbtMs: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      runs,
      lcpRunsMs: samples.map((s) => s.lcp),
    });
  }
  return loads;
}
