import type { Clock } from '../../application/ports/clock.port';

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  #now: number;

  constructor(start: number | string = '2026-06-15T12:00:00.000Z') {
    this.#now = typeof start === 'number' ? start : Date.parse(start);
  }

  now(): number {
    return this.#now;
  }

  advance(milliseconds: number): void {
    this.#now += milliseconds;
  }

  set(instant: number | string): void {
    this.#now = typeof instant === 'number' ? instant : Date.parse(instant);
  }
}
