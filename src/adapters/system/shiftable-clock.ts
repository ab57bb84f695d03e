import type { Clock } from '../../application/ports/clock.port';

/**
 * The machine's clock moved to another instant, from which it keeps ticking: only for the journeys
 * that need the server to live past a date (a role's term end), through the test clock route, which
 * the server mounts with TEST_CLOCK=1 and NODE_ENV=test and never otherwise.
 */
export class ShiftableClock implements Clock {
  readonly #base: Clock;
  #offsetMs = 0;

  constructor(base: Clock) {
    this.#base = base;
  }

  now(): number {
    return this.#base.now() + this.#offsetMs;
  }

  /** From now on, the time is `instant` (milliseconds since the epoch) and ticks on from there. */
  moveTo(instant: number): void {
    this.#offsetMs = instant - this.#base.now();
  }
}
