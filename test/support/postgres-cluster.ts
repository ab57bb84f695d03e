import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster in a temporary folder, reachable on 127.0.0.1 as the trusted user `postgres`. */
export interface TestCluster {
  /** The URL of the cluster's `postgres` database. */
  readonly url: string;
  /** Stops the server at once (as a crash would), keeping its data. */
  stopServer(): void;
  /** Starts it again on the same port. */
  startServer(): void;
  /** Stops it if running and deletes its folder. */
  remove(): void;
}

/** The bin folder of the newest PostgreSQL installed the Debian way (`/usr/lib/postgresql/<version>/bin`), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program; as root, as the `postgres` OS user (PostgreSQL refuses to run as root). */
function runPostgres(bin: string, program: string, args: readonly string[]): void {
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), [...args]];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** initdb in a new temporary folder (owned by `postgres` when we are root), then starts the server on a free port. */
export async function createCluster(bin: string): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'chapter-pg-'));
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
    chownSync(dir, uid!, gid!);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  // No fsync: a test cluster survives its server being killed (WAL is written at commit), not the machine crashing.
  const options = `-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => runPostgres(bin, 'pg_ctl', ['-D', data, ...args]);
  const cluster: TestCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer: () => pgCtl('-m', 'immediate', '-w', 'stop'),
    startServer: () => pgCtl('-l', log, '-o', options, '-w', '-t', '60', 'start'),
    remove: () => {
      try {
        cluster.stopServer();
      } catch {
        // Not running: nothing to stop.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    runPostgres(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    cluster.startServer();
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2_000) : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The test PostgreSQL server did not start: ${String(error)}\n${tail}`);
  }
  return cluster;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
