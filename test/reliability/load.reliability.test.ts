import { cpus, loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_LIMITS, mixedLoad } from '../../scripts/load/mixed-load';
import { ADMIN, PRODUCTION_WITH_SIMULATOR, startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { recordFigures } from './support/figures';

// SECURITY.md, Durability and load: "The server keeps answering under a sustained load on loopback
// with no errors and bounded memory." 50 clients for 60 s (LOAD_SECONDS to shorten it by hand).

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
/** Growth of the server's resident memory over the run that counts as bounded. */
const MAX_RSS_GROWTH_BYTES = 150 * 1024 * 1024;

describe('load', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer({ env: { ...PRODUCTION_WITH_SIMULATOR, ...LOAD_LIMITS } });
  });
  afterAll(async () => server?.stop());

  it(
    `The server keeps answering under a sustained load with no errors and bounded memory: ${CONNECTIONS} clients for ${SECONDS} s on home-page events, officers, sign-in and payment creation`,
    async () => {
      const result = await mixedLoad({ url: server.url, admin: ADMIN, connections: CONNECTIONS, seconds: SECONDS, pid: server.pid });
      // The machine's own business (other processes) shapes latency: it is recorded beside the figures.
      recordFigures('load', { ...result, cpus: cpus().length, loadAverage: Number(loadavg()[0]?.toFixed(1)) });
      expect(result.requests).toBeGreaterThan(SECONDS * 10);
      expect(result.errors, JSON.stringify(result.statusCounts)).toBe(0);
      expect(result.rssAfter - result.rssBefore).toBeLessThan(MAX_RSS_GROWTH_BYTES);
      // Still answering at once after the load.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
    (SECONDS + 60) * 1000,
  );
});
