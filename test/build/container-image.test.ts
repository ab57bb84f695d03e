import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProxyTrust } from '../../src/server/proxy-trust';
import { envOf, parseDockerfile, type Instruction, type Stage } from '../support/dockerfile';

// The container image's build context, checked without a container engine: the Dockerfile read
// and linted, the compose file and the Caddyfile read and held to the site's settings. The image's
// start command is run by test/e2e/container-start.e2e.test.ts.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const stages = parseDockerfile(read('Dockerfile'));
const runtime = stages.at(-1) as Stage;
const named = (stage: Stage, name: string): Instruction[] => stage.instructions.filter((instruction) => instruction.name === name);
const runtimeEnv = Object.assign({}, ...named(runtime, 'ENV').map(envOf)) as Record<string, string>;
const stageNames = new Set(stages.flatMap((stage) => (stage.name ? [stage.name] : [])));

interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly environment?: Record<string, string>;
  readonly volumes?: readonly string[];
  readonly ports?: readonly string[];
  readonly expose?: readonly string[];
  readonly healthcheck?: { readonly test: readonly string[] };
  readonly depends_on?: Record<string, { readonly condition: string }>;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };

describe('the Dockerfile', () => {
  it('is multi-stage: the runtime copies the build and the production dependencies from earlier stages', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const copiedFrom = new Set(named(runtime, 'COPY').flatMap((copy) => (copy.flags.from ? [copy.flags.from] : [])));
    expect(copiedFrom.size).toBeGreaterThanOrEqual(2);
    for (const stage of copiedFrom) expect(stageNames).toContain(stage);
    const dist = named(runtime, 'COPY').find((copy) => copy.text.includes('/dist'));
    const build = stages.find((stage) => stage.name === dist?.flags.from);
    expect(named(build as Stage, 'RUN').some((run) => /npm run build/.test(run.text))).toBe(true);
  });

  it('pins every base image to an exact version', () => {
    for (const stage of stages) {
      if (stageNames.has(stage.image)) continue;
      expect(stage.image, `FROM ${stage.image}`).toMatch(/^[a-z0-9./-]+:\d+\.\d+\.\d+[a-z0-9.-]*$|@sha256:[0-9a-f]{64}$/);
    }
  });

  it('installs with npm ci after copying package.json and package-lock.json, and the runtime gets production dependencies only', () => {
    for (const stage of stages) {
      const installs = stage.instructions.filter(
        (instruction) => instruction.name === 'RUN' && /\bnpm (ci|install)\b/.test(instruction.text),
      );
      for (const install of installs) {
        expect(install.text, `line ${install.line}`).toMatch(/\bnpm ci\b/);
        const lockCopied = stage.instructions.find(
          (instruction) => instruction.name === 'COPY' && instruction.text.includes('package-lock.json') && instruction.line < install.line,
        );
        expect(lockCopied, `package-lock.json copied before line ${install.line}`).toBeDefined();
      }
    }
    const modules = named(runtime, 'COPY').find((copy) => copy.text.includes('node_modules'));
    const source = stages.find((stage) => stage.name === modules?.flags.from) as Stage;
    expect(named(source, 'RUN').some((run) => /npm ci\b.*--omit=dev/.test(run.text))).toBe(true);
  });

  it('gives every stage that installs better-sqlite3 the tools to compile it (python3, make, g++)', () => {
    for (const stage of stages.filter((each) => named(each, 'RUN').some((run) => /\bnpm ci\b/.test(run.text)))) {
      const tools = named(stage, 'RUN').find((run) => /apt-get install/.test(run.text));
      expect(tools?.text, `stage ${stage.name}`).toMatch(/\bpython3\b.*\bmake\b.*\bg\+\+/);
    }
  });

  it('runs as a user other than root, switched to before the command', () => {
    const users = named(runtime, 'USER');
    const cmd = named(runtime, 'CMD')[0];
    expect(users.length).toBeGreaterThan(0);
    const last = users.at(-1) as Instruction;
    expect(last.text).not.toMatch(/^(root|0)(:|$)/);
    expect(last.line).toBeLessThan(cmd?.line ?? 0);
  });

  it('runs the built server in production, with the data folder a volume and the port exposed', () => {
    expect(runtimeEnv.NODE_ENV).toBe('production');
    expect(named(runtime, 'VOLUME').flatMap((volume) => volume.exec ?? volume.text.split(/\s+/))).toContain(runtimeEnv.DATA_DIR);
    expect(named(runtime, 'EXPOSE').map((expose) => expose.text)).toContain(runtimeEnv.PORT);
    const cmd = named(runtime, 'CMD')[0]?.exec ?? [];
    expect(cmd[0]).toBe('node');
    expect(cmd.at(-1)).toBe('dist/server/main.js');
    // The same memory limits as `npm start`.
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start ?? '';
    for (const flag of cmd.filter((word) => word.startsWith('--'))) expect(start).toContain(flag);
  });

  it('checks its health on /healthz with node (the slim image has no curl)', () => {
    const [check] = named(runtime, 'HEALTHCHECK');
    expect(check?.exec?.[0]).toBe('node');
    expect(check?.exec?.join(' ')).toContain('/healthz');
    expect(check?.text).not.toMatch(/\b(curl|wget)\b/);
  });

  it('puts no secret in ENV or ARG', () => {
    for (const instruction of stages.flatMap((stage) => [...named(stage, 'ENV'), ...named(stage, 'ARG')])) {
      expect(instruction.text, `line ${instruction.line}`).not.toMatch(
        /SECRET|PASSWORD|TOKEN|_KEY|DATABASE_URL|SMTP_URL|sk_(live|test)_|whsec_/i,
      );
    }
  });

  it('copies only files the repository has, none of them kept out by .dockerignore', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'));
    for (const copy of stages.flatMap((stage) => named(stage, 'COPY')).filter((each) => !each.flags.from)) {
      const sources = copy.text.split(/\s+/).slice(0, -1);
      for (const source of sources) {
        expect(existsSync(path.join(ROOT, source)), `${source} (line ${copy.line})`).toBe(true);
        expect(ignored, source).not.toContain(source.replace(/^\.\//, ''));
      }
    }
    for (const kept of ['.env', '.git', 'node_modules', 'data', 'dist']) expect(ignored).toContain(kept);
  });
});

