/** Identifiers and secrets; tests make them predictable. */
export interface IdGenerator {
  /** A unique identifier for a record (a UUID in production). */
  newId(): string;
  /** A uniformly distributed number in [0, 1), from a cryptographic source in production. */
  uniform(): number;
  /** A numeric code of `digits` digits, for e-mailed verification codes. */
  numericCode(digits: number): string;
  /** An unguessable token of at least 128 bits, URL-safe. */
  secret(): string;
}
