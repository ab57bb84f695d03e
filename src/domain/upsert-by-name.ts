/**
 * Adding an event or an officer whose name is already taken updates that one instead of making a
 * second (spec section 5). Names match after trimming, folding runs of white space and ignoring
 * case, so 'Spring  Banquet ' and 'spring banquet' are the same event. The database keeps the same
 * key under a unique constraint.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export type UpsertPlan = { readonly kind: 'create' } | { readonly kind: 'update'; readonly id: string };

/** Decides whether saving `name` creates a new record or updates the one already holding it. */
export function planUpsert<T extends { readonly id: string }>(
  existing: readonly T[],
  name: string,
  nameOf: (item: T) => string,
): UpsertPlan {
  const key = nameKey(name);
  const match = existing.find((item) => nameKey(nameOf(item)) === key);
  return match ? { kind: 'update', id: match.id } : { kind: 'create' };
}

/**
 * Said when an edit would rename a record onto another one's name: the edit changes only the
 * record being edited, so it is refused instead of quietly updating (or merging into) the other.
 */
export function nameTakenMessage(noun: string, name: string): string {
  return `Another ${noun} is already named '${name.trim()}'. Choose another name, or edit that ${noun} instead.`;
}
