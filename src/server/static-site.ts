import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built React app: hashed assets with a year's caching, the prerendered public pages
 * (dist/client/<route>/index.html, written by scripts/prerender.ts), everything else from the
 * build folder, in the gzip or brotli copy the build made when the browser accepts one, and the
 * app's empty shell for every other GET (the router in the browser takes over).
 */
export function staticSite(clientDir: string): Hono {
  const site = new Hono();
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    site.get('*', (c) => c.text('The site has not been built yet: run `npm run build`.', 503));
    return site;
  }
  // index.html is the prerendered home page; the shell is kept apart (a build without the prerender step has only index.html).
  const shellFile = path.join(clientDir, 'shell.html');
  const shellHtml = readFileSync(existsSync(shellFile) ? shellFile : indexFile, 'utf8');
  const root = path.relative(process.cwd(), clientDir) || '.';
  site.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
  });
  site.use('*', serveStatic({ root, precompressed: true }));
  site.get('*', (c) => c.html(shellHtml));
  return site;
}
