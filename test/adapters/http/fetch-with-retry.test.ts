import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backOffMs,
  DEFAULT_RETRY_POLICY,
  fetchWithRetry,
  retryAfterMs,
  type FetchLike,
  type RetryPolicy,
} from '../../../src/adapters/http/fetch-with-retry';

type Step = number | Error | Response;

/** A server that answers each attempt with the next step (a status, a network error or a response), recording calls. */
function scripted(...steps: Step[]) {
  const calls: RequestInit[] = [];
  const fetch: FetchLike = async (_url, init) => {
    calls.push(init);
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step instanceof Error) throw step;
    return step instanceof Response ? step : new Response(step === 204 ? null : `status ${step}`, { status: step });
  };
  return { fetch, calls };
}

function harness(steps: Step[], policy: Partial<RetryPolicy> = {}) {
  const server = scripted(...steps);
  const waits: number[] = [];
  const send = fetchWithRetry({ fetch: server.fetch, sleep: async (ms) => void waits.push(ms), random: () => 0.5, ...policy });
  return { send, calls: server.calls, waits };
}

const statusOf = async (result: ReturnType<ReturnType<typeof fetchWithRetry>>) => (await result)._unsafeUnwrap().status;

describe('fetchWithRetry', () => {
  it('answers the first success without retrying', async () => {
    const { send, calls, waits } = harness([200]);
    expect(await statusOf(send('/x'))).toBe(200);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  for (const status of [429, 500, 502, 503, 504]) {
    it(`retries a ${status} and answers the success that follows`, async () => {
      const { send, calls } = harness([status, 200]);
      expect(await statusOf(send('/x'))).toBe(200);
      expect(calls).toHaveLength(2);
    });
  }

  for (const status of [400, 401, 403, 404, 409, 413, 501]) {
    it(`passes a ${status} on at once`, async () => {
      const { send, calls } = harness([status, 200]);
      expect(await statusOf(send('/x'))).toBe(status);
      expect(calls).toHaveLength(1);
    });
  }

  it('makes at most 3 attempts and then answers the last response', async () => {
    const { send, calls, waits } = harness([503, 502, 500, 200]);
    expect(await statusOf(send('/x'))).toBe(500);
    expect(calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it('retries network failures, and answers NetworkFailure when every attempt failed', async () => {
    const recovered = harness([new TypeError('fetch failed'), 200]);
    expect(await statusOf(recovered.send('/x'))).toBe(200);
    const down = harness([new TypeError('fetch failed')]);
    expect((await down.send('/x'))._unsafeUnwrapErr()).toEqual({ type: 'NetworkFailure', message: 'fetch failed' });
    expect(down.calls).toHaveLength(3);
  });

  it('backs off exponentially with full jitter: random() times base * 2^(attempt - 1)', async () => {
    const { send, waits } = harness([503], { random: () => 0.5, baseDelayMs: 1000, maxAttempts: 4 });
    void (await send('/x'));
    expect(waits).toEqual([500, 1000, 2000]);
    const jittered = harness([503], { random: () => 0, baseDelayMs: 1000 });
    void (await jittered.send('/x'));
    expect(jittered.waits).toEqual([0, 0]);
  });

  it('caps the back-off at 5 minutes', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, random: () => 0.999_999 };
    expect(backOffMs(policy, 30)).toBe(299_999);
    expect(backOffMs(policy, 1)).toBe(249);
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBe(3);
    expect(DEFAULT_RETRY_POLICY.maxDelayMs).toBe(300_000);
  });

  it('waits as Retry-After asks, in seconds or as a date', async () => {
    const seconds = harness([new Response('slow down', { status: 429, headers: { 'Retry-After': '2' } }), 200]);
    expect(await statusOf(seconds.send('/x'))).toBe(200);
    expect(seconds.waits).toEqual([2000]);
    const now = Date.parse('2026-06-15T12:00:00Z');
    const date = harness([new Response('', { status: 503, headers: { 'Retry-After': 'Mon, 15 Jun 2026 12:00:07 GMT' } }), 200], {
      now: () => now,
    });
    void (await date.send('/x'));
    expect(date.waits).toEqual([7000]);
  });

  it('does not wait longer than the cap: a Retry-After beyond it is answered at once', async () => {
    const { send, calls } = harness([new Response('', { status: 429, headers: { 'Retry-After': '900' } }), 200]);
    expect(await statusOf(send('/x'))).toBe(429);
    expect(calls).toHaveLength(1);
  });

  it('never repeats a POST on its own, after an error answer or a lost one', async () => {
    for (const first of [503, new TypeError('fetch failed')]) {
      const { send, calls } = harness([first, 200]);
      void (await send('/x', { method: 'POST', body: '{}' }));
      expect(calls).toHaveLength(1);
    }
  });

  it('repeats a POST that carries an Idempotency-Key, or that the caller says is safe', async () => {
    const keyed = harness([503, 200]);
    expect(await statusOf(keyed.send('/x', { method: 'POST', headers: { 'Idempotency-Key': 'order-1' }, body: '{}' }))).toBe(200);
    expect(keyed.calls).toHaveLength(2);
    const vouched = harness([503, 200]);
    expect(await statusOf(vouched.send('/x', { method: 'post', body: '{}' }, { safeToRetry: true }))).toBe(200);
  });

  it('repeats the idempotent methods: GET, HEAD, PUT, DELETE', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
      const { send, calls } = harness([503, 204]);
      expect(await statusOf(send('/x', { method }))).toBe(204);
      expect(calls).toHaveLength(2);
    }
  });

  it('stops retrying once the caller has aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { send, calls } = harness([new DOMException('aborted', 'AbortError')]);
    expect((await send('/x', { signal: controller.signal }))._unsafeUnwrapErr().type).toBe('NetworkFailure');
    expect(calls).toHaveLength(1);
  });

  it('releases the body of an answer it retries past', async () => {
    let cancelled = false;
    const body = new ReadableStream({ cancel: () => void (cancelled = true) });
    const { send } = harness([new Response(body, { status: 503 }), 200]);
    void (await send('/x'));
    expect(cancelled).toBe(true);
  });

  it('reads Retry-After values, ignoring what it cannot read', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(' 0 ', 0)).toBe(0);
    expect(retryAfterMs(null, 0)).toBeNull();
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:01 GMT', 5000)).toBe(0);
  });
});

describe('the browser adapters', () => {
  it('import no Node module (they run in the browser)', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src/adapters/http');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|fs|path|crypto|http|os)['"/]/);
      expect(source, file).not.toMatch(/\bBuffer\b|\bprocess\./);
    }
  });
});
