import { readFileSync } from 'node:fs';
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
    });
  }
  return bundles;
}
