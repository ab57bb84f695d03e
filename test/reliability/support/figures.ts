import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/build-if-stale.mjs';

/** Where each reliability file leaves its figures for `scripts/reliability-report.ts` (not committed). */
const FIGURES_DIR = path.join(ROOT, '.tmp', 'reliability');

/** What one part of the run measured: a name, numbers and words, as the report prints them. */
export interface Figures {
  readonly part: string;
  readonly finishedAt: string;
  readonly [key: string]: unknown;
}

/** Keeps one part's figures as `<FIGURES_DIR>/<part>.json`, replacing the last run's. */
export function recordFigures(part: string, figures: Record<string, unknown>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const record: Figures = { part, finishedAt: new Date().toISOString(), ...figures };
  writeFileSync(path.join(FIGURES_DIR, `${part}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

/** Every part's figures of the last run, by part. */
export function readFigures(): Record<string, Figures> {
  let names: string[] = [];
  try {
    names = readdirSync(FIGURES_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return {};
  }
  return Object.fromEntries(
    names.map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(FIGURES_DIR, name), 'utf8')) as Figures]),
  );
}
