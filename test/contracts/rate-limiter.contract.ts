import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../src/application/ports/rate-limiter.port';

/** What a rate limiter suite needs: the port with no failures counted (5 in 600 s), and a way to move its clock on. */
export interface RateLimiterHarness {
  readonly limiter: RateLimiter;
  advanceSeconds(seconds: number): void;
  readonly dispose?: () => Promise<void>;
}

/** The RateLimiter contract with SECURITY.md's limit: 5 failures in 10 minutes. */
export function rateLimiterContract(name: string, make: () => Promise<RateLimiterHarness>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let harness: RateLimiterHarness;
    let limiter: RateLimiter;
    beforeEach(async () => {
      harness = await make();
      limiter = harness.limiter;
    });
    afterEach(async () => harness.dispose?.());

    const fail = async (key: string, times: number) => {
      for (let i = 0; i < times; i++) void (await limiter.recordFailure(key));
    };

    it('allows a client with fewer than 5 failures', async () => {
      expect((await limiter.check('client-a'))._unsafeUnwrap()).toEqual({ allowed: true });
      await fail('client-a', 4);
      expect((await limiter.check('client-a'))._unsafeUnwrap()).toEqual({ allowed: true });
    });

    it('stops a client after 5 failures and says how long to wait', async () => {
      await fail('client-a', 4);
      const fifth = (await limiter.recordFailure('client-a'))._unsafeUnwrap();
      expect(fifth).toEqual({ allowed: false, retryAfterSeconds: 600 });
      harness.advanceSeconds(60);
      expect((await limiter.check('client-a'))._unsafeUnwrap()).toEqual({ allowed: false, retryAfterSeconds: 540 });
    });

    it('counts each client on its own', async () => {
      await fail('client-a', 5);
      expect((await limiter.check('client-b'))._unsafeUnwrap()).toEqual({ allowed: true });
    });

    it('forgets failures older than the window (a sliding window)', async () => {
      await fail('client-a', 3);
      harness.advanceSeconds(300);
      await fail('client-a', 2);
      expect((await limiter.check('client-a'))._unsafeUnwrap()).toEqual({ allowed: false, retryAfterSeconds: 300 });
      harness.advanceSeconds(300);
      expect((await limiter.check('client-a'))._unsafeUnwrap()).toEqual({ allowed: true });
      await fail('client-a', 3);
      expect((await limiter.check('client-a'))._unsafeUnwrap().allowed).toBe(false);
    });

    it('counts 20 simultaneous failures', async () => {
      await Promise.all(Array.from({ length: 20 }, () => limiter.recordFailure('client-a')));
      expect((await limiter.check('client-a'))._unsafeUnwrap().allowed).toBe(false);
    });
  });
}
