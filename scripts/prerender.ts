// The last step of `npm run build` for the site: writes every prerendered page (src/domain/site-pages.ts)
// as HTML into dist/client (dist/client/<route>/index.html, the home page as dist/client/index.html), keeps
// the empty single-page shell as dist/client/shell.html for every other route, and stores gzip
// and brotli copies of the text files next to them, which the server sends to browsers that
// accept them. Needs the client build (dist/client) and the prerender build (dist/prerender).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { markdownItRenderer } from '../src/adapters/markdown/markdown-it-renderer';
import { siteTextsScript } from '../src/domain/site-text-markup';
import { defaultSiteTexts } from '../src/domain/site-texts';
import { EVENT_PAGE_ASSETS, type EventPageAssets } from '../src/domain/served-data';
import { PRERENDERED_PAGES } from '../src/domain/site-pages';
import type * as Prerender from '../src/ui/prerender';
import { ROOT } from './build-if-stale.mjs';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const CLIENT = path.join(ROOT, 'dist', 'client');
const PRERENDER = path.join(ROOT, 'dist', 'prerender');
/** The empty page the server answers for routes that are not prerendered. */
const SHELL_FILE = 'shell.html';
const ROOT_ELEMENT = '<div id="root"></div>';
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;
/** The event page's module and the module it reads its served event with (src/ui/main.tsx). */
const EVENT_PAGE_MODULE = 'src/ui/pages/event/event-page.tsx';
const EVENT_SCHEMA_MODULE = 'src/adapters/http/http-published-events.ts';

/** A page chunk's own file, the chunks it imports and every stylesheet among them, the entry's excluded (the shell has it). */
function assetsOf(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (chunk === undefined || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inShell = new Set([...(entry?.imports ?? []).map((name) => manifest[name]?.file), ...(entry?.css ?? [])]);
  return { js: [...js].filter((file) => !inShell.has(file)), css: [...css].filter((file) => !inShell.has(file)) };
}

/** The shell with the page's HTML in #root, its stylesheets linked and its scripts preloaded. */
function pageHtml(shell: string, body: string, assets: { js: readonly string[]; css: readonly string[] }): string {
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return shell
    .replace('  </head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** gzip and brotli copies of every compressible file, at the highest levels (done once, at build time). */
function precompress(dir: string): void {
  for (const file of filesUnder(dir).filter((name) => COMPRESSIBLE.test(name))) {
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    );
  }
}

async function main(): Promise<void> {
  const built = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
  if (!built.includes(ROOT_ELEMENT)) throw new Error(`dist/client/index.html has no empty ${ROOT_ELEMENT}: is it already prerendered?`);
  // Every page, the shell too, carries the page texts (src/domain/site-text-markup.ts): the build's are the
  // default words, rendered by the server's own renderer; the server puts in the saved ones when it serves a page.
  const renderer = markdownItRenderer();
  const texts = defaultSiteTexts((markdown) => renderer.toSafeHtml(markdown));
  const shell = built.replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    ${siteTextsScript(texts)}`);
  const manifest = JSON.parse(readFileSync(path.join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { renderPage } = (await import(pathToFileURL(path.join(PRERENDER, 'prerender.js')).href)) as typeof Prerender;
  writeFileSync(path.join(CLIENT, SHELL_FILE), shell);
  for (const { path: route, module } of PRERENDERED_PAGES) {
    if (module !== null && manifest[module] === undefined) throw new Error(`${route}: ${module} is not in the build manifest.`);
    const html = pageHtml(shell, await renderPage(route, texts), module === null ? { js: [], css: [] } : assetsOf(manifest, module));
    const dir = path.join(CLIENT, route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
  }
  // An event's page is rendered by the server on each request (src/server/event-page-html.ts), with
  // this build's prerender module, which stays in dist/prerender beside the files its HTML links to.
  const eventPage = [EVENT_PAGE_MODULE, EVENT_SCHEMA_MODULE].map((module) => {
    if (manifest[module] === undefined) throw new Error(`${module} is not in the build manifest.`);
    return assetsOf(manifest, module);
  });
  const links: EventPageAssets = { js: [...new Set(eventPage.flatMap((a) => a.js))], css: [...new Set(eventPage.flatMap((a) => a.css))] };
  writeFileSync(path.join(PRERENDER, EVENT_PAGE_ASSETS), JSON.stringify(links));
  precompress(CLIENT);
  console.log(`Prerendered ${PRERENDERED_PAGES.length} pages into dist/client.`);
}

await main();
