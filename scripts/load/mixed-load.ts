import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** What a sustained mixed load measured. */
export interface MixedLoadResult {
  readonly connections: number;
  readonly seconds: number;
  readonly mix: readonly string[];
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  readonly errors: number;
  readonly non2xx: number;
  readonly timeouts: number;
  readonly statusCounts: Record<string, number>;
  /** Resident memory of the server process before and after, in bytes (0 when unknown). */
  readonly rssBefore: number;
  readonly rssAfter: number;
}

/** Resident memory of a process, from /proc (Linux); 0 elsewhere. */
function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const graphql = (query: string) => JSON.stringify({ query });
const HOME_EVENTS = graphql('{ listEvents { items { id eventName eventDate eventDesc } nextToken } }');
const OFFICERS = graphql('{ listOfficers { items { id name position photo summary } nextToken } }');

/**
 * What each client sends, in turn, over and over: reads as often as visitors make them, one
 * sign-in (argon2id, deliberately slow) and one new payment (a donation with its own idempotency
 * key) in every eight requests.
 */
/**
 * PAYMENT_RATE_LIMIT for the loaded server: every client of the load comes from one address, which
 * the default limit (20 payments per ten minutes) would answer with 429 after the first seconds.
 */
const LOAD_PAYMENT_LIMIT = 1_000_000;

/**
 * The per-client limits the loaded server needs raised, since every client of the load comes from
 * one address: payments started (PAYMENT_RATE_LIMIT) and requests to /auth (AUTH_RATE_LIMIT, 300 in
 * ten minutes by default, which the load's sign-ins pass within seconds).
 */
export const LOAD_LIMITS = { PAYMENT_RATE_LIMIT: String(LOAD_PAYMENT_LIMIT), AUTH_RATE_LIMIT: String(LOAD_PAYMENT_LIMIT) } as const;

const MIX = ['events', 'officers', 'events', 'payment', 'officers', 'events', 'officers', 'sign-in'] as const;

/**
 * Holds `connections` clients on a server for `seconds`, each cycling through MIX. Keep-alive,
 * one request in flight per client.
 */
export async function mixedLoad(options: {
  readonly url: string;
  readonly admin: { readonly email: string; readonly password: string };
  readonly connections: number;
  readonly seconds: number;
  /** The server's process id, for its memory. */
  readonly pid?: number;
}): Promise<MixedLoadResult> {
  const headers = { 'content-type': 'application/json', origin: new URL(options.url).origin };
  const signIn = JSON.stringify({ email: options.admin.email, password: options.admin.password });
  let payment = 0;
  const donation = () =>
    JSON.stringify({
      order: { item: 'donation', amount: 2500, donationType: 'Chapter Donation' },
      contact: { firstName: 'Load', lastName: 'Test', email: 'load@example.org' },
      idempotencyKey: `load-${process.pid}-${Date.now()}-${++payment}`,
    });
  const rssBefore = options.pid === undefined ? 0 : rssOf(options.pid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: MIX.map((kind) =>
      kind === 'payment'
        ? { method: 'POST', path: '/payment', headers, setupRequest: (request: autocannon.Request) => ({ ...request, body: donation() }) }
        : {
            method: 'POST',
            path: kind === 'sign-in' ? '/auth/sign-in' : '/graphql',
            headers,
            body: { events: HOME_EVENTS, officers: OFFICERS, 'sign-in': signIn }[kind],
          },
    ),
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = (count as { count: number }).count;
  return {
    connections: options.connections,
    seconds: options.seconds,
    mix: MIX,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.non2xx + result.errors + result.timeouts,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statusCounts,
    rssBefore,
    rssAfter: options.pid === undefined ? 0 : rssOf(options.pid),
  };
}
