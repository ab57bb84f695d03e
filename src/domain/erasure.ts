/**
 * What a deleted member's personal data becomes (issue 20, 'Delete my account'): the rows the
 * chapter must keep (orders for its accounts, tickets at the door, the audit log) keep their place,
 * amounts and dates, and every personal value in them is replaced by these words.
 */

/** A deleted member's name, wherever a name was. */
export const DELETED_NAME = 'Deleted member';
/** The two halves of an order's contact name, so that "first last" reads DELETED_NAME. */
export const DELETED_FIRST_NAME = 'Deleted';
export const DELETED_LAST_NAME = 'member';

/**
 * What stands for the person's e-mail address where a row needs one (an order's contact, a ticket's
 * buyer): not an address (no '@': no mail can go to it), and unique per deletion, so one person's
 * orders stay together and a unique key that held their address still holds.
 *
 * @example erasurePlaceholder('k3f9') // 'deleted-member-k3f9'
 */
export function erasurePlaceholder(id: string): string {
  return `deleted-member-${id}`;
}

/** Keys of stored JSON that hold a person's contact details: their value is replaced whatever it is. */
const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'address',
  'city',
  'zipcode',
  'gradYear',
  'holderName',
  'buyerName',
  'buyerEmail',
  'sponsoredNames',
  'to',
  'recipient',
]);

/** Texts shorter than this are replaced only where they are the whole value, never inside a longer text. */
const SHORTEST_INSIDE = 5;

/** The person's values and what each becomes, found in rows about them (scrubbed by `scrubText` / `scrubJson`). */
export interface PersonalValues {
  /** Lowercased value -> its replacement. */
  readonly replacements: ReadonlyMap<string, string>;
  readonly placeholder: string;
}

/**
 * The values to remove: their e-mail addresses (replaced by the placeholder) and every other text of
 * their contact details (names, phone, address, city, zip code; replaced by DELETED_NAME). Empty
 * values are left out.
 */
export function personalValuesOf(
  emails: readonly string[],
  texts: readonly (string | null | undefined)[],
  placeholder: string,
): PersonalValues {
  const replacements = new Map<string, string>();
  for (const text of texts) {
    const value = (text ?? '').trim().toLowerCase();
    if (value !== '') replacements.set(value, DELETED_NAME);
  }
  for (const email of emails) {
    const value = email.trim().toLowerCase();
    if (value !== '') replacements.set(value, placeholder);
  }
  return { replacements, placeholder };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A text with the person's values taken out: a text that is one of them becomes its replacement;
 * in a longer text, each value of at least five characters is replaced wherever it occurs (in any case).
 *
 * @example scrubText('Refund for Jane Doe', values) // 'Refund for Deleted member'
 */
export function scrubText(text: string, values: PersonalValues): string {
  const whole = values.replacements.get(text.trim().toLowerCase());
  if (whole !== undefined) return whole;
  const inside = [...values.replacements.keys()].filter((value) => value.length >= SHORTEST_INSIDE).sort((a, b) => b.length - a.length);
  return inside.reduce(
    (scrubbed, value) => scrubbed.replace(new RegExp(escapeRegExp(value), 'gi'), values.replacements.get(value) ?? DELETED_NAME),
    text,
  );
}

/** What a personal key's value becomes: an address key the placeholder, any other a name or nothing. */
function replacementFor(key: string, value: string, values: PersonalValues): string {
  if (value === '') return '';
  if (key === 'email' || key === 'buyerEmail' || key === 'to' || key === 'recipient') return values.placeholder;
  return key.endsWith('Name') || key === 'name' ? DELETED_NAME : '';
}

/**
 * Whether a JSON value is about the person (their order, their member record: every personal key's
 * value is theirs) or only mentions them (an officer's other work: only their own values go).
 */
export type ScrubMode = 'about' | 'mentions';

/**
 * Stored JSON with the person taken out: in a value about them, the value of every personal key
 * (PERSONAL_KEYS: names, e-mail, phone, address...) is replaced; in both modes every other text is
 * scrubbed (`scrubText`). Numbers, flags, ids and dates stay as they were.
 */
export function scrubJson(value: unknown, values: PersonalValues, mode: ScrubMode, key: string | null = null): unknown {
  const personal = mode === 'about' && key !== null && PERSONAL_KEYS.has(key);
  if (typeof value === 'string') return personal ? replacementFor(key, value, values) : scrubText(value, values);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, values, mode, personal ? key : null));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, scrubJson(inner, values, mode, name)]));
  }
  return value;
}

/** `scrubJson` over JSON text (null stays null; text that is not JSON is scrubbed as text). */
export function scrubJsonText(text: string | null, values: PersonalValues, mode: ScrubMode): string | null {
  if (text === null) return null;
  try {
    return JSON.stringify(scrubJson(JSON.parse(text) as unknown, values, mode));
  } catch {
    return scrubText(text, values);
  }
}
