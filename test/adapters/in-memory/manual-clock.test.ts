import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { clockContract } from '../../contracts/clock.contract';

clockContract('manual', async () => {
  const clock = new ManualClock();
  return { clock, setTime: (instant) => clock.set(instant), pass: (ms) => clock.advance(ms) };
});

describe('ManualClock', () => {
  it('starts at 2026-06-15 12:00 UTC unless told otherwise, from a number or an ISO string', () => {
    expect(new ManualClock().now()).toBe(Date.parse('2026-06-15T12:00:00.000Z'));
    expect(new ManualClock(0).now()).toBe(0);
    expect(new ManualClock('2024-02-29T08:30:00.000Z').now()).toBe(Date.parse('2024-02-29T08:30:00.000Z'));
  });

  it('stands still until a test moves it', () => {
    const clock = new ManualClock();
    const before = clock.now();
    expect(clock.now()).toBe(before);
    clock.set('2030-01-01T00:00:00.000Z');
    expect(clock.now()).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
  });
});