describe('compose.yaml', () => {
  const { site, db, caddy } = compose.services;

  it('runs the site built from the Dockerfile, PostgreSQL and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['caddy', 'db', 'site', 'tools']);
    expect(site?.build).toBe('.');
  });

  it('trusts exactly one proxy hop (Caddy), and publishes no port of the site so no one else can claim to be one', () => {
    expect(parseProxyTrust(site?.environment?.TRUST_PROXY)._unsafeUnwrap()).toEqual({ kind: 'hops', hops: 1 });
    expect(site?.ports).toBeUndefined();
    expect(site?.expose).toEqual([runtimeEnv.PORT]);
  });

  it('gives the site its https address, the database and the data volume where the image keeps its data', () => {
    expect(site?.environment).toMatchObject({ NODE_ENV: 'production', DATA_DIR: runtimeEnv.DATA_DIR, PORT: runtimeEnv.PORT });
    expect(site?.environment?.PUBLIC_URL).toMatch(/^https:\/\/\$\{SITE_DOMAIN/);
    expect(site?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/chapter:\$\{POSTGRES_PASSWORD[^}]*\}@db:5432\/chapter$/);
    expect(site?.volumes).toContain(`site-data:${runtimeEnv.DATA_DIR}`);
    expect(site?.depends_on?.db?.condition).toBe('service_healthy');
  });

  it('keeps PostgreSQL on a pinned image, in a volume, with a health check', () => {
    expect(db?.image).toMatch(/^postgres:\d+\.\d+/);
    expect(db?.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(db?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['site-data', 'db-data', 'caddy-data']));
  });

  it('puts Caddy on ports 80 and 443 with the Caddyfile, its certificates kept in a volume', () => {
    expect(caddy?.image).toMatch(/^caddy:\d+\.\d+\.\d+$/);
    expect(caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy?.volumes).toEqual(expect.arrayContaining(['./Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']));
    expect(caddy?.environment).toMatchObject({
      SITE_DOMAIN: expect.stringContaining('SITE_DOMAIN'),
      ACME_EMAIL: expect.stringContaining('ACME_EMAIL'),
    });
  });
});

describe('compose.yaml’s tools (npm run backup, restore, move-database)', () => {
  const { site, tools } = compose.services as Record<
    string,
    ComposeService & { profiles?: string[]; user?: string; entrypoint?: string[] }
  >;

  it('runs the build stage’s npm scripts on demand only, as the unprivileged user, with the site’s database and data volume', () => {
    expect(tools?.profiles).toEqual(['tools']);
    expect(tools?.build).toEqual({
      context: '.',
      target: stages.find((stage) => named(stage, 'RUN').some((run) => /npm run build/.test(run.text)))?.name,
    });
    expect(tools?.user).toBe(named(runtime, 'USER').at(-1)?.text);
    expect(tools?.entrypoint?.slice(0, 2)).toEqual(['npm', 'run']);
    for (const setting of ['NODE_ENV', 'DATA_DIR', 'DATABASE_URL', 'PUBLIC_URL'])
      expect(tools?.environment?.[setting]).toBe(site?.environment?.[setting]);
    expect(tools?.volumes).toContain(`site-data:${runtimeEnv.DATA_DIR}`);
  });
});

describe('the Caddyfile', () => {
  const caddyfile = read('Caddyfile');

  it('serves the domain of SITE_DOMAIN (a certificate obtained for it) and passes every request to the site’s port', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/^\s*email \{\$ACME_EMAIL\}$/m);
    expect(caddyfile).toMatch(new RegExp(`^\\s*reverse_proxy site:${runtimeEnv.PORT}$`, 'm'));
  });
});
