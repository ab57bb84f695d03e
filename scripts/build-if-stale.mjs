// Builds the site (`npm run build`) when dist/ is missing or older than its sources. Used by
// `npm start` and by the end-to-end tests, so both serve what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'dist', '.build-stamp');
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerender.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Builds when needed; answers whether it built. Exits the process when the build fails. */
export function buildIfStale({ log = console.log } = {}) {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  if (changedAt <= builtAt) return false;
  log(builtAt === 0 ? 'Building the site (first start)...' : 'Sources changed since the last build; rebuilding...');
  // A production build whoever asks: a test runner's NODE_ENV=test would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (build.status !== 0) throw new Error(`The build failed (exit ${build.status ?? 'signal'}).`);
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}
