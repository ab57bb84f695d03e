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
