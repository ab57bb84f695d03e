import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The server's composition root: reads settings, builds the app, listens. */
if (existsSync('.env')) process.loadEnvFile('.env');
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const port = Number(process.env.PORT ?? 8787);

const app = new Hono();
app.get('/healthz', (c) => c.json({ status: 'ok' }));
app.use('/*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
const indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
app.get('*', (c) => c.html(indexHtml));

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Alumni chapter site: http://localhost:${info.port}/`);
});
