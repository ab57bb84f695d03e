import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { rateLimiterContract } from '../../contracts/rate-limiter.contract';

rateLimiterContract('in memory', async () => {
  const clock = new ManualClock();
  return { limiter: new InMemoryRateLimiter(clock), advanceSeconds: (seconds) => clock.advance(seconds * 1000) };
});

describe('InMemoryRateLimiter', () => {
  it('takes another limit', async () => {
    const limiter = new InMemoryRateLimiter(new ManualClock(), { failures: 1, windowSeconds: 30 });
    expect((await limiter.recordFailure('k'))._unsafeUnwrap()).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});

describe('InMemoryRateLimiter memory', () => {
  it('forgets keys whose failures have left the window once it holds over 10,000, and keeps the active ones', async () => {
    const clock = new ManualClock();
    const limiter = new InMemoryRateLimiter(clock, { failures: 2, windowSeconds: 60 });
    for (let i = 0; i < 9_999; i++) void (await limiter.recordFailure(`old-${i}`));
    clock.advance(30_000);
    void (await limiter.recordFailure('active'));
    void (await limiter.recordFailure('active'));
    expect(limiter.size).toBe(10_000);
    clock.advance(31_000);
    void (await limiter.recordFailure('new'));
    expect(limiter.size).toBe(2);
    expect((await limiter.check('active'))._unsafeUnwrap()).toEqual({ allowed: false, retryAfterSeconds: 29 });
  });
});
