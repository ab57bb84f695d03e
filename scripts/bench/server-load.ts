import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

/** Throughput and latency of one kind of request at a fixed number of concurrent clients. */
export interface LoadResult {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Answers other than 2xx, connection errors and timeouts, over every run. */
  readonly failures: number;
  /** Of the failures, answers 429 (a rate limit the benchmark's server should not have hit). */
  readonly rateLimited: number;
  /**
   * CPU time the server process spent per answered request (lowest of the runs), in ms: unlike
   * throughput, hardly changed by other work on the machine, so it shows what a request costs.
   */
  readonly cpuMsPerRequest: number;
  /** Throughput as a share of /healthz in the same run (1 for /healthz itself). */
  readonly shareOfHealthz: number;
  /** Requests per second of every run, in order: the spread shows how noisy the machine was. */
  readonly runsPerSecond: readonly number[];
}

/** One run of one probe, before it is judged with its other runs. */
type Run = Omit<LoadResult, 'shareOfHealthz' | 'runsPerSecond'>;

/** One request kind: method, path, body, and (for bodies that must differ) a fresh body per request. */
interface Probe {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: () => string;
}

const graphql = (query: string) => () => JSON.stringify({ query });

/** The request kinds of the benchmark (issue: performance), /healthz first as the baseline. */
function probes(admin: { email: string; password: string }): readonly Probe[] {
  let order = 0;
  return [
    { name: '/healthz (baseline)', method: 'GET', path: '/healthz' },
    { name: 'home page HTML', method: 'GET', path: '/' },
    {
      name: 'listEvents (GraphQL)',
      method: 'POST',
      path: '/graphql',
      body: graphql('{ listEvents { items { id eventName eventDate eventDesc } nextToken } }'),
    },
    {
      name: 'listOfficers (GraphQL)',
      method: 'POST',
      path: '/graphql',
      body: graphql('{ listOfficers { items { id name position photo summary } nextToken } }'),
    },
    {
      name: 'sign-in (argon2id)',
      method: 'POST',
      path: '/auth/sign-in',
      body: () => JSON.stringify({ email: admin.email, password: admin.password }),
    },
    {
      name: 'POST /payment (simulator)',
      method: 'POST',
      path: '/payment',
      body: () =>
        JSON.stringify({
          order: { item: 'donation', amount: 2500, donationType: 'Chapter Donation' },
          contact: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.org' },
          idempotencyKey: `bench-${process.pid}-${++order}`,
        }),
    },
  ];
}

/** Runs one probe for `seconds` with `connections` clients; keep-alive, one request in flight each. */
async function load(baseUrl: string, probe: Probe, connections: number, seconds: number): Promise<Run> {
  const headers = { 'content-type': 'application/json', origin: new URL(baseUrl).origin };
  const { body } = probe;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // A body is made afresh for every request (payments need their own idempotency key).
    requests: [
      {
        method: probe.method,
        path: probe.path,
        headers,
        ...(body ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) } : {}),
      },
    ],
  });
  return {
    name: probe.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    rateLimited: result.statusCodeStats?.['429']?.count ?? 0,
    cpuMsPerRequest: Number.NaN,
  };
}

/** User and system CPU time of a process so far, in ms, from /proc (Linux; NaN elsewhere). */
export function cpuTimeMs(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses; clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** One run of `load`, with the server's CPU time per answered request when its process id is known. */
async function measuredLoad(baseUrl: string, probe: Probe, connections: number, seconds: number, serverPid: number | null): Promise<Run> {
  const before = serverPid === null ? Number.NaN : cpuTimeMs(serverPid);
  const run = await load(baseUrl, probe, connections, seconds);
  const after = serverPid === null ? Number.NaN : cpuTimeMs(serverPid);
  return { ...run, cpuMsPerRequest: run.requests > 0 ? (after - before) / run.requests : Number.NaN };
}

/**
 * The runs of one probe judged together. The machine may be shared: other work only ever makes a
 * run slower, so the best run is the closest to what the server can do, and each figure is judged
 * by its best run (highest throughput, lowest latencies). Failures of every run count.
 */
export function best(runs: readonly Run[]): Run & { readonly runsPerSecond: readonly number[] } {
  const first = runs[0];
  if (first === undefined) throw new Error('No run to judge.');
  // A run that got no answer at all has no latencies (autocannon says 0): it cannot be the best.
  const answered = runs.filter((run) => run.requests > 0);
  return {
    name: first.name,
    requestsPerSecond: Math.max(...runs.map((run) => run.requestsPerSecond)),
    p50Ms: Math.min(...answered.map((run) => run.p50Ms)),
    p99Ms: Math.min(...answered.map((run) => run.p99Ms)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    rateLimited: runs.reduce((sum, run) => sum + run.rateLimited, 0),
    cpuMsPerRequest: Math.min(...answered.map((run) => run.cpuMsPerRequest)),
    runsPerSecond: runs.map((run) => run.requestsPerSecond),
  };
}

/**
 * Every probe against one server, in `rounds` rounds of every probe in turn (so the baseline and
 * each probe see the machine in the same state over time); each probe is judged by its best run
 * and its share is of the best /healthz run.
 */
export async function measureServer(
  baseUrl: string,
  admin: { email: string; password: string },
  {
    connections = 50,
    seconds = 5,
    rounds = 3,
    serverPid = null,
  }: { connections?: number; seconds?: number; rounds?: number; serverPid?: number | null } = {},
): Promise<LoadResult[]> {
  const kinds = probes(admin);
  const runs: Run[][] = kinds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, probe] of kinds.entries()) runs[index]?.push(await measuredLoad(baseUrl, probe, connections, seconds, serverPid));
  }
  const judged = runs.map(best);
  const baseline = judged[0]?.requestsPerSecond ?? 1;
  return judged.map((result) => ({ ...result, shareOfHealthz: result.requestsPerSecond / baseline }));
}
