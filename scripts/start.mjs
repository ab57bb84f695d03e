#!/usr/bin/env node
// `npm start`: builds the site when the build is missing or older than its sources, then serves it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'main.js')).href);
