/**
 * Vitest global setup: a throwaway PostgreSQL server for the database adapter tests.
 *
 * - `TEST_DATABASE_URL` set: that server is used as it is (the role needs CREATEDB).
 * - Otherwise, if PostgreSQL's binaries are installed (`/usr/lib/postgresql/<version>/bin`), a
 *   new cluster is made in a temporary folder with initdb, started with pg_ctl on a free port of
 *   127.0.0.1 (its unix socket in the same folder), and stopped and removed in teardown. As root,
 *   the server runs as the `postgres` OS user (see postgres-cluster.ts).
 * - No binaries: with `CI=true` that is an error; otherwise the PostgreSQL suites are skipped
 *   with a warning.
 *
 * Tests read the URL with `inject('postgresUrl')` (null when skipped); each test file creates its
 * own database in that server, so files run in parallel.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createCluster, findPostgresBin } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose role may create databases, or null when PostgreSQL tests are skipped. */
    postgresUrl: string | null;
  }
}

const DATABASE = 'chapter_test';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return async () => undefined;
  }
  const bin = findPostgresBin();
  if (bin === null) {
    const why = 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb) and TEST_DATABASE_URL is not set';
    if (process.env.CI === 'true') throw new Error(`${why}: the database tests cannot run in CI.`);
    console.warn(`\n⚠ ${why}: the PostgreSQL database suites are SKIPPED (install the 'postgresql' package to run them).\n`);
    project.provide('postgresUrl', null);
    return async () => undefined;
  }
  const cluster = await createCluster(bin);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${DATABASE}`);
  await client.end();
  const url = new URL(cluster.url);
  url.pathname = `/${DATABASE}`;
  project.provide('postgresUrl', url.toString());
  return async () => cluster.remove();
}
