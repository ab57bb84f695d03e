import type { IdGenerator } from '../../application/ports/id-generator.port';

/**
 * Predictable ids and "random" numbers for tests: ids count up, `uniform` walks a fixed sequence,
 * codes are drawn from a counter so two codes in a row differ.
 */
export class SequentialIds implements IdGenerator {
  #next = 1;
  #uniforms: readonly number[];
  #uniformIndex = 0;

  constructor(uniforms: readonly number[] = [0.123456, 0.654321, 0.5, 0.25, 0.75, 0.999999, 0]) {
    this.#uniforms = uniforms;
  }

  newId(): string {
    return `id-${String(this.#next++).padStart(6, '0')}`;
  }

  uniform(): number {
    const value = this.#uniforms[this.#uniformIndex % this.#uniforms.length] ?? 0;
    this.#uniformIndex++;
    return value;
  }

  numericCode(digits: number): string {
    return String(this.#next++ * 7919)
      .padStart(digits, '0')
      .slice(-digits);
  }

  secret(): string {
    return `secret-${String(this.#next++).padStart(6, '0')}-${'x'.repeat(22)}`;
  }
}
