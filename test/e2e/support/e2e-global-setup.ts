/**
 * Vitest global setup for the end-to-end project: the production build must match the sources
 * (built here when stale, as `npm start` does), and a browser must be there.
 *
 * - Chromium from Debian's package at /usr/bin/chromium (or CHROMIUM_PATH). Nothing downloads a
 *   browser. Missing: with `CI=true` that is an error; otherwise the journeys are skipped with a
 *   warning, like the PostgreSQL suites.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium executable for the journeys, or null when they are skipped. */
    chromiumPath: string | null;
  }
}

export default function setup(project: TestProject): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const why = `Chromium is not installed at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
    if (process.env.CI === 'true') throw new Error(`${why}: the end-to-end journeys cannot run in CI.`);
    console.warn(`\n⚠ ${why}: the end-to-end journeys are SKIPPED.\n`);
    project.provide('chromiumPath', null);
    return;
  }
  buildIfStale({ log: (line) => console.log(`e2e: ${line}`) });
  project.provide('chromiumPath', chromium);
}
