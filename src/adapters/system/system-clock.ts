import type { Clock } from '../../application/ports/clock.port';

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };
