/**
 * Compares two secrets (client secrets, signatures, digests) in time that depends only on their
 * length, never on where they first differ, so an answer's timing tells a guesser nothing.
 *
 * @example sameSecret('pi_1_secret_a', 'pi_1_secret_b') // false
 */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
