import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../src/adapters/system/system-clock';
import { clockContract } from '../../contracts/clock.contract';

// The system clock reads the machine's time; the harness fakes that time (Date only, no timers),
// so the contract can set it and let it pass exactly.
clockContract('system', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  return {
    clock: systemClock,
    setTime: (instant) => vi.setSystemTime(instant),
    pass: (ms) => vi.setSystemTime(Date.now() + ms),
    dispose: async () => {
      vi.useRealTimers();
    },
  };
});

describe('systemClock', () => {
  it("reads the machine's real time", () => {
    const before = Date.now();
    const read = systemClock.now();
    const after = Date.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(after);
  });
});
