import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build-if-stale.mjs';
import { envOf, parseDockerfile, type Stage } from '../support/dockerfile';

// The container image's start command, run as the image would run it without a container engine:
// the files its last stage copies laid out in a fresh folder (its WORKDIR), its ENV (NODE_ENV=production),
// the data folder a fresh folder, and its CMD run there; /healthz must answer as its HEALTHCHECK asks.
// Not as the image's unprivileged user, and with this machine's node_modules (dev dependencies too),
// so the bundle's imports are checked against the production dependencies on their own.

const stages = parseDockerfile(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1) as Stage;
const workdirOf = (stage: Stage) => stage.instructions.filter((each) => each.name === 'WORKDIR').at(-1)?.text ?? '/';
const folders: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Lays out what the runtime stage copies: a file of the build context from the repository, a
 * stage's `/app/<path>` from the repository's `<path>` (the build's dist/, node_modules linked).
 */
function imageFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'chapter-image-'));
  folders.push(folder);
  for (const copy of runtime.instructions.filter((each) => each.name === 'COPY')) {
    const words = copy.text.split(/\s+/);
    const target = path.resolve(folder, (words.at(-1) ?? '.').replace(/^\.\/?/, ''));
    for (const source of words.slice(0, -1)) {
      const stage = stages.find((each) => each.name === copy.flags.from);
      const relative = stage ? path.relative(workdirOf(stage), source) : source;
      const from = path.join(ROOT, relative);
      const to = words.length > 2 ? path.join(target, path.basename(relative)) : target;
      mkdirSync(path.dirname(to), { recursive: true });
      if (relative === 'node_modules') symlinkSync(from, to, 'dir');
      else cpSync(from, to, { recursive: true });
    }
  }
  return folder;
}

/** The packages the server bundle imports by name (not Node's own modules, not relative files). */
function bareImportsOf(folder: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']((?:@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(?:\/[\w./-]+)?)["']/g,
    )) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) continue;
      names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? ''));
    }
  }
  return names;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the container image’s start command', () => {
  it('serves /healthz from the files the image holds, in production, with the data folder empty', async () => {
    const folder = imageFolder();
    const dataDir = path.join(folder, 'volume');
    const port = await freePort();
    const env = {
      ...Object.assign({}, ...runtime.instructions.filter((each) => each.name === 'ENV').map(envOf)),
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      // What docs/self-hosting.md says production needs, with the card simulator chosen on purpose.
      ADMIN_EMAILS: 'chair@example.org',
      PAYMENTS: 'simulator',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    } as Record<string, string>;
    expect(env.NODE_ENV).toBe('production');
    const [command, ...args] = runtime.instructions.find((each) => each.name === 'CMD')?.exec ?? [];
    expect(command).toBe('node');
    const child = spawn(process.execPath, args, { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      let answer: Response | null = null;
      for (let waited = 0; answer === null && waited < 30_000 && child.exitCode === null; waited += 200) {
        answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
        if (answer === null) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(answer?.status, output.join('')).toBe(200);
      expect(await answer?.json()).toMatchObject({
        status: expect.stringMatching(/^(ok|warning)$/),
        checks: { database: { status: 'ok' } },
      });
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');
      // What production still lacks is printed at start, one line each (production-check.ts).
      expect(output.join('')).toContain('Missing for production: SMTP_URL is not set');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(child.exitCode ?? 0, output.join('')).toBe(0);
  });

  it('needs no package beyond the production dependencies the image installs', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const imports = bareImportsOf(path.join(ROOT, 'dist', 'server'));
    expect(imports.size).toBeGreaterThan(5);
    expect([...imports].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });
});
