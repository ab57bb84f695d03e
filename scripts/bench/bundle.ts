import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** What one route loads first: its JavaScript and CSS files, with their compressed sizes. */
export interface RouteBundle {
  readonly route: string;
  readonly js: Sizes;
  readonly css: Sizes;
  readonly files: readonly string[];
  /** Vendor code that must not ship in the self-hosted build, found in what this route loaded. */
  readonly forbidden: readonly string[];
  /** The officers' console's code found in what this route loaded: the charting library, officer pages' chunks (by file). */
  readonly officersOnly: readonly string[];
}

interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** Markers of code the self-hosted build must not ship (Amplify, Stripe.js). */
const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ['aws-amplify', /aws-amplify|@aws-amplify|amazon-cognito/],
  ['Stripe.js', /js\.stripe\.com|@stripe\/stripe-js/],
];

/** Markers of code only the officers' console may load: chart.js (one of its own error messages, kept by any minifier). */
const OFFICERS_ONLY: readonly (readonly [string, RegExp])[] = [['chart.js', /can't acquire context from the given item/]];

/** The folders of the officers' console's pages: each module there becomes a lazily loaded chunk named after its file. */
const OFFICER_PAGE_FOLDERS = [
  'src/ui/pages/officers',
  'src/ui/pages/officer-members',
  'src/ui/pages/officer-ledger',
  'src/ui/pages/officer-reports',
  'src/ui/pages/officer-mail-templates',
  'src/ui/pages/officer-outgoing-mail',
  'src/ui/pages/officer-backups',
];

/** The officer pages' chunks as Vite names them (`assets/<module file name>-<hash>.js`), from the folders and their files. */
function officerChunk(root: string): RegExp {
  // Vite names a chunk shared by several of these pages after their folder ('officer-ledger').
  const names = OFFICER_PAGE_FOLDERS.flatMap((folder) => [
    path.basename(folder),
    ...readdirSync(path.join(root, folder))
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => file.replace(/\.tsx?$/, '')),
  ]).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^assets/(${names.join('|')})-[\\w-]{8}\\.js$`);
}

/** The officers' console's code among a route's JavaScript files: chart.js by its marker, officer pages by their chunks' names. */
function officersOnlyIn(js: readonly string[], clientDir: string, officerChunks: RegExp): string[] {
  const libraries = OFFICERS_ONLY.filter(([, marker]) => js.some((file) => marker.test(readFileSync(path.join(clientDir, file), 'utf8'))));
  return [...libraries.map(([name]) => name), ...js.filter((file) => officerChunks.test(file))];
}

function sizesOf(files: readonly string[], clientDir: string): Sizes {
  return files.reduce<Sizes>(
    (sum, file) => {
      const bytes = readFileSync(path.join(clientDir, file));
      return {
        raw: sum.raw + bytes.length,
        gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
        brotli: sum.brotli + brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * Loads each route in a fresh context (nothing cached) and records every script and stylesheet
 * it fetches until the network is idle: what a first visit really costs, lazy chunks included.
 * Sizes are of the built files, compressed here at the levels a server would use.
 */
export async function measureBundles(
  browser: Browser,
  baseUrl: string,
  clientDir: string,
  routes: readonly string[],
): Promise<RouteBundle[]> {
  const bundles: RouteBundle[] = [];
  const officerChunks = officerChunk(path.resolve(clientDir, '..', '..'));
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) fetched.add(url.pathname.slice(1));
    });
    await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' });
    await context.close();
    const files = [...fetched].sort();
    const js = files.filter((file) => file.endsWith('.js'));
    const forbidden = FORBIDDEN.filter(([, marker]) =>
      js.some((file) => marker.test(readFileSync(path.join(clientDir, file), 'utf8'))),
    ).map(([name]) => name);
    bundles.push({
      route,
      js: sizesOf(js, clientDir),
      css: sizesOf(
        files.filter((file) => file.endsWith('.css')),
        clientDir,
      ),
      files,
      forbidden,
      officersOnly: officersOnlyIn(js, clientDir, officerChunks),
    });
  }
  return bundles;
}
