import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../scripts/build-if-stale.mjs';

/** One e-mail as the development outbox lists it (GET /dev/outbox.json). */
export interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Where a reply goes, when not to the sender (a contact-form message). */
  readonly replyTo?: string;
  readonly sentAt: string;
}

/** The first administrator of every journey's server (ADMIN_EMAILS and SEED_ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@alumni-chapter.org', password: 'correct horse battery staple' } as const;

/**
 * Production mode as the benchmark and the load run it: the card simulator chosen on purpose
 * (production refuses to start without Stripe keys otherwise) and the demo content seeded.
 */
export const PRODUCTION_WITH_SIMULATOR = { NODE_ENV: 'production', PAYMENTS: 'simulator', SEED_DEMO: '1' } as const;

/** A running production server on a fresh temporary DATA_DIR, with the card simulator and the outbox. */
export interface SiteServer {
  readonly url: string;
  readonly dataDir: string;
  /** The server process's id (for its memory, say). */
  readonly pid: number;
  /** Milliseconds from spawning the process to its first answered /healthz. */
  readonly startedInMs: number;
  /** The last of what the server printed (stdout and stderr, interleaved as it came). */
  output(): string;
  /** Everything the outbox holds, oldest first. */
  outbox(): Promise<readonly OutboxMail[]>;
  /** The newest e-mail to `to` whose text matches, waiting for it up to a few seconds. */
  mailTo(to: string, matching?: RegExp): Promise<OutboxMail>;
  /**
   * Rows of a read-only query on the server's own database (DATA_DIR/chapter.sqlite): what was
   * stored, charged or refused, seen past the page's words.
   */
  query<T>(sql: string, ...params: readonly unknown[]): readonly T[];
  /** Stops the server and deletes its data (unless `keepData`). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** How to start it: extra environment (undefined removes a setting), and an existing DATA_DIR to reuse (a restart). */
export interface SiteServerOptions {
  readonly env?: Record<string, string | undefined>;
  readonly dataDir?: string;
}

/**
 * The heap limits `npm start` gives the server (package.json): a 4 MB young generation and a
 * 128 MB old one keep its resident memory bounded under load (docs/performance.md).
 */
export const SERVER_HEAP_FLAGS = ['--max-old-space-size=128', '--max-semi-space-size=4'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

async function until<T>(what: string, attempt: () => Promise<T | null>, timeoutMs = 15_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/**
 * Starts `dist/server/main.js` (the build `npm start` serves) as its own process on a free port of
 * loopback and waits until it answers /healthz. What it prints is kept and shown if it fails.
 */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'chapter-e2e-'));
  const output: string[] = [];
  const spawnedAt = performance.now();
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ADMIN_EMAILS: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'development',
    ...options.env,
  };
  const child = spawn(process.execPath, [...SERVER_HEAP_FLAGS, path.join(ROOT, 'dist/server/main.js')], {
    cwd: dataDir,
    env: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines only: a server under load logs every request.
  const keep = (chunk: Buffer) => output.push(chunk.toString()) > 200 && output.shift();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await until(
      'the server to answer /healthz',
      async () => {
        if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
        return (await fetch(`${url}/healthz`)).ok ? true : null;
      },
      30_000,
      5,
    ); // a cold first start on a busy machine (the seed's argon2 hash, the build just written) can take long
  } catch (error) {
    await stopped(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  const outbox = async (): Promise<readonly OutboxMail[]> => (await (await fetch(`${url}/dev/outbox.json`)).json()) as OutboxMail[];
  const startedInMs = performance.now() - spawnedAt;
  return {
    url,
    dataDir,
    pid: child.pid ?? -1,
    startedInMs,
    output: () => output.join(''),
    outbox,
    mailTo: (to, matching = /./) =>
      until(
        `an e-mail to ${to} matching ${matching}`,
        async () => {
          const mails = (await outbox()).filter((mail) => mail.to === to && matching.test(`${mail.subject}\n${mail.text}`));
          return mails.at(-1) ?? null;
        },
        10_000,
      ),
    query: <T>(sql: string, ...params: readonly unknown[]) => {
      const db = new Database(path.join(dataDir, 'chapter.sqlite'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    stop: async ({ keepData = false } = {}) => {
      await stopped(child);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first six-digit code in an e-mail's text. */
export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`No code in the e-mail '${mail.subject}':\n${mail.text}`);
  return code;
}
