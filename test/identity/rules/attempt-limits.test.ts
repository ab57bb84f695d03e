import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptsPerDay,
  CODE_FAILURE_LIMITS,
  CODE_ISSUE_LIMITS,
  CODE_SPACE,
  guessSuccessProbability,
  MFA_FAILURE_LIMITS,
  secondsUntilWindowEnds,
} from '../../../src/identity/rules/attempt-limits';

describe('attempt limits', () => {
  it('pins the numbers docs/reliability.md promises', () => {
    expect(CODE_FAILURE_LIMITS).toEqual([
      { max: 5, windowSeconds: 3600 },
      { max: 10, windowSeconds: 86_400 },
    ]);
    expect(MFA_FAILURE_LIMITS).toEqual(CODE_FAILURE_LIMITS);
    expect(CODE_ISSUE_LIMITS).toEqual([
      { max: 5, windowSeconds: 3600 },
      { max: 20, windowSeconds: 86_400 },
    ]);
    expect(CODE_SPACE).toBe(1_000_000);
  });

  it('counts the most attempts a day allows: the tighter of the daily number and 24 hourly windows', () => {
    expect(attemptsPerDay(CODE_FAILURE_LIMITS)).toBe(10);
    expect(attemptsPerDay(CODE_ISSUE_LIMITS)).toBe(20);
    expect(attemptsPerDay([{ max: 5, windowSeconds: 3600 }])).toBe(120);
    expect(
      attemptsPerDay([
        { max: 5, windowSeconds: 4 * 3600 },
        { max: 100, windowSeconds: 86_400 },
      ]),
    ).toBe(30);
  });

  it('keeps a guesser of every code an account can be sent below 1 in 10,000 a day', () => {
    // Reset, sign-up and e-mailed sign-in codes each have their own count; all three together.
    const perDay = 3 * attemptsPerDay(CODE_FAILURE_LIMITS);
    expect(guessSuccessProbability(perDay)).toBeLessThan(1e-4);
    expect(guessSuccessProbability(attemptsPerDay(CODE_FAILURE_LIMITS))).toBe(1e-5);
  });

  it('answers a probability between 0 and 1 that grows with the guesses', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 3_000_000 }), fc.integer({ min: 0, max: 3_000_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(guessSuccessProbability(low)).toBeLessThanOrEqual(guessSuccessProbability(high));
        expect(guessSuccessProbability(high)).toBeLessThanOrEqual(1);
        expect(guessSuccessProbability(low)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('says how long until a full window ends, at least a second', () => {
    const hour = { max: 5, windowSeconds: 3600 };
    expect(secondsUntilWindowEnds({ count: 5, windowStartedAt: 0 }, hour, 600_000)).toBe(3000);
    expect(secondsUntilWindowEnds({ count: 5, windowStartedAt: 0 }, hour, 3_599_500)).toBe(1);
    expect(secondsUntilWindowEnds({ count: 5, windowStartedAt: 0 }, hour, 3_700_000)).toBe(1);
  });
});
