import autocannon from 'autocannon';

/** Throughput and latency of one kind of request at a fixed number of concurrent clients. */
export interface LoadResult {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  readonly failures: number;
  /** Throughput as a share of /healthz in the same run (1 for /healthz itself). */
  readonly shareOfHealthz: number;
}

/** One request kind: method, path, body, and (for bodies that must differ) a fresh body per request. */
interface Probe {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: () => string;
}

const graphql = (query: string) => () => JSON.stringify({ query });

/** The request kinds of the benchmark (issue: performance), /healthz first as the baseline. */
export function probes(admin: { email: string; password: string }): readonly Probe[] {
  let order = 0;
  return [
    { name: '/healthz (baseline)', method: 'GET', path: '/healthz' },
    { name: 'home page HTML', method: 'GET', path: '/' },
    { name: 'listEvents (GraphQL)', method: 'POST', path: '/graphql', body: graphql('{ listEvents { items { id eventName eventDate eventDesc } nextToken } }') },
    { name: 'listOfficers (GraphQL)', method: 'POST', path: '/graphql', body: graphql('{ listOfficers { items { id name position photo summary } nextToken } }') },
    { name: 'sign-in (argon2id)', method: 'POST', path: '/auth/sign-in', body: () => JSON.stringify({ email: admin.email, password: admin.password }) },
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
export async function load(baseUrl: string, probe: Probe, connections: number, seconds: number): Promise<Omit<LoadResult, 'shareOfHealthz'>> {
  const headers = { 'content-type': 'application/json', origin: new URL(baseUrl).origin };
  const { body } = probe;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // A body is made afresh for every request (payments need their own idempotency key).
    requests: [{ method: probe.method, path: probe.path, headers, ...(body ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) } : {}) }],
  });
  return {
    name: probe.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Every probe in turn against one server; shares are relative to the /healthz run. */
export async function measureServer(baseUrl: string, admin: { email: string; password: string }, connections = 50, seconds = 5): Promise<LoadResult[]> {
  const results: Omit<LoadResult, 'shareOfHealthz'>[] = [];
  for (const probe of probes(admin)) results.push(await load(baseUrl, probe, connections, seconds));
  const baseline = results[0]?.requestsPerSecond ?? 1;
  return results.map((result) => ({ ...result, shareOfHealthz: result.requestsPerSecond / baseline }));
}
