import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built React app: hashed assets with a year's caching, everything else from the
 * build folder, and the app's page for every other GET (the router in the browser takes over).
 */
export function staticSite(clientDir: string): Hono {
  const site = new Hono();
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    site.get('*', (c) => c.text('The site has not been built yet: run `npm run build`.', 503));
    return site;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), clientDir) || '.';
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  site.use('*', serveStatic({ root }));
  site.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return site;
}
