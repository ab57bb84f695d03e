import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures } from './support/figures';
import { anyRequest, megabyteRequests, type FuzzRequest } from './support/fuzz-requests';
import { filesUnder, fuzzWorld, type FuzzWorld } from './support/fuzz-world';

// SECURITY.md, Input and files: "no request, however bad, yields a 500 or a stack trace
// (property-based fuzzing of the HTTP/GraphQL surface proves it)". Every route of the server is
// sent malformed, oversized, wrongly typed and hostile input (see support/hostile.ts) in-process
// through createApp, as visitors with forged, expired, revoked and altered tokens, as a member,
// and as the administrator. The seed is fixed so a run is repeatable; FUZZ_SEED picks another.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_615);
/** Requests per identity group; with the megabyte requests, at least 10,000 per run. */
const RUNS = { visitorsAndMember: 8_000, admin: 2_500 };

const STACK_TRACE = /\bat .+\.(ts|js|mjs|cjs):\d+|node_modules|\n\s+at /;

const tally = { requests: 0, byRoute: new Map<string, number>(), byStatus: new Map<number, number>() };

function count(request: FuzzRequest, status: number): void {
  tally.requests++;
  tally.byRoute.set(request.route, (tally.byRoute.get(request.route) ?? 0) + 1);
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
}

/** The words an error answer gives: `{ error: { message } }` from the REST routes, `{ errors: [{ message }] }` from GraphQL. */
function messageOf(body: unknown): string | undefined {
  const value = body as { error?: { message?: unknown }; errors?: { message?: unknown }[] } | null;
  const message = value?.error?.message ?? value?.errors?.[0]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Sends one request and checks the answer: 2xx for what is valid, else a 4xx with a clear JSON message; never 5xx, never a trace. */
async function send(world: FuzzWorld, request: FuzzRequest, identity: Record<string, string>): Promise<void> {
  const response = await world.app.request(request.path, {
    method: request.method,
    headers: { ...request.headers, ...identity },
    body: request.body ?? null,
  });
  count(request, response.status);
  const text = await response.text();
  const where = `${request.method} ${request.path.slice(0, 120)} -> ${response.status}: ${text.slice(0, 300)}`;
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  expect(response.status, where).toBeLessThan(500);
  expect(response.status === 200 || response.status === 201 || response.status === 204 || response.status >= 400, where).toBe(true);
  expect(text, where).not.toMatch(STACK_TRACE);
  expect(text, where).not.toContain('InternalFailure');
  if (response.status >= 400) {
    expect(response.headers.get('content-type') ?? '', where).toMatch(/^application\/(graphql-response\+)?json/);
    const message = messageOf(JSON.parse(text) as unknown);
    expect(message, where).toBeTypeOf('string');
    expect(message?.trim().length, where).toBeGreaterThan(3);
    expect(message?.length, where).toBeLessThan(2_000);
  }
}

describe('fuzzing every HTTP route and GraphQL operation (fast-check)', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await fuzzWorld();
  });
  afterAll(async () => {
    const serverErrors = world.logs.filter((line) => line.status >= 500).length;
    recordFigures('fuzz', {
      seed: SEED,
      requests: tally.requests,
      routes: Object.fromEntries([...tally.byRoute].sort(([a], [b]) => a.localeCompare(b))),
      statuses: Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)),
      serverErrors,
    });
    await world.dispose();
  });

  it('No request, however bad, yields a 500 or a stack trace: visitors with forged (alg none), expired, revoked or altered tokens, and a member; and nothing they may not change changes', async () => {
    const before = await world.snapshot();
    const identity = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...world.identities.visitors) },
      { weight: 1, arbitrary: fc.constant(world.identities.member) },
    );
    await fc.assert(
      fc.asyncProperty(anyRequest(world), identity, (request, who) => send(world, request, who)),
      { numRuns: RUNS.visitorsAndMember, seed: SEED, endOnFailure: true },
    );
    expect(await world.snapshot()).toEqual(before);
    // `__proto__` and `constructor` keys reached no prototype.
    for (const key of ['role', 'isAdmin', 'polluted']) expect(Object.prototype, key).not.toHaveProperty(key);
  });

  it('No request, however bad, yields a 500 or a stack trace: a megabyte in every body, query string, token and cookie, refused with 4xx', async () => {
    const before = await world.snapshot();
    for (const request of megabyteRequests(world)) {
      await send(world, request, {});
    }
    expect(await world.snapshot()).toEqual(before);
  });

  it('No request, however bad, yields a 500 or a stack trace: the administrator, whose valid requests may change records; nothing lands outside the store', async () => {
    const outside = () => filesUnder(world.root.replace(/files$/, '')).filter((file) => !file.startsWith('files/'));
    const before = outside();
    await fc.assert(
      fc.asyncProperty(anyRequest(world), (request) => send(world, request, world.identities.admin)),
      { numRuns: RUNS.admin, seed: SEED + 1, endOnFailure: true },
    );
    // The database files may grow (-wal, -shm); nothing else appears beside the store's folder.
    expect(outside().filter((file) => !file.startsWith('chapter.sqlite'))).toEqual(
      before.filter((file) => !file.startsWith('chapter.sqlite')),
    );
    expect(world.logs.filter((line) => line.status >= 500)).toEqual([]);
    expect(tally.requests).toBeGreaterThanOrEqual(10_000);
  });
});
